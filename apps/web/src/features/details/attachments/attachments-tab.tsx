import { useLingui } from '@lingui/react';
import { ActionIcon, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Attachment } from '@storefront/contract/details';
import { formatDate } from '../../../lib/format-date.ts';
import { useDownloadAttachment } from '../api/download-attachment.ts';
import { useDetailsContext } from '../components/details-context.ts';
import { DownloadIcon } from '../components/download-icon.tsx';

/** One row per attachment; each row has its own download state (spinner, quiet failure). */
function AttachmentRow({ itemId, attachment }: { itemId: string; attachment: Attachment }) {
  const { _ } = useLingui();
  const download = useDownloadAttachment();
  return (
    <Table.Tr>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{attachment.name}</Table.Td>
      <Table.Td>{attachment.contentType}</Table.Td>
      <Table.Td>{formatDate(attachment.dateUpdated)}</Table.Td>
      <Table.Td ta="right">
        <ActionIcon
          variant="subtle"
          aria-label={_('det.downloadName', { name: attachment.name })}
          aria-busy={download.isPending}
          disabled={download.isPending}
          onClick={() => download.mutate({ itemId, attachmentId: attachment.id, name: attachment.name })}
        >
          {download.isPending ? <Loader size={16} aria-label={_('det.downloading')} /> : <DownloadIcon />}
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}

export function AttachmentsTab() {
  const { _ } = useLingui();
  const { item, tabLabel } = useDetailsContext();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {tabLabel || _('det.menu.attachments')}
      </Title>
      {item.attachments.length === 0 ? (
        <Text c="dimmed">{_('det.noAttachments')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped withTableBorder aria-label={_('det.menu.attachments')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{_('cat.sort.name')}</Table.Th>
                <Table.Th>{_('det.attr.type')}</Table.Th>
                <Table.Th>{_('det.col.dateUpdated')}</Table.Th>
                <Table.Th ta="right">
                  <VisuallyHidden>{_('det.download')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {item.attachments.map((attachment) => (
                <AttachmentRow key={attachment.id} itemId={item.id} attachment={attachment} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export const Component = AttachmentsTab;
