import { useLingui } from '@lingui/react';
import { Stack, Table, Text } from '@mantine/core';
import type { AgentUsage, AgentUsageQuery } from '@storefront/contract/agents';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { UsageSection } from './usage-section.tsx';

/**
 * Agent traffic (issue 30): the MCP tool calls AI agents made for people, per user and tool and per
 * day and tool, from GET /api/provider/usage/agents, so providers can tell it from people's own use.
 * Loaded lazily by the Usage tab (default export).
 */
export default function AgentCalls({ query }: { query: AgentUsageQuery }) {
  const { _ } = useLingui();
  const usage = useQuery({
    queryKey: ['provider', 'agent-usage', query] as const,
    queryFn: ({ signal }) => apiGet<AgentUsage>('/api/provider/usage/agents', { ...query }, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const report = usage.data;
  return (
    <UsageSection
      id="agent-calls"
      title={_('ws-catalog.agents.title')}
      loadingLabel={_('ws-catalog.agents.loading')}
      state={usage}
    >
      {report ? <AgentReport report={report} /> : null}
    </UsageSection>
  );
}

function AgentReport({ report }: { report: AgentUsage }) {
  const { _ } = useLingui();
  if (report.totalCalls === 0)
    return (
      <Text size="sm" c="dimmed">
        {_('ws-catalog.agents.none')}
      </Text>
    );
  const days = [...report.days].sort((a, b) => b.day.localeCompare(a.day) || b.calls - a.calls);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" data-testid="agent-calls-summary">
        {_('ws-catalog.agents.summary', { calls: report.totalCalls, users: report.byUser.length })}
      </Text>
      <Table.ScrollContainer minWidth={480}>
        <Table striped withTableBorder aria-label={_('ws-catalog.agents.perUser')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{_('ws-catalog.agents.user')}</Table.Th>
              <Table.Th scope="col">{_('ws-catalog.agents.calls')}</Table.Th>
              <Table.Th scope="col">{_('ws-catalog.agents.failed')}</Table.Th>
              <Table.Th scope="col">{_('ws-catalog.agents.tools')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.byUser.map((u) => (
              <Table.Tr key={`${u.username ?? ''}|${u.displayName}`}>
                <Table.Th scope="row" fw="normal">
                  {u.displayName}
                </Table.Th>
                <Table.Td>{u.calls}</Table.Td>
                <Table.Td>{u.errors}</Table.Td>
                <Table.Td>{u.tools.map((t) => `${t.tool}: ${t.calls}`).join(', ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Table.ScrollContainer minWidth={480}>
        <Table striped withTableBorder aria-label={_('ws-catalog.agents.perDay')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{_('ws-catalog.agents.dayUtc')}</Table.Th>
              <Table.Th scope="col">{_('ws-catalog.agents.tool')}</Table.Th>
              <Table.Th scope="col">{_('ws-catalog.agents.calls')}</Table.Th>
              <Table.Th scope="col">{_('ws-catalog.agents.users')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((d) => (
              <Table.Tr key={`${d.day}|${d.tool}`}>
                <Table.Th scope="row" fw="normal">
                  {d.day}
                </Table.Th>
                <Table.Td>{d.tool}</Table.Td>
                <Table.Td>{d.calls}</Table.Td>
                <Table.Td>{d.users}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
