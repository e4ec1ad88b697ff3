import type { ClassificationNode } from '@storefront/contract/taxonomy';

/**
 * The tree cut to the classifications whose label contains `term` (case-insensitive), keeping the
 * ancestors of every match so each match stays reachable (spec section 4, Taxonomy search).
 */
export function filterTree(nodes: ClassificationNode[], term: string): ClassificationNode[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return nodes;
  const walk = (list: ClassificationNode[]): ClassificationNode[] =>
    list.flatMap((node) => {
      const children = walk(node.children ?? []);
      const isMatch = node.label.toLowerCase().includes(needle);
      return isMatch || children.length > 0 ? [{ ...node, children }] : [];
    });
  return walk(nodes);
}

/** Ids of every node that has children (what "Expand All" opens). */
export function parentIds(nodes: ClassificationNode[]): string[] {
  return nodes.flatMap((node) => (node.children?.length ? [node.id, ...parentIds(node.children)] : []));
}

export function findNode(nodes: ClassificationNode[], id: string): ClassificationNode | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children ?? [], id);
    if (found) return found;
  }
  return null;
}
