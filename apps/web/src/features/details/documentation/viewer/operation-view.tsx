import { Badge, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { renderProviderText } from '../../../../lib/rich-text.ts';
import type { MediaView, OperationDetail } from './model.ts';
import { type LoadSchema, SchemaTree } from './schema-tree.tsx';
import { TryPanel, type TryTarget } from './try-panel.tsx';

function Markdown({ text }: { text: string }) {
  const html = useMemo(() => renderProviderText(text), [text]);
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

/** One operation: parameters, request body, responses with schemas and examples, then Try. */
export function OperationView({ itemId, op, load, tryOptions }: Props) {
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
        {op.requestBody ? (
          <section aria-label="Request body">
            <Title order={4}>Request body{op.requestBody.required ? ' (required)' : ''}</Title>
            <Markdown text={op.requestBody.description} />
            <Media media={op.requestBody.media} load={load} />
          </section>
        ) : null}
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
        {tryOptions.showTry ? (
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
