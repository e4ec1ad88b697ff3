import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Pagination,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { ProviderAnnouncement } from '@storefront/contract/provider';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AnnouncementEntry } from '../../components/announcement-entry.tsx';
import { describeError } from '../../lib/api-error.ts';
import {
  ANNOUNCEMENTS_PAGE,
  createAnnouncement,
  providerAnnouncementsOptions,
  updateAnnouncement,
  withdrawAnnouncement,
} from './api/announcements.ts';
import { errorText } from './error-text.ts';
import {
  type AnnouncementDraft,
  announcementBody,
  announcementPreview,
  checkAnnouncement,
  draftOf,
  EMPTY_ANNOUNCEMENT,
} from './updates-rules.ts';

function AnnouncementForm({ editing, onDone }: { editing: ProviderAnnouncement | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<AnnouncementDraft>(editing ? draftOf(editing) : EMPTY_ANNOUNCEMENT);
  const [errors, setErrors] = useState<ReturnType<typeof checkAnnouncement>>({});
  const save = useMutation({
    mutationFn: () =>
      editing
        ? updateAnnouncement(editing.id, announcementBody(draft))
        : createAnnouncement(announcementBody(draft)),
    onSuccess: async () => {
      setDraft(EMPTY_ANNOUNCEMENT);
      await queryClient.invalidateQueries({ queryKey: ['provider', 'announcements'] });
      onDone();
    },
  });
  const set = (patch: Partial<AnnouncementDraft>) => setDraft({ ...draft, ...patch });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = checkAnnouncement(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate();
  };
  return (
    <Stack gap="md">
      <form onSubmit={submit} aria-label={editing ? 'Edit the announcement' : 'Post an announcement'}>
        <Stack gap="sm">
          <TextInput
            label="Title"
            required
            maxLength={300}
            value={draft.title}
            error={errors.title}
            onChange={(e) => set({ title: e.currentTarget.value })}
          />
          <Textarea
            label="Details (plain text)"
            rows={4}
            maxLength={20_000}
            value={draft.details}
            error={errors.details}
            onChange={(e) => set({ details: e.currentTarget.value })}
          />
          <TextInput
            type="datetime-local"
            label="Published"
            description="Empty: now. A later time schedules it (consumers see it from then)."
            value={draft.published}
            error={errors.published}
            onChange={(e) => set({ published: e.currentTarget.value })}
          />
          <Group grow align="start">
            <TextInput
              label="Link address"
              placeholder="https://…"
              value={draft.linkUrl}
              error={errors.linkUrl}
              onChange={(e) => set({ linkUrl: e.currentTarget.value })}
            />
            <TextInput
              label="Link label"
              placeholder="Click for more information"
              maxLength={200}
              value={draft.linkLabel}
              onChange={(e) => set({ linkLabel: e.currentTarget.value })}
            />
          </Group>
          {save.isError ? (
            <Text c="red" size="sm" role="alert">
              {errorText(save.error)}
            </Text>
          ) : null}
          <Group justify="flex-end">
            {editing ? (
              <Button variant="default" onClick={onDone}>
                Cancel
              </Button>
            ) : null}
            <Button type="submit" loading={save.isPending}>
              {editing ? 'Save announcement' : 'Post announcement'}
            </Button>
          </Group>
        </Stack>
      </form>
      <section aria-label="Announcement preview">
        <Title order={3} size="h5" mb="xs">
          Preview (as on the News page)
        </Title>
        <AnnouncementEntry announcement={announcementPreview(draft)} />
      </section>
    </Stack>
  );
}

function AnnouncementRow({ a, onEdit }: { a: ProviderAnnouncement; onEdit: () => void }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const withdraw = useMutation({
    mutationFn: () => withdrawAnnouncement(a.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['provider', 'announcements'] }),
  });
  return (
    <Stack gap={6} component="li" data-testid="posted-announcement">
      {a.scheduled ? (
        <Text size="sm" c="dimmed">
          Scheduled: not shown to consumers yet
        </Text>
      ) : null}
      <AnnouncementEntry announcement={a} />
      {confirming ? (
        <Group gap="xs" role="group" aria-label="Confirm withdrawal">
          <Text size="sm">Withdraw “{a.title}”? It leaves News and unread counts.</Text>
          <Button size="xs" color="red" loading={withdraw.isPending} onClick={() => withdraw.mutate()}>
            Withdraw
          </Button>
          <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </Group>
      ) : (
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit “${a.title}”`}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            onClick={() => setConfirming(true)}
            aria-label={`Withdraw “${a.title}”…`}
          >
            Withdraw…
          </Button>
        </Group>
      )}
      {withdraw.isError ? (
        <Text c="red" size="sm" role="alert">
          {errorText(withdraw.error)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** News announcements: post (previewed as the News page shows it), edit and withdraw. */
export function AnnouncementsPanel() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ProviderAnnouncement | null>(null);
  const list = useQuery(providerAnnouncementsOptions(page - 1));
  return (
    <Stack gap="lg" maw={720}>
      <Card withBorder padding="md">
        <AnnouncementForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </Card>
      <section aria-label="Announcements">
        <Title order={2} size="h4" mb="xs">
          Announcements{list.data ? ` (${list.data.total})` : ''}
        </Title>
        {list.isPending ? <Text size="sm">Loading announcements…</Text> : null}
        {list.isError ? <Alert color="red">{describeError(list.error).title}</Alert> : null}
        {list.data && list.data.announcements.length === 0 ? (
          <Text c="dimmed">No announcements available</Text>
        ) : null}
        {list.data ? (
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.data.announcements.map((a) => (
              <AnnouncementRow key={a.id} a={a} onEdit={() => setEditing(a)} />
            ))}
          </Stack>
        ) : null}
        {list.data && list.data.total > ANNOUNCEMENTS_PAGE ? (
          <Center mt="sm">
            <Pagination
              total={Math.ceil(list.data.total / ANNOUNCEMENTS_PAGE)}
              value={page}
              onChange={setPage}
              getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
            />
          </Center>
        ) : null}
      </section>
    </Stack>
  );
}
