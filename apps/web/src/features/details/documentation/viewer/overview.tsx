import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Anchor, Button, Code, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { linkHref } from '../../../../lib/external-link.ts';
import { Markdown } from './markdown.tsx';
import type { DocIndex, SchemeDoc } from './model.ts';

/** Where a consumer gets credentials for the scheme in this portal, per the Try modes on offer. */
export interface CredentialContext {
  /** Key mode is allowed (the key panel above offers "Get API Key"). */
  keyAllowed: boolean;
  /** Try can call the mock server, which takes the portal's own sign-in token. */
  mockAllowed: boolean;
}

/** The OAuth 2 flows' names, in the active language. */
const FLOW_KEY = {
  clientCredentials: 'docs.auth.flow.clientCredentials',
  authorizationCode: 'docs.auth.flow.authorizationCode',
  implicit: 'docs.auth.flow.implicit',
  password: 'docs.auth.flow.password',
} as const;

function ExternalLink({ url, children }: { url: string; children: React.ReactNode }) {
  const href = linkHref(url);
  if (!href) return <>{children}</>;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Anchor>
  );
}

/** What the scheme is, in words, and where its credential goes on the wire (active language). */
export function schemeSummary(s: SchemeDoc): string {
  if (s.type === 'apiKey') {
    const name = s.paramName;
    if (s.in === 'cookie') return i18n._('docs.auth.apiKeyCookie', { name });
    if (s.in === 'query') return i18n._('docs.auth.apiKeyQuery', { name });
    return i18n._('docs.auth.apiKeyHeader', { name });
  }
  if (s.type === 'basic' || s.scheme === 'basic') return i18n._('docs.auth.basic');
  if (s.type === 'http') {
    const values = { scheme: s.scheme || 'bearer', prefix: s.scheme === 'bearer' ? 'Bearer' : s.scheme };
    return s.bearerFormat
      ? i18n._('docs.auth.httpFormat', { ...values, format: s.bearerFormat })
      : i18n._('docs.auth.http', values);
  }
  if (s.type === 'oauth2') return i18n._('docs.auth.oauth2');
  if (s.type === 'openIdConnect') return i18n._('docs.auth.openIdConnect');
  return i18n._('docs.auth.other');
}

/** How to get the credential here, in this portal (active language). */
export function credentialAdvice(s: SchemeDoc, ctx: CredentialContext): string {
  const advice =
    s.type === 'oauth2' || s.type === 'openIdConnect'
      ? i18n._('docs.auth.adviceClient')
      : ctx.keyAllowed
        ? i18n._('docs.auth.adviceKey')
        : i18n._('docs.auth.adviceAsk');
  return ctx.mockAllowed ? `${advice} ${i18n._('docs.auth.adviceMock')}` : advice;
}

function Scheme({ s, ctx }: { s: SchemeDoc; ctx: CredentialContext }) {
  const { _ } = useLingui();
  return (
    <article aria-labelledby={`docs-scheme-${s.name}`} className="docs-scheme">
      <Title order={4} id={`docs-scheme-${s.name}`}>
        {s.name}
      </Title>
      <Text size="sm">{schemeSummary(s)}</Text>
      <Markdown text={s.description} />
      {s.openIdConnectUrl ? (
        <Text size="sm">
          {_('docs.auth.discovery')}{' '}
          <ExternalLink url={s.openIdConnectUrl}>{s.openIdConnectUrl}</ExternalLink>
        </Text>
      ) : null}
      {s.flows?.map((f) => (
        <div key={f.flow} className="docs-flow">
          <Text size="sm" fw={600}>
            {_(FLOW_KEY[f.flow])}
          </Text>
          <List size="sm">
            {f.authorizationUrl ? (
              <List.Item>
                {_('docs.auth.authorizationUrl')} <Code>{f.authorizationUrl}</Code>
              </List.Item>
            ) : null}
            {f.tokenUrl ? (
              <List.Item>
                {_('docs.auth.tokenUrl')} <Code>{f.tokenUrl}</Code>
              </List.Item>
            ) : null}
            {f.refreshUrl ? (
              <List.Item>
                {_('docs.auth.refreshUrl')} <Code>{f.refreshUrl}</Code>
              </List.Item>
            ) : null}
          </List>
          {f.scopes.length ? (
            <Table fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{_('docs.auth.scope')}</Table.Th>
                  <Table.Th scope="col">{_('docs.auth.description')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {f.scopes.map((sc) => (
                  <Table.Tr key={sc.name}>
                    <Table.Td>
                      <Code>{sc.name}</Code>
                    </Table.Td>
                    <Table.Td>{sc.description}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
        </div>
      ))}
      <Text size="sm" className="docs-advice">
        <strong>{_('docs.auth.gettingCredentials')} </strong>
        {credentialAdvice(s, ctx)}
      </Text>
    </article>
  );
}

/** Saves a file the worker builds (Postman collection, OpenAPI file), with the consumer's key. */
function FileDownload({
  label,
  filename,
  build,
}: {
  label: string;
  filename: string;
  build: () => Promise<string>;
}) {
  const { _ } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const json = await build();
      const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = filename;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="xs" variant="light" loading={busy} onClick={() => void download()}>
        {label}
      </Button>
      {failed ? (
        <Text size="sm" c="red" role="alert">
          {_('docs.overview.fileFailed')}
        </Text>
      ) : null}
    </>
  );
}

/** The document's introduction: what it is, where it runs, who to ask, and how to authenticate. */
export function Overview({
  index,
  ctx,
  postman,
  openapi,
}: {
  index: DocIndex;
  ctx: CredentialContext;
  /** Builds the Postman collection (with the consumer's key as its apiKey variable). */
  postman: () => Promise<string>;
  /** Builds the OpenAPI file of the version shown (with the consumer's key beside its key schemes). */
  openapi: () => Promise<string>;
}) {
  const { _ } = useLingui();
  const base = index.title.replace(/[^\w.-]+/g, '_') || 'api';
  const described = index.tags.filter((t) => t.description);
  return (
    <article aria-labelledby="docs-overview-title" className="docs-overview">
      <Stack gap="md">
        <Title order={3} id="docs-overview-title">
          {index.title}{' '}
          {index.version ? (
            <Text span c="dimmed" size="sm">
              {_('docs.overview.version', { version: index.version })}
            </Text>
          ) : null}
        </Title>
        <Markdown text={index.description} />
        <Group gap="xs">
          <FileDownload
            label={_('docs.overview.postman')}
            filename={`${base}.postman_collection.json`}
            build={postman}
          />
          <FileDownload
            label={_('docs.overview.openapi')}
            filename={`${base}-${index.version.replace(/[^\w.-]+/g, '_') || 'api'}.openapi.json`}
            build={openapi}
          />
        </Group>
        {index.servers.length ? (
          <section aria-labelledby="docs-servers">
            <Title order={4} id="docs-servers">
              {_('docs.overview.servers')}
            </Title>
            <List size="sm">
              {index.servers.map((s) => (
                <List.Item key={s}>
                  <Code>{s}</Code>
                </List.Item>
              ))}
            </List>
          </section>
        ) : null}
        {index.contact || index.license || index.termsOfService || index.externalDocs ? (
          <section aria-labelledby="docs-about">
            <Title order={4} id="docs-about">
              {_('docs.overview.contactAndLicence')}
            </Title>
            <List size="sm">
              {index.contact ? (
                <List.Item>
                  {_('docs.overview.contact', {
                    name: index.contact.name || _('docs.overview.theProvider'),
                  })}
                  {index.contact.email ? (
                    <>
                      {' '}
                      (<Anchor href={`mailto:${index.contact.email}`}>{index.contact.email}</Anchor>)
                    </>
                  ) : null}
                  {index.contact.url ? (
                    <>
                      {' '}
                      <ExternalLink url={index.contact.url}>{index.contact.url}</ExternalLink>
                    </>
                  ) : null}
                </List.Item>
              ) : null}
              {index.license ? (
                <List.Item>
                  {_('docs.overview.licence')}{' '}
                  {index.license.url ? (
                    <ExternalLink url={index.license.url}>
                      {index.license.name || index.license.url}
                    </ExternalLink>
                  ) : (
                    index.license.name
                  )}
                </List.Item>
              ) : null}
              {index.termsOfService ? (
                <List.Item>
                  <ExternalLink url={index.termsOfService}>{_('docs.overview.terms')}</ExternalLink>
                </List.Item>
              ) : null}
              {index.externalDocs ? (
                <List.Item>
                  <ExternalLink url={index.externalDocs.url}>
                    {index.externalDocs.description || _('docs.overview.externalDocs')}
                  </ExternalLink>
                </List.Item>
              ) : null}
            </List>
          </section>
        ) : null}
        <section aria-labelledby="docs-auth">
          <Title order={4} id="docs-auth">
            {_('docs.overview.authentication')}
          </Title>
          {index.securitySchemes.length ? (
            <Stack gap="sm">
              {index.securitySchemes.map((s) => (
                <Scheme key={s.name} s={s} ctx={ctx} />
              ))}
            </Stack>
          ) : (
            <Text size="sm">{_('docs.overview.noAuth')}</Text>
          )}
        </section>
        {described.length ? (
          <section aria-labelledby="docs-tags">
            <Title order={4} id="docs-tags">
              {_('docs.overview.tags')}
            </Title>
            {described.map((t) => (
              <div key={t.name}>
                <Text fw={600} size="sm">
                  {t.name}
                </Text>
                <Markdown text={t.description} />
              </div>
            ))}
          </section>
        ) : null}
      </Stack>
    </article>
  );
}
