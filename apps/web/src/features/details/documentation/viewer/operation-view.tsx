import { Badge, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { renderProviderText } from '../../../../lib/rich-text.ts';
import type { MediaView, OperationDetail } from './model.ts';
import { type LoadSchema, SchemaTree } from './schema-tree.tsx';
import { TryPanel, type TryTarget } from './try-panel.tsx';

/**
 * Rendered descriptions by text: documents repeat them across operations (GitHub's owner and repo
 * parameters alone appear on hundreds), and Markdown plus sanitising costs milliseconds each.
 */
const rendered = new Map<string, string>();
const RENDERED_MAX = 2000;

export function markdownHtml(text: string): string {
  let html = rendered.get(text);
  if (html === undefined) {
    html = renderProviderText(text);
    if (rendered.size >= RENDERED_MAX) rendered.delete(rendered.keys().next().value as string);
    rendered.set(text, html);
  }
  return html;
}

function Markdown({ text }: { text: string }) {
  const html = useMemo(() => markdownHtml(text), [text]);
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by renderProviderText (DOMPurify, http(s) links only)
  return <div className="docs-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}

function Media({ media, load }: { media: MediaView[]; load: LoadSchema }) {
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
              <summary>Example</summary>
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
}

interface Props {
  itemId: string;
  op: OperationDetail;
  load: LoadSchema;
  tryOptions: TryOptions;
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
export function OperationView({ itemId, op, load, tryOptions }: Props) {
  const stage = useStages();
  return (
    <article aria-labelledby="docs-op-title" className="docs-operation">
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap">
          <span className={`docs-method docs-method-${op.method.toLowerCase()}`}>{op.method}</span>
          <Title order={3} id="docs-op-title" className="docs-path-title">
            {op.path}
          </Title>
          {op.deprecated ? <Badge color="gray">Deprecated</Badge> : null}
        </Group>
        {op.summary ? <Text fw={500}>{op.summary}</Text> : null}
        <Markdown text={op.description} />
        {op.parameters.length ? (
          <section aria-label="Parameters">
            <Title order={4}>Parameters</Title>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Name</Table.Th>
                  <Table.Th scope="col">In</Table.Th>
                  <Table.Th scope="col">Schema and description</Table.Th>
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
                          required
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
          <section aria-label="Request body">
            <Title order={4}>Request body{op.requestBody.required ? ' (required)' : ''}</Title>
            <Markdown text={op.requestBody.description} />
            <Media media={op.requestBody.media} load={load} />
          </section>
        ) : null}
        {stage >= 1 ? (
          <section aria-label="Responses">
            <Title order={4}>Responses</Title>
            {op.responses.map((r) => (
              <details key={r.status} className="docs-response-doc" open={r.status.startsWith('2')}>
                <summary>
                  <Code>{r.status}</Code> {r.description.split('\n')[0]}
                </summary>
                <Media media={r.media} load={load} />
              </details>
            ))}
          </section>
        ) : null}
        {stage >= LAST_STAGE && tryOptions.showTry ? (
          <TryPanel
            key={`${op.id}:${tryOptions.apiKey ?? ''}:${tryOptions.targets.map((t) => t.value).join()}`}
            itemId={itemId}
            op={op}
            targets={tryOptions.targets}
            canTry={tryOptions.canTry}
            tryHint={tryOptions.tryHint}
            apiKey={tryOptions.apiKey}
          />
        ) : null}
      </Stack>
    </article>
  );
}
