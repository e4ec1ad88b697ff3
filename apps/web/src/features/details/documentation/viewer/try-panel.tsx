import {
  Alert,
  Button,
  Code,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { TryResponse } from '@storefront/contract/docs';
import { useMemo, useState } from 'react';
import { useSendTry } from '../api/send-try.ts';
import { codeSample, SAMPLE_LANGUAGES, type SampleLanguage } from './code-samples.ts';
import type { OperationDetail } from './model.ts';
import { buildRequest } from './try-request.ts';

export interface TryTarget {
  /** 'mock' or a declared server URL. */
  value: string;
  label: string;
  /** The base URL code samples use. */
  baseUrl: string;
}

interface Props {
  itemId: string;
  op: OperationDetail;
  targets: TryTarget[];
  canTry: boolean;
  /** Why Try is off (key mode without a key). */
  tryHint: string | null;
  apiKey: string | null;
}

const KEY_PLACEHOLDER = 'YOUR_API_KEY';

function ResponseView({ res }: { res: TryResponse }) {
  return (
    <section aria-label="Response" className="docs-response">
      <Text fw={600}>
        Status {res.status} {res.statusText} · {Math.round(res.durationMs)} ms
        {res.truncated ? ' · truncated' : ''}
      </Text>
      <details>
        <summary>Headers</summary>
        <pre className="docs-pre">
          {Object.entries(res.headers)
            .map(([k, v]) => `${k}: ${v}`)
            .join('\n')}
        </pre>
      </details>
      <pre className="docs-pre" data-testid="try-response-body">
        {res.body}
      </pre>
    </section>
  );
}

/** Try (when permitted) and code samples for one operation, with the key applied per its scheme. */
export function TryPanel({ itemId, op, targets, canTry, tryHint, apiKey }: Props) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(op.parameters.map((p) => [`${p.in}:${p.name}`, p.example])),
  );
  const media = op.requestBody?.media ?? [];
  const [contentType, setContentType] = useState<string | null>(media[0]?.type ?? null);
  const [body, setBody] = useState(media[0]?.example ?? '');
  const [target, setTarget] = useState(targets[0]?.value ?? '');
  const [lang, setLang] = useState<SampleLanguage>('curl');
  const send = useSendTry(itemId);
  const chosen = targets.find((t) => t.value === target) ?? targets[0];
  const request = useMemo(
    () =>
      buildRequest(
        op,
        { values, body, contentType },
        apiKey ?? (op.security.length ? KEY_PLACEHOLDER : null),
      ),
    [op, values, body, contentType, apiKey],
  );
  const sampleRequest = useMemo(() => {
    if (chosen?.value !== 'mock' || request.headers.Authorization) return request;
    // The mock server needs the portal's bearer token as well.
    return { ...request, headers: { ...request.headers, Authorization: 'Bearer YOUR_PORTAL_TOKEN' } };
  }, [request, chosen]);

  const onTry = () => {
    if (!chosen) return;
    const { missing: _m, ...req } = request;
    send.mutate({ server: chosen.value, ...req });
  };

  return (
    <Stack gap="sm" className="docs-try">
      <Title order={4}>Try</Title>
      {canTry && targets.length ? (
        <>
          <NativeSelect
            label="Server"
            value={target}
            onChange={(e) => setTarget(e.currentTarget.value)}
            data={targets.map((t) => ({ value: t.value, label: t.label }))}
          />
          {op.parameters.map((p) => (
            <TextInput
              key={`${p.in}:${p.name}`}
              label={`${p.name} (${p.in}${p.isArray ? ', comma-separated' : ''})`}
              withAsterisk={p.required}
              value={values[`${p.in}:${p.name}`] ?? ''}
              onChange={(e) => {
                const v = e.currentTarget.value;
                setValues((old) => ({ ...old, [`${p.in}:${p.name}`]: v }));
              }}
            />
          ))}
          {op.requestBody ? (
            <>
              {media.length > 1 ? (
                <NativeSelect
                  label="Content type"
                  value={contentType ?? ''}
                  onChange={(e) => {
                    const next = media.find((m) => m.type === e.currentTarget.value);
                    setContentType(next?.type ?? null);
                    setBody(next?.example ?? '');
                  }}
                  data={media.map((m) => m.type)}
                />
              ) : null}
              <Textarea
                label="Request body"
                withAsterisk={op.requestBody.required}
                // Rows from the text, not autosize: measuring the textarea forces a layout of the
                // whole operation as it mounts.
                rows={Math.min(16, Math.max(4, body.split('\n').length))}
                resize="vertical"
                value={body}
                onChange={(e) => setBody(e.currentTarget.value)}
                styles={{ input: { fontFamily: 'monospace' } }}
              />
            </>
          ) : null}
          {request.missing.length ? (
            <Text size="sm" c="red">
              Required: {request.missing.join(', ')}
            </Text>
          ) : null}
          <Group>
            <Button onClick={onTry} loading={send.isPending} disabled={request.missing.length > 0}>
              Try
            </Button>
          </Group>
          {send.isError ? (
            <Alert color="red" title="The request could not be sent">
              {(send.error as Error).message}
            </Alert>
          ) : null}
          {send.data ? <ResponseView res={send.data} /> : null}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {tryHint ?? 'This API declares no server to try it against.'}
        </Text>
      )}
      <section aria-label="Code samples">
        <SegmentedControl
          size="xs"
          value={lang}
          onChange={(v) => setLang(v as SampleLanguage)}
          data={SAMPLE_LANGUAGES.map((l) => ({ value: l.id, label: l.label }))}
          aria-label="Code sample language"
        />
        {/* Focusable so keyboard users can scroll a wide sample (axe scrollable-region-focusable). */}
        <Code block data-testid="code-sample" mt="xs" tabIndex={0}>
          {codeSample(lang, chosen?.baseUrl ?? '', sampleRequest)}
        </Code>
      </section>
    </Stack>
  );
}
