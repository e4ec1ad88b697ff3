import type { ClassificationNode } from '@storefront/contract/taxonomy';
import { describe, expect, it } from 'vitest';
import { filterTree, findNode, parentIds } from './filter-tree.ts';

const node = (id: string, label: string, children: ClassificationNode[] = []): ClassificationNode => ({
  taxonomyID: 't',
  id,
  label,
  aggSpecificationCount: 1,
  aggBundleCount: 0,
  children,
});

const tree = [
  node('tech', 'Technology', [
    node('cloud', 'Cloud', [node('storage', 'Object Storage')]),
    node('ml', 'Machine Learning'),
  ]),
  node('media', 'Media', [node('video', 'Video')]),
];

const labels = (nodes: ClassificationNode[]): unknown[] =>
  nodes.map((n) => (n.children.length ? [n.label, labels(n.children)] : n.label));

describe('taxonomy tree search', () => {
  it('keeps the ancestors of a deep match and drops everything else', () => {
    expect(labels(filterTree(tree, 'storage'))).toEqual([['Technology', [['Cloud', ['Object Storage']]]]]);
  });

  it('matches labels case-insensitively, anywhere in the label', () => {
    expect(labels(filterTree(tree, 'LEARN'))).toEqual([['Technology', ['Machine Learning']]]);
  });

  it('keeps every match in every branch', () => {
    expect(labels(filterTree(tree, 'o'))).toEqual([
      ['Technology', [['Cloud', ['Object Storage']]]],
      ['Media', ['Video']],
    ]);
  });

  it('returns the whole tree for an empty term and nothing when nothing matches', () => {
    expect(filterTree(tree, '  ')).toBe(tree);
    expect(filterTree(tree, 'zzz')).toEqual([]);
  });

  it('lists the nodes Expand All opens and finds nodes by id', () => {
    expect(parentIds(tree)).toEqual(['tech', 'cloud', 'media']);
    expect(findNode(tree, 'storage')?.label).toBe('Object Storage');
    expect(findNode(tree, 'nope')).toBeNull();
  });
});
