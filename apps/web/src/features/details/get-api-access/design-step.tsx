import { useLingui } from '@lingui/react';
import { Button, Group, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Design, RefdataApp } from '@storefront/contract/access';
import { useState } from 'react';
import { DESIGN_PAGE_SIZE, useSearchDesigns } from './api/search-designs.ts';
import { SearchPager } from './search-pager.tsx';

/** The modal's design step ("Select an Application"): the chosen application's designs, paged. */
export function DesignStep({
  app,
  onBack,
  onChoose,
}: {
  app: RefdataApp;
  onBack: () => void;
  onChoose: (design: Design | null) => void;
}) {
  const { _ } = useLingui();
  const [page, setPage] = useState(1);
  const designs = useSearchDesigns(app.code, (page - 1) * DESIGN_PAGE_SIZE);
  const rows = designs.data?.results ?? [];
  const intro = _('access.design.intro', { name: '\0', code: app.code }).split('\0');
  return (
    <>
      <Text size="sm">
        {/* The application's name, in bold, sits where the language puts it. */}
        {intro[0]}
        <strong>{app.name}</strong>
        {intro[1]}
      </Text>
      {designs.isPending ? <Loader size="sm" mt="md" aria-label={_('access.design.searching')} /> : null}
      {designs.isError ? (
        <Text c="red" mt="md" role="alert">
          {_('access.design.failed')}
        </Text>
      ) : null}
      {designs.data && rows.length === 0 ? (
        <Text c="dimmed" mt="md">
          {_('access.design.none')}
        </Text>
      ) : null}
      {rows.length > 0 ? (
        <Table striped mt="md" aria-label={_('access.design.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{_('access.design.id')}</Table.Th>
              <Table.Th>{_('access.name')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{_('access.action')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{d.id}</Table.Td>
                <Table.Td>{d.name}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={_('access.design.select', { name: d.name })}
                    onClick={() => onChoose(d)}
                  >
                    {_('access.select')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      {designs.data ? (
        <SearchPager
          label={_('access.design.pages')}
          page={page}
          pageSize={DESIGN_PAGE_SIZE}
          total={designs.data.metadata.totalSize}
          onChange={setPage}
        />
      ) : null}
      <Group justify="space-between" mt="md">
        <Button variant="default" onClick={onBack}>
          {_('access.back')}
        </Button>
        <Button onClick={() => onChoose(null)}>{_('access.design.without')}</Button>
      </Group>
    </>
  );
}
