import { useLingui } from '@lingui/react';
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { AttachmentInfo } from '@storefront/contract/provider';
import { useState } from 'react';
import { addAttachment, deleteAttachment, replaceAttachment } from './api/uploads.ts';
import { errorText } from './catalog-rules.ts';
import { formatBytes } from './format-bytes.ts';

/** Attachments: add, replace (in one step on the server) and delete; each change is saved at once. */
export function AttachmentsEditor(props: {
  itemId: string;
  attachments: AttachmentInfo[];
  onChanged: () => Promise<unknown>;
}) {
  const { _ } = useLingui();
  const [progress, setProgress] = useState<{ label: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const run = async (
    label: string,
    action: (p: (l: number, t: number) => void) => Promise<unknown>,
    done: string,
  ) => {
    setError(null);
    setStatus(null);
    setProgress({ label, percent: 0 });
    try {
      await action((loaded, total) =>
        setProgress({ label, percent: total ? Math.round((loaded / total) * 100) : 0 }),
      );
      await props.onChanged();
      setStatus(done);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setProgress(null);
    }
  };

  return (
    <section aria-labelledby="attachments-title">
      <Title order={3} size="h4" id="attachments-title" mb="xs">
        {_('ws-catalog.attachments.title')}
      </Title>
      <Stack gap="xs">
        {props.attachments.length === 0 ? <Text size="sm">{_('ws-catalog.attachments.none')}</Text> : null}
        {props.attachments.length > 0 ? (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{_('ws-catalog.attachments.file')}</Table.Th>
                <Table.Th scope="col">{_('ws-catalog.attachments.size')}</Table.Th>
                <Table.Th scope="col">{_('ws-catalog.list.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.attachments.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{a.name}</Table.Td>
                  <Table.Td>{formatBytes(a.size)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <FileButton
                        onChange={(file) =>
                          file &&
                          run(
                            _('ws-catalog.attachments.replacing', { name: a.name }),
                            (p) => replaceAttachment(props.itemId, a.id, file, p),
                            _('ws-catalog.attachments.replaced', { name: a.name }),
                          )
                        }
                      >
                        {(fileProps) => (
                          <Button
                            {...fileProps}
                            size="xs"
                            variant="light"
                            aria-label={_('ws-catalog.attachments.replaceName', { name: a.name })}
                            disabled={!!progress}
                          >
                            {_('ws-catalog.attachments.replace')}
                          </Button>
                        )}
                      </FileButton>
                      <ActionIcon
                        variant="light"
                        color="red"
                        aria-label={_('ws-catalog.attachments.deleteName', { name: a.name })}
                        disabled={!!progress}
                        onClick={() =>
                          run(
                            _('ws-catalog.attachments.deleting', { name: a.name }),
                            () => deleteAttachment(props.itemId, a.id),
                            _('ws-catalog.attachments.deleted', { name: a.name }),
                          )
                        }
                      >
                        ×
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        <Group>
          <FileButton
            onChange={(file) =>
              file &&
              run(
                _('ws-catalog.attachments.adding', { name: file.name }),
                (p) => addAttachment(props.itemId, file, p),
                _('ws-catalog.attachments.added', { name: file.name }),
              )
            }
          >
            {(fileProps) => (
              <Button {...fileProps} variant="default" size="sm" disabled={!!progress}>
                {_('ws-catalog.attachments.add')}
              </Button>
            )}
          </FileButton>
        </Group>
        {progress ? <Progress value={progress.percent} aria-label={progress.label} /> : null}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {status ? (
          <Text size="sm" role="status">
            {status}
          </Text>
        ) : null}
      </Stack>
    </section>
  );
}
