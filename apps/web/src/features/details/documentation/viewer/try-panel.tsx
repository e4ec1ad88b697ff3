import { useLingui } from '@lingui/react';
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { TryResponse } from '@storefront/contract/docs';
import { useEffect, useMemo, useState } from 'react';
import { getAccessToken } from '../../../../lib/auth/auth-service.ts';
import { useSendTry } from '../api/send-try.ts';
import type { OperationDetail, SchemeDoc } from './model.ts';
import { type HeldToken, oauthSchemesOf, oauthTargets, readOAuthSession, tokenUsable } from './oauth.ts';
import { OAuthPanel } from './oauth-panel.tsx';
import { SAMPLE_LANGUAGES, type SampleLanguage } from './sample-languages.ts';
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
  /** The version shown (null: the default one): Try and the mock answer for it. */
  version?: string | null;
  op: OperationDetail;
  targets: TryTarget[];
  canTry: boolean;
  /** Why Try is off (key mode without a key). */
  tryHint: string | null;
  apiKey: string | null;
  /** The document's security schemes (OAuth 2 flows for Try's token). */
  securitySchemes?: SchemeDoc[];
  /** Calls to the API's own servers are allowed (an OAuth 2 token then enables Try without a key). */
  keyAllowed?: boolean;
  /**
   * Mock mode: the API's own servers. An operation secured by OAuth 2 alone may call them with the
   * consumer's token, beside the mock (issue 29).
   */
  apiServers?: string[];
}

const KEY_PLACEHOLDER = 'YOUR_API_KEY';
const NO_SERVERS: string[] = [];
const TOKEN_PLACEHOLDER = 'YOUR_ACCESS_TOKEN';

type SnippetsModule = typeof import('./snippets.ts');
let snippetsModule: SnippetsModule | null = null;

/** The sample generator, loaded as its own chunk on first use (it is not part of the tab's code). */
function useSnippets(): SnippetsModule | null {
  const [mod, setMod] = useState(snippetsModule);
  useEffect(() => {
    if (mod) return;
    let live = true;
    void import('./snippets.ts').then((m) => {
      snippetsModule = m;
      if (live) setMod(m);
    });
    return () => {
      live = false;
    };
  }, [mod]);
  return mod;
}

/** The portal's current access token, read when the mock server is the target. */
function usePortalToken(wanted: boolean): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void getAccessToken().then((t) => live && setToken(t));
    return () => {
      live = false;
    };
  }, [wanted]);
  return wanted ? token : null;
}

/** A copy button for a block of text, saying when it has copied. */
export function CopyText({ value, label }: { value: string; label: string }) {
  const { _ } = useLingui();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button size="compact-xs" variant="light" onClick={copy} aria-label={label}>
          {copied ? _('docs.key.copied') : _('docs.try.copy')}
        </Button>
      )}
    </CopyButton>
  );
}

/**
 * The body as the user wants to read it: JSON indented (by the content type, or by its look when
 * the server did not say), anything else as sent. A truncated JSON body cannot be parsed: as sent.
 */
export function prettyBody(body: string, headers: Record<string, string>): string {
  const type = Object.entries(headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '';
  const looksJson = /\bjson\b/i.test(type) || (!type && /^\s*[[{]/.test(body));
  if (!looksJson) return body;
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function ResponseView({ res }: { res: TryResponse }) {
  const { _ } = useLingui();
  const pretty = useMemo(() => prettyBody(res.body, res.headers), [res]);
  const headerText = Object.entries(res.headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  // The duration as the server measured it, in whole milliseconds (no grouping: it reads as today).
  const status = {
    status: String(res.status),
    statusText: res.statusText,
    duration: String(Math.round(res.durationMs)),
  };
  return (
    <section aria-label={_('docs.try.response')} className="docs-response">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} data-testid="try-status">
          {_(res.truncated ? 'docs.try.statusTruncated' : 'docs.try.status', status)}
        </Text>
        {/* What is shown (JSON indented), as a reader copying it expects. */}
        <CopyText value={pretty} label={_('docs.try.copyBody')} />
      </Group>
      <details>
        <summary>{_('docs.try.headers', { count: Object.keys(res.headers).length })}</summary>
        <pre className="docs-pre" data-testid="try-response-headers">
          {headerText}
        </pre>
      </details>
      {/* Focusable so keyboard users can scroll a long body. */}
      <Code block className="docs-pre" data-testid="try-response-body" tabIndex={0}>
        {pretty}
      </Code>
    </section>
  );
}

/** Try (when permitted) and code samples for one operation, with the key applied per its scheme. */
export function TryPanel({
  itemId,
  version = null,
  op,
  targets,
  canTry,
  tryHint,
  apiKey,
  securitySchemes = [],
  keyAllowed = false,
  apiServers = NO_SERVERS,
}: Props) {
  const { _ } = useLingui();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(op.parameters.map((p) => [`${p.in}:${p.name}`, p.example])),
  );
  const media = op.requestBody?.media ?? [];
  const [contentType, setContentType] = useState<string | null>(media[0]?.type ?? null);
  const [body, setBody] = useState(media[0]?.example ?? '');
  const [lang, setLang] = useState<SampleLanguage>('curl');
  const send = useSendTry(itemId, version);
  // OAuth 2 schemes Try can get a token for (calls to the API itself only: the mock takes any).
  const oauth = useMemo(
    () => (keyAllowed ? oauthSchemesOf(op.security, securitySchemes) : []),
    [op.security, securitySchemes, keyAllowed],
  );
  // Two ways to try an OAuth 2 operation in mock mode: the mock, or a real call with a token.
  const allTargets = useMemo(
    () => oauthTargets(targets, apiServers, op.security, oauth),
    [targets, apiServers, op.security, oauth],
  );
  const [target, setTarget] = useState(allTargets[0]?.value ?? '');
  const chosen = allTargets.find((t) => t.value === target) ?? allTargets[0];
  const onMock = chosen?.value === 'mock';
  const mixed = oauth.length > 0 && allTargets.some((t) => t.value === 'mock') && allTargets.length > 1;
  const [oauthTokens, setOAuthTokens] = useState<Record<string, string>>(() => {
    const held: Record<string, string> = {};
    for (const s of oauth) {
      const t = readOAuthSession(itemId, s.name).token;
      if (tokenUsable(t)) held[s.name] = t.accessToken;
    }
    return held;
  });
  const onToken = (scheme: string) => (t: HeldToken | null) =>
    setOAuthTokens((old) => {
      const { [scheme]: _gone, ...rest } = old;
      return t ? { ...rest, [scheme]: t.accessToken } : rest;
    });
  // The mock server takes the portal's own bearer token (the mock token): samples carry the real one,
  // so they run, and it fills the API's key too where the consumer has none (the mock checks that a
  // credential is where the document says, not its value), never a placeholder that means nothing.
  const portalToken = usePortalToken(onMock);
  const request = useMemo(() => {
    if (onMock) {
      const mockToken = portalToken ?? 'YOUR_PORTAL_TOKEN';
      // Bearer schemes carry the mock token even beside a real key: the portal reads Authorization.
      const bearer = Object.fromEntries(op.security.map((s) => [s.name, mockToken]));
      return buildRequest(op, { values, body, contentType }, apiKey ?? mockToken, bearer);
    }
    const tokens = Object.fromEntries(oauth.map((s) => [s.name, oauthTokens[s.name] ?? TOKEN_PLACEHOLDER]));
    return buildRequest(
      op,
      { values, body, contentType },
      apiKey ?? (op.security.length ? KEY_PLACEHOLDER : null),
      tokens,
    );
  }, [op, values, body, contentType, apiKey, onMock, portalToken, oauth, oauthTokens]);
  const sampleRequest = useMemo(() => {
    if (!onMock) return request;
    // The mock answers for the version a request names (the default one otherwise).
    const headers = version ? { ...request.headers, 'Storefront-Api-Version': version } : request.headers;
    if (request.headers.Authorization?.startsWith('Bearer ')) return { ...request, headers };
    const token = portalToken ?? 'YOUR_PORTAL_TOKEN';
    return { ...request, headers: { ...headers, Authorization: `Bearer ${token}` } };
  }, [request, onMock, portalToken, version]);
  // An OAuth 2 operation is tried with the consumer's own client: no portal key needed.
  const tryable = canTry || (oauth.length > 0 && allTargets.some((t) => t.value !== 'mock'));
  const generator = useSnippets();

  const sampleText = generator ? generator.snippet(lang, chosen?.baseUrl ?? '', sampleRequest) : '';

  const onTry = () => {
    if (!chosen) return;
    const { missing: _m, ...req } = request;
    send.mutate({ server: chosen.value, ...req });
  };

  return (
    <Stack gap="sm" className="docs-try">
      <Title order={4}>{_('docs.try.title')}</Title>
      {tryable && allTargets.length ? (
        <>
          <NativeSelect
            label={_('docs.try.server')}
            description={mixed ? _('docs.try.mixed') : undefined}
            value={target}
            onChange={(e) => setTarget(e.currentTarget.value)}
            data={allTargets.map((t) => ({ value: t.value, label: t.label }))}
          />
          {onMock
            ? null
            : oauth.map((s) => (
                <OAuthPanel
                  key={s.name}
                  itemId={itemId}
                  version={version}
                  scheme={s}
                  onToken={onToken(s.name)}
                />
              ))}
          {op.parameters.map((p) => {
            const id = `${p.in}:${p.name}`;
            const label = _(p.isArray ? 'docs.try.paramArray' : 'docs.try.param', { name: p.name, in: p.in });
            const onChange = (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
              const v = e.currentTarget.value;
              setValues((old) => ({ ...old, [id]: v }));
            };
            // Listed values as a select (an array of them stays free text: several may be sent).
            return p.options && !p.isArray ? (
              <NativeSelect
                key={id}
                label={label}
                withAsterisk={p.required}
                value={values[id] ?? ''}
                onChange={onChange}
                data={[
                  { value: '', label: p.required ? _('docs.try.choose') : _('docs.try.notSent') },
                  ...p.options,
                ]}
              />
            ) : (
              <TextInput
                key={id}
                label={label}
                withAsterisk={p.required}
                value={values[id] ?? ''}
                onChange={onChange}
              />
            );
          })}
          {op.requestBody ? (
            <>
              {media.length > 1 ? (
                <NativeSelect
                  label={_('docs.try.contentType')}
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
                label={_('docs.op.requestBody')}
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
              {_('docs.try.required', { names: request.missing.join(_('docs.list.separator')) })}
            </Text>
          ) : null}
          <Group>
            <Button onClick={onTry} loading={send.isPending} disabled={request.missing.length > 0}>
              {_('docs.try.send')}
            </Button>
          </Group>
          {send.isError ? (
            <Alert color="red" title={_('docs.try.failed')}>
              {(send.error as Error).message}
            </Alert>
          ) : null}
          {send.data ? <ResponseView res={send.data} /> : null}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {tryHint ?? _('docs.try.noServer')}
        </Text>
      )}
      <section aria-label={_('docs.try.samples')}>
        <NativeSelect
          label={_('docs.try.sampleLanguage')}
          size="xs"
          value={lang}
          onChange={(e) => setLang(e.currentTarget.value as SampleLanguage)}
          data={SAMPLE_LANGUAGES.map((l) => ({ value: l.id, label: l.label }))}
        />
        {onMock ? (
          <Text size="xs" c="dimmed" mt="xs">
            {_('docs.try.mockNote')}
          </Text>
        ) : null}
        <Group justify="flex-end" mt="xs">
          <CopyText value={sampleText} label={_('docs.try.copySample')} />
        </Group>
        {/* Focusable so keyboard users can scroll a wide sample (axe scrollable-region-focusable). */}
        <Code block data-testid="code-sample" mt="xs" tabIndex={0} aria-busy={!generator}>
          {generator ? sampleText : _('docs.try.loadingSamples')}
        </Code>
      </section>
    </Stack>
  );
}
