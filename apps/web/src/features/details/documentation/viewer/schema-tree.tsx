import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { createContext, useContext, useState } from 'react';
import { Link } from 'react-router';
import type { SchemaNode } from './model.ts';

/** The URL of a named schema's own page (null: not one of the document's named schemas). */
export const SchemaLinks = createContext<(name: string) => { pathname: string; search: string } | null>(
  () => null,
);

/** A referenced schema's name, linked to its page in the schemas section where it has one. */
function RefName({ name }: { name: string }) {
  const to = useContext(SchemaLinks)(name);
  return to ? <Link to={to}>{name}</Link> : name;
}

export type LoadSchema = (ref: string) => Promise<SchemaNode>;

function typeLabel(node: SchemaNode): string {
  if (node.circular) return `↻ ${node.ref}`;
  if (node.collapsed) return node.title ?? 'object';
  const base = node.type ?? (node.properties ? 'object' : node.variants ? node.variants.kind : 'any');
  const withItems =
    base === 'array' && node.items
      ? i18n._('docs.schema.arrayOf', { type: node.items.ref ?? node.items.type ?? 'any' })
      : base;
  return [withItems, node.format && `(${node.format})`, node.nullable && 'nullable']
    .filter(Boolean)
    .join(' ');
}

/** The schema's own words (type and format names, JSON Schema's keywords) stay as written. */
function Collapsed({ node, load }: { node: SchemaNode; load: LoadSchema }) {
  const { _ } = useLingui();
  const [loaded, setLoaded] = useState<SchemaNode | null>(null);
  const [failed, setFailed] = useState(false);
  if (loaded) return <SchemaTree node={loaded} load={load} />;
  if (!node.ref) return <span className="docs-dim">…</span>;
  return (
    <span>
      <button
        type="button"
        className="docs-link-button"
        onClick={() => load(node.ref ?? '').then(setLoaded, () => setFailed(true))}
      >
        {_('docs.schema.show', { name: node.title ?? node.ref })}
      </button>
      {failed ? <span className="docs-error"> {_('docs.schema.failed')}</span> : null}
    </span>
  );
}

/** A property row: its subtree is rendered only once opened (GitHub's schemas run to thousands of nodes). */
function Property({
  name,
  required,
  node,
  load,
}: {
  name: string;
  required: boolean;
  node: SchemaNode;
  load: LoadSchema;
}) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const leaf =
    !node.properties &&
    !node.items?.properties &&
    !node.variants &&
    !node.collapsed &&
    !node.circular &&
    !node.additional;
  return (
    <li>
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <code className="docs-code">{name}</code>
          {required ? <span className="docs-required"> {_('docs.schema.required')}</span> : null}{' '}
          <span className="docs-dim">{typeLabel(node)}</span>
        </summary>
        {open ? leaf ? <SchemaFacts node={node} /> : <SchemaTree node={node} load={load} /> : null}
      </details>
    </li>
  );
}

function SchemaFacts({ node }: { node: SchemaNode }) {
  const { _ } = useLingui();
  return (
    <>
      {node.description ? <p className="docs-plain docs-dim">{node.description}</p> : null}
      {node.unresolved ? (
        <p className="docs-plain docs-dim">{_('docs.schema.unresolved', { ref: node.unresolved })}</p>
      ) : null}
      {node.enum ? (
        <p className="docs-small">{_('docs.schema.oneOf', { values: node.enum.join(', ') })}</p>
      ) : null}
      {node.constraints ? <p className="docs-small docs-dim">{node.constraints.join(' · ')}</p> : null}
    </>
  );
}

/** A schema as nested lists; properties open on demand, cycles are named, not followed. */
export function SchemaTree({ node, load }: { node: SchemaNode; load: LoadSchema }) {
  const { _ } = useLingui();
  if (node.circular)
    return <span className="docs-dim">{_('docs.schema.circular', { ref: node.ref ?? '' })}</span>;
  if (node.collapsed) return <Collapsed node={node} load={load} />;
  const inner = node.items && !node.properties ? node.items : node;
  return (
    <div className="docs-schema">
      <span className="docs-type">
        {node.ref ? (
          <>
            <RefName name={node.ref} />:{' '}
          </>
        ) : null}
        {typeLabel(node)}
      </span>
      <SchemaFacts node={node} />
      {inner.properties?.length ? (
        <ul className="docs-props">
          {inner.properties.map((p) => (
            <Property key={p.name} name={p.name} required={p.required} node={p.node} load={load} />
          ))}
        </ul>
      ) : null}
      {inner !== node && !inner.properties && (inner.variants || inner.collapsed || inner.circular) ? (
        <SchemaTree node={inner} load={load} />
      ) : null}
      {node.additional ? (
        <div>
          <span className="docs-small">{_('docs.schema.additional')} </span>
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
