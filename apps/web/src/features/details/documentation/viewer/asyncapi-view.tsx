import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Alert, Anchor, Code, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { linkHref } from '../../../../lib/external-link.ts';
import { type DocPlace, placePath } from './doc-route.ts';
import { Markdown } from './markdown.tsx';
import type {
  BindingView,
  DocIndex,
  EventChannel,
  EventOperationDetail,
  EventSchemeDoc,
  MessageView,
} from './model.ts';
import type { CredentialContext } from './overview.tsx';
import { placed } from './placed.tsx';
import { type LoadSchema, SchemaTree } from './schema-tree.tsx';
import type { DocsWorkerClient } from './worker-client.ts';

/**
 * The Documentation tab of an AsyncAPI item (loaded as a chunk of its own, only for such items):
 * the overview with servers and channels, one operation with its channel and messages, or one
 * message with its payload schema. Schemas use the OpenAPI viewer's pages and tree.
 */

type Worker = Pick<DocsWorkerClient, 'eventOperation' | 'message'>;

interface Props {
  itemId: string;
  index: DocIndex;
  place: DocPlace;
  /** The operation's list id, when the place is an operation the document has. */
  selected: number | null;
  worker: Worker;
  load: LoadSchema;
  /** Whether this portal issues keys for the API (the key panel's "Get API Key"). */
  ctx?: CredentialContext;
}

/** The schemes whose summary is one fixed text (the others take values). */
const SCHEME_TEXT: Partial<Record<EventSchemeDoc['type'], string>> = {
  userPassword: 'docs.events.scheme.userPassword',
  X509: 'docs.events.scheme.x509',
  symmetricEncryption: 'docs.events.scheme.symmetric',
  asymmetricEncryption: 'docs.events.scheme.asymmetric',
  oauth2: 'docs.events.scheme.oauth2',
  openIdConnect: 'docs.auth.openIdConnect',
  plain: 'docs.events.scheme.plain',
  gssapi: 'docs.events.scheme.gssapi',
};

/** What an AsyncAPI security scheme is, in words (AsyncAPI's types, 2.x and 3.x; active language). */
export function eventSchemeSummary(s: EventSchemeDoc): string {
  const fixed = SCHEME_TEXT[s.type];
  if (fixed) return i18n._(fixed);
  switch (s.type) {
    case 'apiKey':
      return i18n._(
        s.in === 'password' ? 'docs.events.scheme.apiKeyPassword' : 'docs.events.scheme.apiKeyUser',
      );
    case 'httpApiKey': {
      const where = s.in === 'cookie' ? 'Cookie' : s.in === 'query' ? 'Query' : 'Header';
      return i18n._(`docs.events.scheme.httpApiKey${where}`, { name: s.paramName ?? '' });
    }
    case 'http': {
      const values = {
        scheme: s.scheme || 'bearer',
        value: s.scheme === 'basic' ? 'Basic <credentials>' : 'Bearer <token>',
        format: s.bearerFormat ?? '',
      };
      return i18n._(s.bearerFormat ? 'docs.events.scheme.httpFormat' : 'docs.events.scheme.http', values);
    }
    case 'scramSha256':
    case 'scramSha512':
      return i18n._('docs.events.scheme.scram', { bits: s.type === 'scramSha256' ? '256' : '512' });
    default:
      return i18n._('docs.auth.other');
  }
}

/** How to get the scheme's credential, here: this portal issues keys, the provider the rest. */
export function eventCredentialAdvice(s: EventSchemeDoc, ctx: CredentialContext | undefined): string {
  if (s.type === 'oauth2' || s.type === 'openIdConnect') return i18n._('docs.events.adviceClient');
  if (['X509', 'symmetricEncryption', 'asymmetricEncryption', 'gssapi'].includes(s.type))
    return i18n._('docs.events.adviceProvider');
  if (ctx?.keyAllowed) return i18n._('docs.events.adviceKey');
  return i18n._('docs.auth.adviceAsk');
}

const ACTION_LABEL = { SEND: 'send', RECEIVE: 'receive' } as const;

function Action({ action }: { action: 'SEND' | 'RECEIVE' }) {
  const { _ } = useLingui();
  return (
    <span
      className={`docs-method docs-method-${ACTION_LABEL[action]}`}
      title={_(action === 'SEND' ? 'docs.events.appSends' : 'docs.events.appReceives')}
    >
      {action}
    </span>
  );
}

/** A link inside the documentation that keeps the page's search (?version=). */
function useDocLink(itemId: string) {
  const { search } = useLocation();
  return (to: DocPlace) => ({ pathname: placePath(itemId, to), search });
}

function NoTry() {
  const { _ } = useLingui();
  return (
    <Alert variant="light" color="gray" title={_('docs.events.noTryTitle')}>
      {_('docs.events.noTry')}
    </Alert>
  );
}

/** Protocol bindings (Kafka topic settings, AMQP queues, …): one table per protocol. */
function Bindings({ bindings, owner, load }: { bindings: BindingView[]; owner: string; load: LoadSchema }) {
  const { _ } = useLingui();
  if (!bindings.length) return null;
  return (
    <section aria-label={_('docs.events.bindingsOf', { owner })} className="docs-bindings">
      <Text fw={600} size="sm">
        {_('docs.events.bindings')}
      </Text>
      {bindings.map((b) => (
        <Table
          key={b.protocol}
          fz="sm"
          aria-label={_('docs.events.bindingOf', { protocol: b.protocol, owner })}
        >
          <Table.Caption>
            {b.version
              ? _('docs.events.bindingVersion', { protocol: b.protocol, version: b.version })
              : b.protocol}
          </Table.Caption>
          <Table.Tbody>
            {b.fields.length ? (
              b.fields.map((f) => (
                <Table.Tr key={f.name}>
                  <Table.Th scope="row">
                    <Code>{f.name}</Code>
                  </Table.Th>
                  <Table.Td>
                    {f.schema ? <SchemaTree node={f.schema} load={load} /> : <Code>{f.value}</Code>}
                  </Table.Td>
                </Table.Tr>
              ))
            ) : (
              <Table.Tr>
                <Table.Td>{_('docs.events.noFields')}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      ))}
    </section>
  );
}

/** The OAuth 2 flows' names (AsyncAPI says nothing of PKCE, unlike the OpenAPI overview). */
const FLOW_LABEL = {
  clientCredentials: 'docs.auth.flow.clientCredentials',
  authorizationCode: 'docs.events.flowCode',
  implicit: 'docs.auth.flow.implicit',
  password: 'docs.auth.flow.password',
} as const;

/** "server a" or "operation b", as a scheme's users and a binding's owner are named. */
const ownerName = (kind: 'server' | 'operation' | 'channel' | 'message', name: string) =>
  i18n._(`docs.events.owner.${kind}`, { name });

function EventScheme({ s, ctx }: { s: EventSchemeDoc; ctx?: CredentialContext }) {
  const { _ } = useLingui();
  return (
    <article aria-labelledby={`docs-scheme-${s.name}`} className="docs-scheme">
      <Title order={5} id={`docs-scheme-${s.name}`}>
        {s.name}{' '}
        <Text span size="sm" c="dimmed">
          {s.type}
        </Text>
      </Title>
      <Text size="sm">{eventSchemeSummary(s)}</Text>
      <Markdown text={s.description} />
      {s.openIdConnectUrl ? (
        <Text size="sm">
          {_('docs.auth.discovery')} <Code>{s.openIdConnectUrl}</Code>
        </Text>
      ) : null}
      {s.flows?.map((f) => (
        <div key={f.flow} className="docs-flow">
          <Text size="sm" fw={600}>
            {_(FLOW_LABEL[f.flow])}
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
            {f.scopes.map((sc) => (
              <List.Item key={sc.name}>
                {_('docs.auth.scope')} <Code>{sc.name}</Code>
                {sc.description ? `: ${sc.description}` : ''}
              </List.Item>
            ))}
          </List>
        </div>
      ))}
      {s.scopes?.length ? (
        <Text size="sm">
          {_('docs.events.scopesRequired', { scopes: s.scopes.join(_('docs.list.separator')) })}
        </Text>
      ) : null}
      {s.servers.length || s.operations.length ? (
        <Text size="sm">
          {_('docs.events.requiredBy', {
            users: [
              ...s.servers.map((n) => ownerName('server', n)),
              ...s.operations.map((k) => ownerName('operation', k)),
            ].join(_('docs.list.separator')),
          })}
        </Text>
      ) : null}
      <Text size="sm" className="docs-advice">
        <strong>{_('docs.auth.gettingCredentials')} </strong>
        {eventCredentialAdvice(s, ctx)}
      </Text>
    </article>
  );
}

function Parameters({ channel, load }: { channel: EventChannel; load: LoadSchema }) {
  const { _ } = useLingui();
  if (!channel.parameters.length) return null;
  return (
    <Table fz="sm" aria-label={_('docs.events.parametersOf', { address: channel.address })}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{_('docs.events.parameter')}</Table.Th>
          <Table.Th scope="col">{_('docs.auth.description')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {channel.parameters.map((p) => (
          <Table.Tr key={p.name}>
            <Table.Td>
              <Code>{p.name}</Code>
            </Table.Td>
            <Table.Td>
              <Markdown text={p.description} />
              {p.schema ? <SchemaTree node={p.schema} load={load} /> : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Channel({
  channel,
  itemId,
  index,
  load,
}: {
  channel: EventChannel;
  itemId: string;
  index: DocIndex;
  load: LoadSchema;
}) {
  const { _ } = useLingui();
  const link = useDocLink(itemId);
  const byKey = new Map(index.operations.map((o) => [o.key, o]));
  return (
    <article className="docs-channel" aria-labelledby={`docs-channel-${channel.key}`}>
      <Title order={5} id={`docs-channel-${channel.key}`}>
        <Code>{channel.address}</Code>
        {channel.title ? ` ${channel.title}` : null}
      </Title>
      <Markdown text={channel.description} />
      {channel.parameters.length ? (
        <Text size="sm">
          {_('docs.events.parameters', {
            names: channel.parameters.map((p) => p.name).join(_('docs.list.separator')),
          })}
        </Text>
      ) : null}
      <Bindings bindings={channel.bindings} owner={ownerName('channel', channel.address)} load={load} />
      <List size="sm" aria-label={_('docs.events.operationsOn', { address: channel.address })}>
        {channel.operations.map((key) => {
          const op = byKey.get(key);
          return (
            <List.Item key={key}>
              {op ? <Action action={op.method as 'SEND' | 'RECEIVE'} /> : null}{' '}
              <Link to={link({ kind: 'operation', key })}>{key}</Link>
              {op?.summary ? <Text span size="sm" c="dimmed">{` ${op.summary}`}</Text> : null}
            </List.Item>
          );
        })}
      </List>
      {channel.messages.length ? (
        <Text size="sm">
          {_('docs.events.messages')}{' '}
          {channel.messages.map((m, i) => (
            <span key={m}>
              {i ? _('docs.list.separator') : ''}
              <Link to={link({ kind: 'message', name: m })}>{m}</Link>
            </span>
          ))}
        </Text>
      ) : null}
    </article>
  );
}

function EventOverview({
  itemId,
  index,
  load,
  ctx,
}: {
  itemId: string;
  index: DocIndex;
  load: LoadSchema;
  ctx?: CredentialContext;
}) {
  const { _ } = useLingui();
  const events = index.eventApi;
  if (!events) return null;
  const license = index.license;
  const licenseHref = license?.url ? linkHref(license.url) : null;
  return (
    <article aria-labelledby="docs-overview-title" className="docs-overview">
      <Stack gap="md">
        <Title order={3} id="docs-overview-title">
          {index.title}{' '}
          <Text span c="dimmed" size="sm">
            {index.version ? `${_('docs.overview.version', { version: index.version })} · ` : ''}
            {events.specVersion}
          </Text>
        </Title>
        <Markdown text={index.description} />
        <NoTry />
        {license ? (
          <Text size="sm">
            {_('docs.overview.licence')}{' '}
            {licenseHref ? (
              <Anchor href={licenseHref} target="_blank" rel="noopener noreferrer">
                {license.name || license.url}
              </Anchor>
            ) : (
              license.name
            )}
          </Text>
        ) : null}
        <section aria-labelledby="docs-servers">
          <Title order={4} id="docs-servers">
            {_('docs.overview.servers')}
          </Title>
          {events.servers.length ? (
            <Table fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{_('docs.events.server')}</Table.Th>
                  <Table.Th scope="col">{_('docs.events.host')}</Table.Th>
                  <Table.Th scope="col">{_('docs.events.protocol')}</Table.Th>
                  <Table.Th scope="col">{_('docs.events.security')}</Table.Th>
                  <Table.Th scope="col">{_('docs.auth.description')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {events.servers.map((s) => (
                  <Table.Tr key={s.name}>
                    <Table.Td>{s.name}</Table.Td>
                    <Table.Td>
                      <Code>{s.host}</Code>
                    </Table.Td>
                    <Table.Td>
                      {s.protocol}
                      {s.protocolVersion ? ` ${s.protocolVersion}` : ''}
                    </Table.Td>
                    <Table.Td>{s.security.join(_('docs.list.separator')) || _('docs.events.none')}</Table.Td>
                    <Table.Td>
                      <Markdown text={s.description} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Text size="sm">{_('docs.events.noServers')}</Text>
          )}
          {events.servers.map((s) => (
            <Bindings key={s.name} bindings={s.bindings} owner={ownerName('server', s.name)} load={load} />
          ))}
        </section>
        <section aria-labelledby="docs-auth">
          <Title order={4} id="docs-auth">
            {_('docs.overview.authentication')}
          </Title>
          {events.securitySchemes.length ? (
            <Stack gap="sm">
              {events.securitySchemes.map((s) => (
                <EventScheme key={s.name} s={s} ctx={ctx} />
              ))}
            </Stack>
          ) : (
            <Text size="sm">{_('docs.events.noSchemes')}</Text>
          )}
        </section>
        <section aria-labelledby="docs-channels">
          <Title order={4} id="docs-channels">
            {_('docs.events.channels')}
          </Title>
          <Stack gap="sm">
            {events.channels.map((c) => (
              <Channel key={c.key} channel={c} itemId={itemId} index={index} load={load} />
            ))}
          </Stack>
        </section>
      </Stack>
    </article>
  );
}

/** A message's parts: content type, payload and headers schemas, examples. */
function MessageBody({ message, load }: { message: MessageView; load: LoadSchema }) {
  const { _ } = useLingui();
  const traits = message.traits.join(_('docs.list.separator'));
  return (
    <Stack gap="xs">
      {message.summary ? <Text size="sm">{message.summary}</Text> : null}
      <Markdown text={message.description} />
      {message.contentType ? (
        <Text size="sm" c="dimmed">
          {_('docs.events.contentType', { type: message.contentType })}
        </Text>
      ) : null}
      <section aria-label={_('docs.events.payloadOf', { name: message.name })}>
        <Text fw={600} size="sm">
          {_('docs.events.payload')}
        </Text>
        {message.payload ? (
          <SchemaTree node={message.payload} load={load} />
        ) : (
          <Text size="sm">{_('docs.events.noPayload')}</Text>
        )}
      </section>
      {message.traits.length ? <Text size="sm">{_('docs.events.traits', { traits })}</Text> : null}
      {message.headers ? (
        <section aria-label={_('docs.events.headersOf', { name: message.name })}>
          <Text fw={600} size="sm">
            {_('docs.events.headers')}
          </Text>
          <SchemaTree node={message.headers} load={load} />
        </section>
      ) : null}
      <Bindings bindings={message.bindings} owner={ownerName('message', message.name)} load={load} />
      {message.examples.map((e, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: examples have no identity beyond their position
        <details key={i}>
          <summary>
            {message.examples.length > 1 ? _('docs.events.exampleN', { n: i + 1 }) : _('docs.op.example')}
          </summary>
          <pre className="docs-pre">{e}</pre>
        </details>
      ))}
    </Stack>
  );
}

function OperationPage({ itemId, op, load }: { itemId: string; op: EventOperationDetail; load: LoadSchema }) {
  const { _ } = useLingui();
  const link = useDocLink(itemId);
  const separator = _('docs.list.separator');
  const authentication = <Link to={link({ kind: 'overview' })}>{_('docs.overview.authentication')}</Link>;
  const reply = op.reply;
  const replyChannel = reply?.channel
    ? reply.channel.runtimeAddress
      ? 'RuntimeChannel'
      : 'Channel'
    : 'Runtime';
  return (
    <article aria-labelledby="docs-op-title" className="docs-operation">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Action action={op.action} />
          <Title order={3} id="docs-op-title" className="docs-path-title">
            {op.channel.address}
          </Title>
        </Group>
        <Text size="sm">
          {op.title || op.operationId ? <strong>{op.title || op.operationId}</strong> : null}
          {op.operationId && op.title ? <Text span c="dimmed">{` (${op.operationId})`}</Text> : null}
          {op.title || op.operationId ? ' ' : null}
          {placed(op.action === 'SEND' ? 'docs.events.sendsOn' : 'docs.events.receivesOn', {
            channel: <Code>{op.channel.address}</Code>,
          })}
        </Text>
        {op.summary ? <Text>{op.summary}</Text> : null}
        <Markdown text={op.description} />
        <Markdown text={op.channel.description} />
        {op.traits.length ? (
          <Text size="sm">{_('docs.events.traits', { traits: op.traits.join(separator) })}</Text>
        ) : null}
        <Text size="sm">
          {op.security.length
            ? placed('docs.events.securityOf', { schemes: op.security.join(separator), link: authentication })
            : placed('docs.events.securityServer', { link: authentication })}
        </Text>
        <Parameters channel={op.channel} load={load} />
        <Bindings bindings={op.bindings} owner={ownerName('operation', op.key)} load={load} />
        <section aria-labelledby="docs-op-messages">
          <Title order={4} id="docs-op-messages">
            {_('docs.list.messagesHeading')}
          </Title>
          {op.messages.length ? (
            op.messages.map((m) => (
              <div key={m.key} className="docs-media">
                <Text fw={600}>
                  <Link to={link({ kind: 'message', name: m.key })}>{m.title || m.name}</Link>
                </Text>
                <MessageBody message={m} load={load} />
              </div>
            ))
          ) : (
            <Text size="sm">{_('docs.events.noMessages')}</Text>
          )}
        </section>
        {reply ? (
          <section aria-labelledby="docs-op-reply">
            <Title order={4} id="docs-op-reply">
              {_('docs.events.reply')}
            </Title>
            <Text size="sm">
              {placed(`docs.events.reply${replyChannel}${reply.addressLocation ? 'At' : ''}`, {
                channel: (
                  <Code>{reply.channel?.runtimeAddress ? reply.channel.key : reply.channel?.address}</Code>
                ),
                location: <Code>{reply.addressLocation}</Code>,
              })}
            </Text>
            <Markdown text={reply.addressDescription} />
            {reply.messages.map((m) => (
              <div key={m.key} className="docs-media">
                <Text fw={600}>
                  <Link to={link({ kind: 'message', name: m.key })}>{m.title || m.name}</Link>
                </Text>
                <MessageBody message={m} load={load} />
              </div>
            ))}
          </section>
        ) : null}
        <NoTry />
      </Stack>
    </article>
  );
}

function MessagePage({ itemId, message, load }: { itemId: string; message: MessageView; load: LoadSchema }) {
  const { _ } = useLingui();
  const link = useDocLink(itemId);
  return (
    <article aria-labelledby="docs-message-title" className="docs-operation">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <span className="docs-method docs-method-message">{_('docs.list.messageBadge')}</span>
          <Title order={3} id="docs-message-title" className="docs-path-title">
            {message.title || message.name}
          </Title>
        </Group>
        {message.title && message.name !== message.title ? (
          <Text size="sm" c="dimmed">
            {message.name}
          </Text>
        ) : null}
        <MessageBody message={message} load={load} />
        {message.usedBy.length ? (
          <section aria-labelledby="docs-message-used">
            <Title order={4} id="docs-message-used">
              {_('docs.list.label')}
            </Title>
            <List size="sm">
              {message.usedBy.map((u) => (
                <List.Item key={u.key}>
                  <Action action={u.action} />{' '}
                  <Link to={link({ kind: 'operation', key: u.key })}>{u.key}</Link>{' '}
                  <Text span size="sm" c="dimmed">
                    {placed('docs.events.on', { address: <Code>{u.address}</Code> })}
                  </Text>
                </List.Item>
              ))}
            </List>
          </section>
        ) : null}
      </Stack>
    </article>
  );
}

/** Asks the worker for one thing and keeps the answer while it is the one asked for. */
function useWorkerValue<T>(key: string | null, get: () => Promise<T>) {
  const [state, setState] = useState<{ key: string; value?: T; failed?: boolean } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: get is read for the key it was made with
  useEffect(() => {
    if (key === null) return;
    let live = true;
    get().then(
      (value) => live && setState({ key, value }),
      () => live && setState({ key, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state?.key === key ? state : null;
}

export default function EventDocs({ itemId, index, place, selected, worker, load, ctx }: Props) {
  const { _ } = useLingui();
  const opKey = place.kind === 'operation' && selected !== null ? `op:${selected}` : null;
  const msgKey = place.kind === 'message' ? place.name : null;
  const op = useWorkerValue(opKey, () => worker.eventOperation(selected ?? -1));
  const message = useWorkerValue(msgKey, () => worker.message(msgKey ?? ''));
  if (place.kind === 'operation') {
    if (selected === null) return <Text role="alert">{_('docs.noOperation', { key: place.key })}</Text>;
    if (!op) return <Text c="dimmed">{_('docs.loadingShort')}</Text>;
    if (op.failed || !op.value) return <Text role="alert">{_('docs.events.operationFailed')}</Text>;
    return <OperationPage itemId={itemId} op={op.value} load={load} />;
  }
  if (place.kind === 'message') {
    if (!index.eventApi?.messages.includes(place.name))
      return <Text role="alert">{_('docs.events.noMessage', { name: place.name })}</Text>;
    if (!message) return <Text c="dimmed">{_('docs.loadingShort')}</Text>;
    if (message.failed || !message.value) return <Text role="alert">{_('docs.events.messageFailed')}</Text>;
    return <MessagePage itemId={itemId} message={message.value} load={load} />;
  }
  return <EventOverview itemId={itemId} index={index} load={load} ctx={ctx} />;
}
