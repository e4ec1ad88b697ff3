import { useLingui } from '@lingui/react';
import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import type { ApiVersion } from '@storefront/contract/versions';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/format-date.ts';
import { useDetailsContext } from '../components/details-context.ts';
import { changelogQueryOptions } from './api/get-changelog.ts';
import { ChangelogLoader } from './changelog-view.tsx';
import { lifecycleText, VERSION_PARAM } from './use-version.ts';

function VersionMeta({ version }: { version: ApiVersion }) {
  const { _ } = useLingui();
  const lifecycle = lifecycleText(version, formatDate);
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {_('docs.changelog.published', { date: formatDate(version.publishedAt) })}
      </Text>
      {version.isDefault ? (
        <Badge color="green" variant="light" size="sm">
          {_('docs.changelog.current')}
        </Badge>
      ) : null}
      {version.state !== 'current' ? (
        <Badge color={version.state === 'retired' ? 'gray' : 'orange'} variant="light" size="sm">
          {version.state === 'retired' ? _('docs.changelog.retired') : _('docs.changelog.deprecated')}
        </Badge>
      ) : null}
      {lifecycle ? <Text size="sm">{lifecycle}</Text> : null}
    </Group>
  );
}

/** One version's entry: heading, dates and, once opened, what changed since the version before. */
function VersionEntry({
  itemId,
  version,
  open: initiallyOpen,
}: {
  itemId: string;
  version: ApiVersion;
  open: boolean;
}) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(initiallyOpen);
  const label = version.label;
  const headingId = `changelog-${version.label}`;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4" id={headingId}>
            {_('docs.changelog.version', { label })}
          </Title>
          <Button variant="subtle" size="xs" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {open ? _('docs.changelog.hide', { label }) : _('docs.changelog.show', { label })}
          </Button>
        </Group>
        <VersionMeta version={version} />
        {open ? <ChangelogLoader itemId={itemId} to={version.label} /> : null}
      </Stack>
    </Paper>
  );
}

/** Any two versions side by side: From and To pickers; the comparison is kept in the URL. */
function CompareControl({ versions }: { versions: ApiVersion[] }) {
  const { _ } = useLingui();
  const [params, setParams] = useSearchParams();
  const labels = versions.map((v) => v.label);
  const [from, setFrom] = useState(params.get('from') ?? labels[1] ?? labels[0] ?? '');
  const [to, setTo] = useState(params.get('to') ?? labels[0] ?? '');
  const data = labels.map((l) => ({ value: l, label: l }));
  const compare = (event: React.FormEvent) => {
    event.preventDefault();
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('from', from);
        next.set('to', to);
        return next;
      },
      { preventScrollReset: true },
    );
  };
  return (
    <form onSubmit={compare} aria-label={_('docs.changelog.compareLabel')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={_('docs.changelog.from')}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          data={data}
        />
        <NativeSelect
          label={_('docs.changelog.to')}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          data={data}
        />
        <Button type="submit" variant="default" disabled={!from || !to || from === to}>
          {_('docs.changelog.compare')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * Changelog (issue 28): for each version, what changed since the one before, breaking changes
 * first, with the provider's release notes; any two versions can be compared. The version in
 * `?version=` (the notification's link) is opened; the others open on demand, so a page of GitHub
 * releases does not compute every diff at once.
 */
export function ChangelogTab() {
  const { _ } = useLingui();
  const { item, tabLabel, version } = useDetailsContext();
  const [params, setParams] = useSearchParams();
  const heading = tabLabel || _('det.menu.changelog');
  const from = params.get('from');
  const to = params.get('to');
  const comparing = from && to ? { from, to } : null;
  const openLabel = version.shown?.label;
  const requested = params.get(VERSION_PARAM);
  const queryClient = useQueryClient();
  // A notification's link names the version: its changelog is fetched at once, beside the version
  // list, not after it (the open section reads the same query). bench/changelog-page.ts.
  useEffect(() => {
    if (requested && !(from && to))
      void queryClient.prefetchQuery(changelogQueryOptions(item.id, undefined, requested));
  }, [queryClient, item.id, requested, from, to]);

  const clearCompare = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('from');
        next.delete('to');
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {heading}
      </Title>
      {version.versions.length === 0 ? (
        <Text c="dimmed">{_('docs.changelog.none')}</Text>
      ) : (
        <>
          {version.versions.length > 1 ? <CompareControl versions={version.versions} /> : null}
          {comparing ? (
            <Paper withBorder p="sm" component="section" aria-labelledby="changelog-compare">
              <Stack gap="xs">
                <Group justify="space-between" wrap="wrap">
                  <Title order={3} size="h4" id="changelog-compare">
                    {_('docs.changelog.changes', comparing)}
                  </Title>
                  <Button variant="subtle" size="xs" onClick={clearCompare}>
                    {_('docs.changelog.back')}
                  </Button>
                </Group>
                <ChangelogLoader itemId={item.id} from={comparing.from} to={comparing.to} />
              </Stack>
            </Paper>
          ) : (
            version.versions.map((v) => (
              <VersionEntry key={v.label} itemId={item.id} version={v} open={v.label === openLabel} />
            ))
          )}
        </>
      )}
    </Stack>
  );
}

export const Component = ChangelogTab;
