import { useLingui } from '@lingui/react';
import { Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { SchemaNode } from './model.ts';
import { type LoadSchema, SchemaTree } from './schema-tree.tsx';

/** One named schema of the document, expanded (its properties open on demand). */
export function SchemaPage({ name, load }: { name: string; load: LoadSchema }) {
  const { _ } = useLingui();
  const [state, setState] = useState<{ name: string; node?: SchemaNode; failed?: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    load(name).then(
      (node) => live && setState({ name, node }),
      () => live && setState({ name, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [name, load]);
  return (
    <article aria-labelledby="docs-schema-title" className="docs-operation">
      <Title order={3} id="docs-schema-title" className="docs-path-title">
        {name}
      </Title>
      {state?.name !== name ? (
        <Text c="dimmed">{_('docs.loadingShort')}</Text>
      ) : state.failed || !state.node ? (
        <Text role="alert">{_('docs.noSchema', { name })}</Text>
      ) : (
        <SchemaTree node={state.node} load={load} />
      )}
    </article>
  );
}
