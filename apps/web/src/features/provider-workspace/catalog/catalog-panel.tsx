import { Stack } from '@mantine/core';
import { useState } from 'react';
import { ImportSection } from './import-section.tsx';
import { ItemEditor } from './item-editor.tsx';
import { ItemList } from './item-list.tsx';

/** The Catalogue tab: import API documents, find an item, edit or retire it. */
export function CatalogPanel() {
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  if (editing) {
    return (
      <ItemEditor
        itemId={editing}
        onClose={(message) => {
          setNotice(message ?? null);
          setEditing(null);
        }}
      />
    );
  }
  return (
    <Stack gap="xl">
      <ImportSection onOpen={setEditing} />
      <ItemList onOpen={setEditing} notice={notice} />
    </Stack>
  );
}
