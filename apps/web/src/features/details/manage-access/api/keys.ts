export const runtimeKey = (itemId: string) => ['details', itemId, 'runtime'] as const;
export const keyEventsKey = (itemId: string) => ['details', itemId, 'runtime', 'events'] as const;

export const runtimePath = (itemId: string) => `/api/web/catalog/item/${encodeURIComponent(itemId)}/runtime`;
export const platformPath = (itemId: string, email: string) =>
  `${runtimePath(itemId)}/${encodeURIComponent(email)}/platformRuntime`;
