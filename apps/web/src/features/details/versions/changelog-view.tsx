import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Button, Loader, Stack, Text } from '@mantine/core';
import type { ChangeEntry, Changelog } from '@storefront/contract/versions';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { renderProviderText } from '../../../lib/rich-text.ts';
import { placePath } from '../documentation/viewer/doc-route.ts';
import { useChangelog } from './api/get-changelog.ts';
import './changelog.css';

/** Changes shown at first and per "Show more": GitHub's releases differ by thousands. */
export const CHANGES_PAGE = 200;

/** "3 breaking changes, 12 non-breaking changes", in the active language. */
export function summaryText(summary: Changelog['summary']): string {
  return i18n._('docs.changelog.summary', {
    breaking: i18n._('docs.changelog.breakingCount', { count: summary.breaking }),
    nonBreaking: i18n._('docs.changelog.nonBreakingCount', { count: summary.nonBreaking }),
  });
}

/** Breaking changes first; otherwise in the diff's order (by path). */
export function orderChanges(changes: ChangeEntry[]): ChangeEntry[] {
  return [...changes.filter((c) => c.breaking), ...changes.filter((c) => !c.breaking)];
}

/**
 * Where a change's operation is documented: in the newer version, or for a removed operation in the
 * older one (the only one that still has it). The key follows the viewer's (operationId, else
 * "METHOD path").
 */
export function operationLink(
  itemId: string,
  change: ChangeEntry,
  from: string | null,
  to: string,
): { pathname: string; search: string } | null {
  if (!change.method || !change.path) return null;
  const key = change.operationId || `${change.method} ${change.path}`;
  const version = change.kind === 'operation' && change.action === 'removed' ? from : to;
  return {
    pathname: placePath(itemId, { kind: 'operation', key }),
    search: version ? `?version=${encodeURIComponent(version)}` : '',
  };
}

/** Release notes are the provider's Markdown: rendered sanitised (http(s) links only). */
export function ReleaseNotes({ markdown }: { markdown: string }) {
  const { _ } = useLingui();
  const html = useMemo(() => renderProviderText(markdown), [markdown]);
  if (!html) return null;
  return (
    <section aria-label={_('docs.changelog.releaseNotes')}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by renderProviderText (DOMPurify, http(s) links only) */}
      <div className="release-notes" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

/**
 * One change. Plain elements with the classes of changelog.css, not Mantine's Badge, Group, Anchor
 * and Text: a page shows 200 of GitHub's ~1,000 changes at once, and six styled components a row
 * were most of the script time of opening the tab (bench/changelog-page.ts).
 */
function ChangeLine({
  itemId,
  change,
  log,
  labels,
}: {
  itemId: string;
  change: ChangeEntry;
  log: Changelog;
  /** The badge's two texts, read once per list rather than per row. */
  labels: { breaking: string; nonBreaking: string };
}) {
  const link = operationLink(itemId, change, log.from, log.to);
  const where = change.method && change.path ? `${change.method} ${change.path}` : change.schema;
  return (
    <li className="changelog-change">
      <span className="changelog-badge" data-breaking={change.breaking || undefined}>
        {change.breaking ? labels.breaking : labels.nonBreaking}
      </span>
      {where ? (
        link ? (
          <Link className="changelog-where" to={link}>
            {where}
          </Link>
        ) : (
          <span className="changelog-where">{where}</span>
        )
      ) : null}
      {/* The diff's line is plain text: rendered as text, never as HTML (the server's words, as sent). */}
      <span className="changelog-text">{change.text}</span>
    </li>
  );
}

/** One changelog: summary, release notes and the changes, breaking first, a page at a time. */
export function ChangelogBody({ itemId, log }: { itemId: string; log: Changelog }) {
  const { _ } = useLingui();
  const labels = { breaking: _('docs.changelog.breaking'), nonBreaking: _('docs.changelog.nonBreaking') };
  const [shown, setShown] = useState(CHANGES_PAGE);
  const ordered = useMemo(() => orderChanges(log.changes), [log.changes]);
  return (
    <Stack gap="xs">
      {log.from === null ? (
        <Text size="sm">{_('docs.changelog.first')}</Text>
      ) : (
        <Text size="sm" fw={600}>
          {log.summary.operationsAdded || log.summary.operationsRemoved
            ? _('docs.changelog.sinceWithOperations', {
                from: log.from,
                summary: summaryText(log.summary),
                added: log.summary.operationsAdded,
                removed: log.summary.operationsRemoved,
              })
            : _('docs.changelog.since', { from: log.from, summary: summaryText(log.summary) })}
        </Text>
      )}
      <ReleaseNotes markdown={log.releaseNotes} />
      {log.from !== null && ordered.length === 0 ? (
        <Text size="sm">{_('docs.changelog.noChanges')}</Text>
      ) : null}
      {ordered.length ? (
        <ul
          className="changelog-list"
          aria-label={_('docs.changelog.changes', { from: log.from ?? '', to: log.to })}
        >
          {ordered.slice(0, shown).map((c, i) => (
            // Changes have no id; the order is stable for one changelog.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <ChangeLine key={i} itemId={itemId} change={c} log={log} labels={labels} />
          ))}
        </ul>
      ) : null}
      {ordered.length > shown ? (
        <Button variant="default" size="xs" w="fit-content" onClick={() => setShown((n) => n + CHANGES_PAGE)}>
          {_('docs.changelog.showMore', { count: ordered.length - shown })}
        </Button>
      ) : null}
      {log.truncated ? (
        <Text size="sm" c="dimmed">
          {_('docs.changelog.truncated', { count: log.changes.length })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Loads and shows the changelog from `from` (default: the previous version) to `to`. */
export function ChangelogLoader({ itemId, from, to }: { itemId: string; from?: string; to: string }) {
  const { _ } = useLingui();
  const log = useChangelog(itemId, from, to);
  if (log.isError) return <ErrorState error={log.error} />;
  if (!log.data) return <Loader size="sm" aria-label={_('docs.changelog.loading', { to })} />;
  return <ChangelogBody itemId={itemId} log={log.data} />;
}
