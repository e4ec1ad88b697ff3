import { useLingui } from '@lingui/react';
import { Badge, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Markdown } from './markdown.tsx';
import type { MediaView, OperationDetail, SchemeDoc } from './model.ts';
import { type LoadSchema, SchemaTree } from './schema-tree.tsx';
import { TryPanel, type TryTarget } from './try-panel.tsx';

function Media({ media, load }: { media: MediaView[]; load: LoadSchema }) {
  const { _ } = useLingui();
  return (
    <>
      {media.map((m) => (
        <div key={m.type} className="docs-media">
          <Text size="sm" c="dimmed">
            {m.type}
          </Text>
          {m.schema ? <SchemaTree node={m.schema} load={load} /> : null}
          {m.example ? (
            <details>
              <summary>{_('docs.op.example')}</summary>
              <pre className="docs-pre">{m.example}</pre>
            </details>
          ) : null}
        </div>
      ))}
    </>
  );
}

export interface TryOptions {
  showTry: boolean;
  canTry: boolean;
  tryHint: string | null;
  apiKey: string | null;
  targets: TryTarget[];
  /** The document's security schemes, for OAuth 2 in Try. */
  securitySchemes?: SchemeDoc[];
  keyAllowed?: boolean;
  /** Mock mode: the API's own servers, which OAuth 2 operations may still call with a token. */
  apiServers?: string[];
}

interface Props {
  itemId: string;
  /** The version shown (null: the default one); Try and its mock samples name it. */
  version?: string | null;
  op: OperationDetail;
  load: LoadSchema;
  tryOptions: TryOptions;
}

/** A description's first line as plain text for a summary row (Markdown marks dropped). */
export function plainFirstLine(text: string): string {
  const line = text.split('\n').find((l) => l.trim()) ?? '';
  return line
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[*_`#>]+/g, '')
    .trim();
}

/** How many parts of an operation are on screen: 0 heading and parameters, 1 bodies, 2 Try. */
const LAST_STAGE = 2;

/**
 * The next stage once the current one is painted, so that a large operation (GitHub's run to
 * hundreds of schema rows and descriptions) is built over several short tasks, not one long one.
 */
function useStages(): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage >= LAST_STAGE) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setStage((s) => s + 1), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [stage]);
  return stage;
}

/**
 * One operation: parameters, request body, responses with schemas and examples, then Try. Mounted
 * per operation (keyed by its id): the heading and parameters come first, the rest in later frames.
 */
export function OperationView({ itemId, version = null, op, load, tryOptions }: Props) {
  const { _ } = useLingui();
  const stage = useStages();
  return (
    <article aria-labelledby="docs-op-title" className="docs-operation docs-op-grid">
      <Stack gap="md" className="docs-op-main">
        <Group gap="xs" wrap="nowrap">
          <span className={`docs-method docs-method-${op.method.toLowerCase()}`}>{op.method}</span>
          <Title order={3} id="docs-op-title" className="docs-path-title">
            {op.path}
          </Title>
          {op.deprecated ? <Badge color="gray">{_('docs.op.deprecated')}</Badge> : null}
        </Group>
        {op.summary ? <Text fw={500}>{op.summary}</Text> : null}
        <Markdown text={op.description} />
        {op.parameters.length ? (
          <section aria-label={_('docs.op.parameters')}>
            <Title order={4}>{_('docs.op.parameters')}</Title>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{_('docs.op.name')}</Table.Th>
                  <Table.Th scope="col">{_('docs.op.in')}</Table.Th>
                  <Table.Th scope="col">{_('docs.op.schemaAndDescription')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {op.parameters.map((p) => (
                  <Table.Tr key={`${p.in}:${p.name}`}>
                    <Table.Td>
                      <Code>{p.name}</Code>
                      {p.required ? (
                        <Text span c="red" size="xs">
                          {' '}
                          {_('docs.schema.required')}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{p.in}</Table.Td>
                    <Table.Td>
                      {p.schema ? <SchemaTree node={p.schema} load={load} /> : null}
                      <Markdown text={p.description} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </section>
        ) : null}
        {stage >= 1 && op.requestBody ? (
          <section aria-label={_('docs.op.requestBody')}>
            <Title order={4}>
              {op.requestBody.required ? _('docs.op.requestBodyRequired') : _('docs.op.requestBody')}
            </Title>
            <Markdown text={op.requestBody.description} />
            <Media media={op.requestBody.media} load={load} />
          </section>
        ) : null}
        {stage >= 1 ? (
          <section aria-label={_('docs.op.responses')}>
            <Title order={4}>{_('docs.op.responses')}</Title>
            {op.responses.map((r) => (
              <details key={r.status} className="docs-response-doc" open={r.status.startsWith('2')}>
                <summary>
                  <Code>{r.status}</Code> {plainFirstLine(r.description)}
                </summary>
                {/* The whole description, rendered: Markdown (sanitised), not its raw source. */}
                {r.description.trim() !== plainFirstLine(r.description) ? (
                  <Markdown text={r.description} />
                ) : null}
                <Media media={r.media} load={load} />
              </details>
            ))}
          </section>
        ) : null}
      </Stack>
      {/* Beside the operation on wide screens (sticky), below it on narrow ones. */}
      <aside aria-label={_('docs.op.tryAndSamples')} className="docs-op-aside">
        {stage >= LAST_STAGE && tryOptions.showTry ? (
          <TryPanel
            key={`${op.id}:${tryOptions.apiKey ?? ''}:${tryOptions.targets.map((t) => t.value).join()}`}
            itemId={itemId}
            version={version}
            op={op}
            targets={tryOptions.targets}
            canTry={tryOptions.canTry}
            tryHint={tryOptions.tryHint}
            apiKey={tryOptions.apiKey}
            securitySchemes={tryOptions.securitySchemes}
            keyAllowed={tryOptions.keyAllowed}
            apiServers={tryOptions.apiServers}
          />
        ) : null}
      </aside>
    </article>
  );
}
