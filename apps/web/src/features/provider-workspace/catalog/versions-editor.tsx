import { useLingui } from '@lingui/react';
import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  List,
  Loader,
  Radio,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { ApiVersion, Changelog } from '@storefront/contract/versions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../lib/format-date.ts';
import {
  type DocumentSource,
  pastedSource,
  previewVersion,
  previewVersionUrl,
  publishVersion,
  publishVersionUrl,
  updateVersion,
  versionsQueryOptions,
} from './api/versions.ts';
import { EXAMPLE_URL, errorText } from './catalog-rules.ts';
import { breakingText, previewSummary, stateText, sunsetFromDate } from './versions-rules.ts';

/** Changes listed in the preview; the summary counts them all. */
const PREVIEW_LIST = 50;

type SourceKind = 'file' | 'url' | 'paste';

function ChangePreview({ log }: { log: Changelog }) {
  const { _ } = useLingui();
  const breakingFirst = [...log.changes.filter((c) => c.breaking), ...log.changes.filter((c) => !c.breaking)];
  return (
    <Alert
      color={log.summary.breaking > 0 ? 'orange' : 'green'}
      role="status"
      title={_('ws-catalog.versions.previewTitle', { breaking: breakingText(log.summary.breaking) })}
    >
      <Text size="sm">{previewSummary(log)}</Text>
      {breakingFirst.length > 0 ? (
        <List size="sm" mt="xs" listStyleType="none" aria-label={_('ws-catalog.versions.previewChanges')}>
          {breakingFirst.slice(0, PREVIEW_LIST).map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: changes have no id; the list is static
            <List.Item key={i}>
              <Badge size="xs" color={c.breaking ? 'red' : 'gray'} mr={6}>
                {_(c.breaking ? 'ws-catalog.versions.breakingBadge' : 'ws-catalog.versions.nonBreakingBadge')}
              </Badge>
              {c.method && c.path ? `${c.method} ${c.path}: ` : c.schema ? `${c.schema}: ` : ''}
              {c.text}
            </List.Item>
          ))}
        </List>
      ) : null}
      {breakingFirst.length > PREVIEW_LIST ? (
        <Text size="xs" mt="xs">
          {_('ws-catalog.versions.more', { count: breakingFirst.length - PREVIEW_LIST })}
        </Text>
      ) : null}
    </Alert>
  );
}

/** Publish a new version from a file, a URL or pasted text, with a changelog preview first. */
function PublishForm({ itemId, onPublished }: { itemId: string; onPublished: () => Promise<unknown> }) {
  const { _ } = useLingui();
  const [kind, setKind] = useState<SourceKind>('file');
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState('');
  const [pasted, setPasted] = useState('');
  const [label, setLabel] = useState('');
  const [notes, setNotes] = useState('');

  const source = (): DocumentSource | null =>
    kind === 'file' && file
      ? { filename: file.name, body: file }
      : kind === 'paste' && pasted.trim()
        ? pastedSource(pasted)
        : null;
  const ready = kind === 'url' ? url.trim().length > 0 : source() !== null;

  const preview = useMutation({
    mutationFn: () => {
      const chosenLabel = label.trim() || undefined;
      if (kind === 'url') return previewVersionUrl(itemId, { url: url.trim(), label: chosenLabel });
      const s = source();
      if (!s) throw new Error('No document');
      return previewVersion(itemId, s, chosenLabel);
    },
  });
  const publish = useMutation({
    mutationFn: async () => {
      const chosenLabel = label.trim() || undefined;
      if (kind === 'url')
        return publishVersionUrl(itemId, {
          url: url.trim(),
          label: chosenLabel,
          releaseNotes: notes || undefined,
        });
      const s = source();
      if (!s) throw new Error('No document');
      const result = await publishVersion(itemId, s, chosenLabel);
      // Raw uploads carry no notes: they are added to the version just published.
      if (result.created && notes.trim())
        result.version = await updateVersion(itemId, result.version.label, { releaseNotes: notes });
      return result;
    },
    onSuccess: async () => {
      preview.reset();
      setFile(null);
      setPasted('');
      setUrl('');
      setLabel('');
      setNotes('');
      await onPublished();
    },
  });
  const changed = () => {
    preview.reset();
    publish.reset();
  };

  return (
    <Stack
      gap="sm"
      component="form"
      aria-labelledby="publish-version-title"
      onSubmit={(e) => e.preventDefault()}
    >
      <Title order={4} size="h5" id="publish-version-title">
        {_('ws-catalog.versions.publishTitle')}
      </Title>
      <Radio.Group
        label={_('ws-catalog.versions.documentFrom')}
        value={kind}
        onChange={(v) => {
          setKind(v as SourceKind);
          changed();
        }}
      >
        <Group gap="md" mt={4}>
          <Radio value="file" label={_('ws-catalog.versions.fromFile')} />
          <Radio value="url" label={_('ws-catalog.versions.fromUrl')} />
          <Radio value="paste" label={_('ws-catalog.versions.fromPaste')} />
        </Group>
      </Radio.Group>
      {kind === 'file' ? (
        <FileInput
          label={_('ws-catalog.versions.file')}
          placeholder={_('ws-catalog.versions.chooseFile')}
          clearable
          accept=".json,.yaml,.yml,application/json,application/yaml,text/yaml"
          value={file}
          onChange={(f) => {
            setFile(f);
            changed();
          }}
        />
      ) : kind === 'url' ? (
        <TextInput
          label={_('ws-catalog.import.url')}
          type="url"
          placeholder={EXAMPLE_URL}
          maxLength={2000}
          value={url}
          onChange={(e) => {
            setUrl(e.currentTarget.value);
            changed();
          }}
        />
      ) : (
        <Textarea
          label={_('ws-catalog.versions.pasted')}
          rows={8}
          value={pasted}
          onChange={(e) => {
            setPasted(e.currentTarget.value);
            changed();
          }}
        />
      )}
      <TextInput
        label={_('ws-catalog.versions.label')}
        description={_('ws-catalog.versions.labelHelp')}
        maxLength={100}
        value={label}
        onChange={(e) => {
          setLabel(e.currentTarget.value);
          // The preview names the label the version would get.
          preview.reset();
        }}
      />
      <Textarea
        label={_('ws-catalog.versions.notes')}
        description={_('ws-catalog.versions.notesHelp')}
        rows={3}
        maxLength={20000}
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
      />
      <Group gap="sm">
        <Button
          variant="default"
          disabled={!ready}
          loading={preview.isPending}
          onClick={() => preview.mutate()}
        >
          {_('ws-catalog.versions.preview')}
        </Button>
        <Button disabled={!ready} loading={publish.isPending} onClick={() => publish.mutate()}>
          {_('ws-catalog.versions.publish')}
        </Button>
      </Group>
      {kind === 'url' ? (
        <Text size="xs" c="dimmed">
          {_('ws-catalog.versions.urlNote')}
        </Text>
      ) : null}
      {preview.isError ? (
        <Alert color="red" role="alert" title={_('ws-catalog.versions.noPreview')}>
          {errorText(preview.error)}
        </Alert>
      ) : null}
      {preview.data ? <ChangePreview log={preview.data} /> : null}
      {publish.isError ? (
        <Alert color="red" role="alert" title={_('ws-catalog.versions.notPublished')}>
          {errorText(publish.error)}
        </Alert>
      ) : null}
      {publish.data ? (
        <Alert
          color="green"
          role="status"
          title={_(
            publish.data.created ? 'ws-catalog.versions.publishedTitle' : 'ws-catalog.versions.nothingNew',
          )}
        >
          {!publish.data.created
            ? _('ws-catalog.versions.already', { label: publish.data.version.label })
            : publish.data.changelog
              ? _('ws-catalog.versions.nowDefaultWith', {
                  label: publish.data.version.label,
                  breaking: breakingText(publish.data.changelog.summary.breaking),
                  count: publish.data.notified,
                })
              : _('ws-catalog.versions.nowDefault', {
                  label: publish.data.version.label,
                  count: publish.data.notified,
                })}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** One version's row: its state and the lifecycle actions that apply. */
function VersionRow({
  itemId,
  version,
  onChanged,
}: {
  itemId: string;
  version: ApiVersion;
  onChanged: () => Promise<unknown>;
}) {
  const { _ } = useLingui();
  const [deprecating, setDeprecating] = useState(false);
  const [date, setDate] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (body: Parameters<typeof updateVersion>[2]) => updateVersion(itemId, version.label, body),
    onSuccess: async () => {
      setDeprecating(false);
      await onChanged();
    },
  });
  const deprecate = (event: React.FormEvent) => {
    event.preventDefault();
    const sunset = sunsetFromDate(date);
    if ('error' in sunset) {
      setFormError(sunset.error);
      return;
    }
    setFormError(null);
    change.mutate({ state: 'deprecated', sunsetAt: sunset.iso });
  };
  return (
    <>
      <Table.Tr>
        <Table.Th scope="row">{version.label}</Table.Th>
        <Table.Td>{formatDate(version.publishedAt)}</Table.Td>
        <Table.Td>{stateText(version, formatDate)}</Table.Td>
        <Table.Td>
          <Group gap="xs" wrap="wrap">
            {version.state !== 'retired' ? (
              <Button
                size="xs"
                variant="default"
                aria-expanded={deprecating}
                onClick={() => setDeprecating((d) => !d)}
                aria-label={_(
                  version.state === 'deprecated'
                    ? 'ws-catalog.versions.changeSunsetOf'
                    : 'ws-catalog.versions.deprecateVersion',
                  { label: version.label },
                )}
              >
                {_(
                  version.state === 'deprecated'
                    ? 'ws-catalog.versions.changeSunset'
                    : 'ws-catalog.versions.deprecate',
                )}
              </Button>
            ) : null}
            {version.state !== 'retired' && !version.isDefault ? (
              <Button
                size="xs"
                color="red"
                variant="outline"
                loading={change.isPending && change.variables?.state === 'retired'}
                onClick={() => change.mutate({ state: 'retired' })}
                aria-label={_('ws-catalog.versions.retireVersion', { label: version.label })}
              >
                {_('ws-catalog.versions.retire')}
              </Button>
            ) : null}
            {version.state !== 'current' ? (
              <Button
                size="xs"
                variant="subtle"
                onClick={() => change.mutate({ state: 'current' })}
                aria-label={_('ws-catalog.versions.reinstateVersion', { label: version.label })}
              >
                {_('ws-catalog.versions.reinstate')}
              </Button>
            ) : null}
          </Group>
        </Table.Td>
      </Table.Tr>
      {deprecating || change.isError ? (
        <Table.Tr>
          <Table.Td colSpan={4}>
            {deprecating ? (
              <form
                onSubmit={deprecate}
                aria-label={_('ws-catalog.versions.deprecateVersion', { label: version.label })}
              >
                <Group align="flex-end" gap="sm">
                  <TextInput
                    type="date"
                    label={_('ws-catalog.versions.sunsetDate', { label: version.label })}
                    value={date}
                    onChange={(e) => setDate(e.currentTarget.value)}
                    error={formError}
                  />
                  <Button type="submit" loading={change.isPending}>
                    {_('ws-catalog.versions.deprecate')}
                  </Button>
                </Group>
              </form>
            ) : null}
            {change.isError ? (
              <Alert color="red" role="alert" mt="xs">
                {errorText(change.error)}
              </Alert>
            ) : null}
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}

/**
 * Versions of an item (issue 28): every published document with its state; publish a new one
 * (previewing its changelog first), deprecate with a sunset date, retire, reinstate.
 */
export function VersionsEditor({ itemId }: { itemId: string }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const list = useQuery(versionsQueryOptions(itemId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['provider', 'catalog', 'item', itemId] });
  return (
    <section aria-labelledby="versions-title">
      <Title order={3} size="h4" id="versions-title" mb="xs">
        {_('ws-catalog.versions.title')}
      </Title>
      {list.isError ? (
        <Alert color="red" role="alert">
          {errorText(list.error)}
        </Alert>
      ) : !list.data ? (
        <Loader size="sm" aria-label={_('ws-catalog.versions.loading')} />
      ) : (
        <Stack gap="md">
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label={_('ws-catalog.versions.table')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{_('ws-catalog.versions.version')}</Table.Th>
                  <Table.Th scope="col">{_('ws-catalog.versions.published')}</Table.Th>
                  <Table.Th scope="col">{_('ws-catalog.versions.state')}</Table.Th>
                  <Table.Th scope="col">{_('ws-catalog.versions.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.versions.map((v) => (
                  <VersionRow key={v.label} itemId={itemId} version={v} onChanged={refresh} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <PublishForm itemId={itemId} onPublished={refresh} />
        </Stack>
      )}
    </section>
  );
}
