import { useLingui } from '@lingui/react';
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
import { linkText } from '../../lib/external-link.ts';
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

/** An address, not a text: the same in every language. */
const URL_PLACEHOLDER = 'https://…';

function AnnouncementForm({ editing, onDone }: { editing: ProviderAnnouncement | null; onDone: () => void }) {
  const { _ } = useLingui();
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
      <form onSubmit={submit} aria-label={_(editing ? 'ws-main.ann.formEdit' : 'ws-main.ann.formPost')}>
        <Stack gap="sm">
          <TextInput
            label={_('ws-main.ann.title')}
            required
            maxLength={300}
            value={draft.title}
            error={errors.title}
            onChange={(e) => set({ title: e.currentTarget.value })}
          />
          <Textarea
            label={_('ws-main.ann.details')}
            rows={4}
            maxLength={20_000}
            value={draft.details}
            error={errors.details}
            onChange={(e) => set({ details: e.currentTarget.value })}
          />
          <TextInput
            type="datetime-local"
            label={_('ws-main.ann.published')}
            description={_('ws-main.ann.publishedHelp')}
            value={draft.published}
            error={errors.published}
            onChange={(e) => set({ published: e.currentTarget.value })}
          />
          <Group grow align="start">
            <TextInput
              label={_('ws-main.ann.linkUrl')}
              placeholder={URL_PLACEHOLDER}
              value={draft.linkUrl}
              error={errors.linkUrl}
              onChange={(e) => set({ linkUrl: e.currentTarget.value })}
            />
            <TextInput
              label={_('ws-main.ann.linkLabel')}
              // What the News entry shows for a link without a label.
              placeholder={linkText(undefined)}
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
                {_('ws-main.cancel')}
              </Button>
            ) : null}
            <Button type="submit" loading={save.isPending}>
              {_(editing ? 'ws-main.ann.save' : 'ws-main.ann.post')}
            </Button>
          </Group>
        </Stack>
      </form>
      <section aria-label={_('ws-main.ann.preview')}>
        <Title order={3} size="h5" mb="xs">
          {_('ws-main.ann.previewHeading')}
        </Title>
        <AnnouncementEntry announcement={announcementPreview(draft)} />
      </section>
    </Stack>
  );
}

function AnnouncementRow({ a, onEdit }: { a: ProviderAnnouncement; onEdit: () => void }) {
  const { _ } = useLingui();
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
          {_('ws-main.ann.scheduled')}
        </Text>
      ) : null}
      <AnnouncementEntry announcement={a} />
      {confirming ? (
        <Group gap="xs" role="group" aria-label={_('ws-main.confirmWithdrawal')}>
          <Text size="sm">{_('ws-main.ann.withdrawQuestion', { title: a.title })}</Text>
          <Button size="xs" color="red" loading={withdraw.isPending} onClick={() => withdraw.mutate()}>
            {_('ws-main.withdraw')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
            {_('ws-main.keepIt')}
          </Button>
        </Group>
      ) : (
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            onClick={onEdit}
            aria-label={_('ws-main.ann.editLabel', { title: a.title })}
          >
            {_('ws-main.edit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            onClick={() => setConfirming(true)}
            aria-label={_('ws-main.ann.withdrawLabel', { title: a.title })}
          >
            {_('ws-main.withdrawAsk')}
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
  const { _ } = useLingui();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ProviderAnnouncement | null>(null);
  const list = useQuery(providerAnnouncementsOptions(page - 1));
  return (
    <Stack gap="lg" maw={720}>
      <Card withBorder padding="md">
        <AnnouncementForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </Card>
      <section aria-label={_('ws-main.ann.list')}>
        <Title order={2} size="h4" mb="xs">
          {list.data ? _('ws-main.ann.headingCount', { count: list.data.total }) : _('ws-main.ann.list')}
        </Title>
        {list.isPending ? <Text size="sm">{_('ws-main.ann.loading')}</Text> : null}
        {list.isError ? <Alert color="red">{describeError(list.error).title}</Alert> : null}
        {list.data && list.data.announcements.length === 0 ? (
          <Text c="dimmed">{_('news.noAnnouncements')}</Text>
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
              getItemProps={(n) => ({ 'aria-label': _('cat.page', { page: n }) })}
            />
          </Center>
        ) : null}
      </section>
    </Stack>
  );
}
