import { useLingui } from '@lingui/react';
import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  Progress,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ImportResult } from '@storefront/contract/provider-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { importDocumentFile, importDocumentUrl } from './api/uploads.ts';
import { EXAMPLE_URL, errorText, overallPercent } from './catalog-rules.ts';
import { ImportOutcome } from './import-outcome.tsx';

export interface FileImport {
  key: string;
  name: string;
  size: number;
  loaded: number;
  done: boolean;
  result?: ImportResult;
  error?: string;
}

/** Import API documents: several files (a progress bar each and overall) or one URL. */
export function ImportSection({ onOpen }: { onOpen: (id: string) => void }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [runs, setRuns] = useState<FileImport[]>([]);
  const [busy, setBusy] = useState(false);
  const [url, setUrl] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['provider'] });

  const update = (key: string, change: Partial<FileImport>) =>
    setRuns((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const importFiles = async (event: React.FormEvent) => {
    event.preventDefault();
    if (files.length === 0 || busy) return;
    const batch = files.map((f, i) => ({
      key: `${Date.now()}-${i}`,
      name: f.name,
      size: f.size,
      loaded: 0,
      done: false,
    }));
    setRuns(batch);
    setBusy(true);
    // One at a time: each import is a transaction on the server and parsing is CPU-bound there.
    for (const [i, file] of files.entries()) {
      const key = batch[i].key;
      try {
        const result = await importDocumentFile(file, (loaded) => update(key, { loaded }));
        update(key, { result, done: true, loaded: file.size });
      } catch (err) {
        update(key, { error: errorText(err), done: true });
      }
    }
    setBusy(false);
    setFiles([]);
    await refresh();
  };

  const byUrl = useMutation({
    mutationFn: () => importDocumentUrl(url.trim()),
    onSuccess: () => {
      setUrl('');
      return refresh();
    },
  });
  const failed = runs.filter((r) => r.error).length;

  return (
    <section aria-labelledby="catalog-import-title">
      <Title order={2} size="h3" id="catalog-import-title" mb="sm">
        {_('ws-catalog.import.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {_('ws-catalog.import.help')}
      </Text>
      <Group align="flex-start" grow wrap="wrap">
        <Card
          withBorder
          component="form"
          onSubmit={importFiles}
          aria-label={_('ws-catalog.import.fromFiles')}
          miw={300}
        >
          <Stack gap="sm">
            <FileInput
              label={_('ws-catalog.import.files')}
              placeholder={_('ws-catalog.import.filesPlaceholder')}
              multiple
              clearable
              accept=".json,.yaml,.yml,application/json,application/yaml,text/yaml"
              value={files}
              onChange={setFiles}
              disabled={busy}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={busy} disabled={files.length === 0}>
                {_('ws-catalog.import.importFiles')}
              </Button>
            </Group>
          </Stack>
        </Card>
        <Card
          withBorder
          component="form"
          aria-label={_('ws-catalog.import.fromUrl')}
          miw={300}
          onSubmit={(e: React.FormEvent) => {
            e.preventDefault();
            if (url.trim()) byUrl.mutate();
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={_('ws-catalog.import.url')}
              placeholder={EXAMPLE_URL}
              type="url"
              value={url}
              maxLength={2000}
              onChange={(e) => setUrl(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={byUrl.isPending} disabled={!url.trim()}>
                {_('ws-catalog.import.importUrl')}
              </Button>
            </Group>
            {byUrl.isError ? (
              <Alert color="red" role="alert" title={_('ws-catalog.import.notImported')}>
                {errorText(byUrl.error)}
              </Alert>
            ) : null}
            {byUrl.isSuccess ? <ImportOutcome result={byUrl.data} onOpen={onOpen} /> : null}
          </Stack>
        </Card>
      </Group>
      {runs.length > 0 ? (
        <Stack gap="xs" mt="md" aria-label={_('ws-catalog.import.progress')} component="section">
          {runs.length > 1 ? (
            <div>
              <Text size="sm" id="import-overall">
                {_(failed > 0 ? 'ws-catalog.import.overallRejected' : 'ws-catalog.import.overall', {
                  done: runs.filter((r) => r.done).length,
                  total: runs.length,
                  failed,
                })}
              </Text>
              <Progress value={overallPercent(runs)} aria-labelledby="import-overall" size="lg" />
            </div>
          ) : null}
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {runs.map((run) => (
              <li key={run.key} data-testid="import-run">
                <FileRun run={run} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}
    </section>
  );
}

function FileRun({ run, onOpen }: { run: FileImport; onOpen: (id: string) => void }) {
  const { _ } = useLingui();
  const percent = run.size ? Math.round((Math.min(run.loaded, run.size) / run.size) * 100) : 0;
  return (
    <Stack gap={4} py={4}>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {run.name}
      </Text>
      <Progress
        value={run.done ? 100 : percent}
        color={run.error ? 'red' : run.result ? 'green' : undefined}
        aria-label={_('ws-catalog.import.uploadOf', { name: run.name })}
      />
      {run.error ? (
        <Alert color="red" role="alert" title={_('ws-catalog.import.fileNotImported', { name: run.name })}>
          {run.error}
        </Alert>
      ) : null}
      {run.result ? <ImportOutcome result={run.result} onOpen={onOpen} /> : null}
      {!run.done && run.loaded >= run.size ? (
        <Text size="xs" c="dimmed">
          {_('ws-catalog.import.checking')}
        </Text>
      ) : null}
    </Stack>
  );
}
