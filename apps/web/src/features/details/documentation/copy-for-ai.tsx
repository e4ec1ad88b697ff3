import { useLingui } from '@lingui/react';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { getMarkdown } from './api/get-markdown.ts';

/**
 * "Copy for AI" in the Documentation tab's header: the API document as Markdown (overview,
 * authentication, operations, schemas) on the clipboard, or saved as a file, to paste into an LLM.
 * Documents of several pages give their first page; its last line says where the rest is.
 */
export function CopyForAi({ itemId }: { itemId: string }) {
  const { _ } = useLingui();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(action: 'copy' | 'download') {
    setBusy(true);
    setStatus('');
    try {
      const { text, pages } = await getMarkdown(itemId);
      if (action === 'copy') {
        await navigator.clipboard.writeText(text);
        setStatus(pages > 1 ? _('docs.ai.copiedPage', { pages }) : _('docs.ai.copied'));
      } else {
        const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown' }));
        const a = document.createElement('a');
        a.href = url;
        a.download = `${itemId}.md`;
        a.click();
        URL.revokeObjectURL(url);
        setStatus(pages > 1 ? _('docs.ai.downloadedPage', { pages }) : _('docs.ai.downloaded'));
      }
    } catch {
      setStatus(_('docs.ai.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Group gap="xs">
      <Button size="xs" variant="default" loading={busy} onClick={() => run('copy')}>
        {_('docs.ai.copy')}
      </Button>
      <Button size="xs" variant="subtle" disabled={busy} onClick={() => run('download')}>
        {_('docs.ai.download')}
      </Button>
      <Text size="sm" role="status" aria-live="polite">
        {status}
      </Text>
    </Group>
  );
}
