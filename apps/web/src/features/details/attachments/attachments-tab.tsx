import { ActionIcon, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Attachment } from '@storefront/contract/details';
import { formatDate } from '../../../lib/format-date.ts';
import { useDownloadAttachment } from '../api/download-attachment.ts';
import { useDetailsContext } from '../components/details-context.ts';
import { DownloadIcon } from '../components/download-icon.tsx';

/** One row per attachment; each row has its own download state (spinner, quiet failure). */
function AttachmentRow({ itemId, attachment }: { itemId: string; attachment: Attachment }) {
  const download = useDownloadAttachment();
  return (
    <Table.Tr>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{attachment.name}</Table.Td>
      <Table.Td>{attachment.contentType}</Table.Td>
      <Table.Td>{formatDate(attachment.dateUpdated)}</Table.Td>
      <Table.Td ta="right">
        <ActionIcon
          variant="subtle"
          aria-label={`Download ${attachment.name}`}
          aria-busy={download.isPending}
          disabled={download.isPending}
          onClick={() => download.mutate({ itemId, attachmentId: attachment.id, name: attachment.name })}
        >
          {download.isPending ? <Loader size={16} aria-label="Downloading" /> : <DownloadIcon />}
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}

export function AttachmentsTab() {
  const { item, tabLabel } = useDetailsContext();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {tabLabel || 'Attachments'}
      </Title>
      {item.attachments.length === 0 ? (
        <Text c="dimmed">No attachments available.</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped withTableBorder aria-label="Attachments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Date Updated</Table.Th>
                <Table.Th ta="right">
                  <VisuallyHidden>Download</VisuallyHidden>
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
