import { Button, Code, Text } from '@mantine/core';
import { useState } from 'react';
import type { SchemaNode } from './model.ts';

export type LoadSchema = (ref: string) => Promise<SchemaNode>;

function typeLabel(node: SchemaNode): string {
  const base = node.type ?? (node.properties ? 'object' : node.variants ? node.variants.kind : 'any');
  const withItems =
    base === 'array' && node.items ? `array of ${node.items.ref ?? node.items.type ?? 'any'}` : base;
  return [withItems, node.format && `(${node.format})`, node.nullable && 'nullable']
    .filter(Boolean)
    .join(' ');
}

function Collapsed({ node, load }: { node: SchemaNode; load: LoadSchema }) {
  const [loaded, setLoaded] = useState<SchemaNode | null>(null);
  const [failed, setFailed] = useState(false);
  if (loaded) return <SchemaTree node={loaded} load={load} />;
  return (
    <span>
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() => load(node.ref ?? '').then(setLoaded, () => setFailed(true))}
      >
        Show {node.title ?? node.ref}
      </Button>
      {failed ? (
        <Text span c="red" size="xs">
          Could not load this schema.
        </Text>
      ) : null}
    </span>
  );
}

/** A schema as nested lists; objects and arrays open on demand, cycles are named, not followed. */
export function SchemaTree({ node, load }: { node: SchemaNode; load: LoadSchema }) {
  if (node.circular) return <Text span size="sm" c="dimmed">{`↻ ${node.ref} (circular reference)`}</Text>;
  if (node.collapsed) return <Collapsed node={node} load={load} />;
  const inner = node.items && !node.properties ? node.items : node;
  return (
    <div className="docs-schema">
      <Text span size="sm" fw={500}>
        {node.ref ? `${node.ref}: ` : ''}
        {typeLabel(node)}
      </Text>
      {node.description ? (
        <Text size="sm" c="dimmed" className="docs-plain">
          {node.description}
        </Text>
      ) : null}
      {node.enum ? <Text size="xs">One of: {node.enum.join(', ')}</Text> : null}
      {node.constraints ? (
        <Text size="xs" c="dimmed">
          {node.constraints.join(' · ')}
        </Text>
      ) : null}
      {inner.properties?.length ? (
        <ul className="docs-props">
          {inner.properties.map((p) => (
            <li key={p.name}>
              <details>
                <summary>
                  <Code>{p.name}</Code>
                  {p.required ? (
                    <Text span c="red" size="xs">
                      {' '}
                      required
                    </Text>
                  ) : null}{' '}
                  <Text span size="xs" c="dimmed">
                    {p.node.circular
                      ? `↻ ${p.node.ref}`
                      : p.node.collapsed
                        ? (p.node.title ?? 'object')
                        : typeLabel(p.node)}
                  </Text>
                </summary>
                <SchemaTree node={p.node} load={load} />
              </details>
            </li>
          ))}
        </ul>
      ) : null}
      {inner !== node && inner.variants == null && !inner.properties ? (
        <SchemaTree node={inner} load={load} />
      ) : null}
      {node.additional ? (
        <div>
          <Text span size="xs">
            Additional properties:{' '}
          </Text>
          <SchemaTree node={node.additional} load={load} />
        </div>
      ) : null}
      {node.variants ? (
        <ol className="docs-props" aria-label={node.variants.kind}>
          {node.variants.nodes.map((v, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: variants have no identity beyond their position
            <li key={i}>
              <SchemaTree node={v} load={load} />
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
