import { useLingui } from '@lingui/react';
import { ActionIcon, Text, UnstyledButton } from '@mantine/core';
import type { ClassificationNode } from '@storefront/contract/taxonomy';

interface TreeProps {
  nodes: ClassificationNode[];
  expanded: ReadonlySet<string>;
  selectedId: string | null;
  onToggle: (id: string) => void;
  onSelect: (node: ClassificationNode) => void;
  label: string;
}

/**
 * A classification tree as nested lists of buttons: Tab moves between them, Enter/Space selects or
 * expands, and each expander reports aria-expanded. Counts are the aggregates of the subtree.
 */
export function TaxonomyTree({ label, ...props }: TreeProps) {
  return (
    <div className="taxonomy-tree">
      <ul aria-label={label}>
        {props.nodes.map((node) => (
          <TreeNode key={node.id} node={node} {...props} />
        ))}
      </ul>
    </div>
  );
}

function TreeNode({ node, ...props }: Omit<TreeProps, 'label' | 'nodes'> & { node: ClassificationNode }) {
  const { _ } = useLingui();
  const hasChildren = (node.children?.length ?? 0) > 0;
  const isOpen = hasChildren && props.expanded.has(node.id);
  const isSelected = props.selectedId === node.id;
  return (
    <li data-testid="taxonomy-node">
      <div className="taxonomy-node">
        {hasChildren ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-expanded={isOpen}
            aria-label={_(isOpen ? 'tax.collapse' : 'tax.expand', { name: node.label })}
            onClick={() => props.onToggle(node.id)}
          >
            <span aria-hidden="true">{isOpen ? '▾' : '▸'}</span>
          </ActionIcon>
        ) : (
          <span style={{ width: 22, flex: 'none' }} />
        )}
        <UnstyledButton
          className="taxonomy-node-label"
          aria-current={isSelected ? 'true' : undefined}
          onClick={() => props.onSelect(node)}
          px={6}
          py={2}
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        >
          <Text span size="sm">
            {node.label}
          </Text>{' '}
          <Text span size="xs" c="dimmed">
            {_('tax.counts', { specs: node.aggSpecificationCount, bundles: node.aggBundleCount })}
          </Text>
        </UnstyledButton>
      </div>
      {isOpen ? (
        <ul>
          {node.children.map((child) => (
            <TreeNode key={child.id} node={child} {...props} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
