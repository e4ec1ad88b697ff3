/** Query keys of the item's conversation; every mutation invalidates conversationRoot. */
export const conversationRoot = (itemId: string) => ['details', itemId, 'conversation'] as const;
export const threadsKey = (itemId: string) => [...conversationRoot(itemId), 'threads'] as const;
export const branchKey = (itemId: string, branch: string) =>
  [...conversationRoot(itemId), 'branch', branch] as const;
export const threadKey = (itemId: string, convId: string, order: number) =>
  [...conversationRoot(itemId), 'thread', convId, order] as const;

export const itemPath = (family: 'asks' | 'comments', itemId: string) =>
  `/api/web/${family}/catitem/${encodeURIComponent(itemId)}`;
