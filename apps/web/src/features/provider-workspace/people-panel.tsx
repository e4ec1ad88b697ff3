import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Person } from '@storefront/contract/people';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError, isApiError } from '../../lib/api-error.ts';
import {
  invitePerson,
  peopleOptions,
  resendInvitation,
  sendPasswordReset,
  setPersonDisabled,
  setPersonRole,
} from './api/people.ts';
import { errorText } from './error-text.ts';

/** A mail the SMTP server refused is a 502, whose detail the server keeps: say what to do. */
function peopleError(err: unknown): string {
  if (isApiError(err) && err.code === 'PEOPLE-MAIL') return i18n._('ws-main.people.mailFailed');
  return errorText(err);
}

/** Labels are keys of the ws-main area's catalogue (issue 31). */
const STATUS: Record<Person['status'], { label: string; color: string }> = {
  invited: { label: 'ws-main.people.status.invited', color: 'yellow' },
  active: { label: 'ws-main.people.status.active', color: 'green' },
  disabled: { label: 'ws-main.people.status.disabled', color: 'gray' },
};

function InviteForm({ roles }: { roles: string[] }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [granted, setGranted] = useState<string[]>([]);
  const invite = useMutation({
    mutationFn: () =>
      invitePerson({ email: email.trim(), displayName: displayName.trim() || null, roles: granted }),
    onSuccess: async () => {
      setEmail('');
      setDisplayName('');
      setGranted([]);
      await queryClient.invalidateQueries({ queryKey: peopleOptions().queryKey });
    },
  });
  return (
    <Card withBorder padding="md">
      <form
        aria-labelledby="people-invite"
        onSubmit={(e) => {
          e.preventDefault();
          invite.mutate();
        }}
      >
        <Stack gap="sm">
          <Title order={3} size="h5" id="people-invite">
            {_('ws-main.people.invite')}
          </Title>
          <Group align="flex-end" grow>
            <TextInput
              label={_('ws-main.people.email')}
              type="email"
              required
              value={email}
              onChange={(e) => {
                setEmail(e.currentTarget.value);
                invite.reset();
              }}
            />
            <TextInput
              label={_('ws-main.people.name')}
              value={displayName}
              maxLength={120}
              onChange={(e) => setDisplayName(e.currentTarget.value)}
            />
          </Group>
          <Checkbox.Group label={_('ws-main.people.roles')} value={granted} onChange={setGranted}>
            <Group mt={4}>
              {roles.map((r) => (
                <Checkbox key={r} value={r} label={r} />
              ))}
            </Group>
          </Checkbox.Group>
          {invite.isError ? (
            <Alert color="red" role="alert" title={_('ws-main.people.inviteFailed')}>
              {peopleError(invite.error)}
            </Alert>
          ) : null}
          {invite.isSuccess ? (
            <Alert color="green" role="status">
              {_('ws-main.people.invited', { email: invite.data.email })}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={invite.isPending}>
              {_('ws-main.people.sendInvitation')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function PersonRow({ person, roles }: { person: Person; roles: string[] }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const name = person.displayName ?? person.email;
  const act = useMutation({
    mutationFn: async (run: () => Promise<unknown>) => run(),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: peopleOptions().queryKey });
    },
    onError: (err) => setNotice({ ok: false, text: peopleError(err) }),
  });
  const run = (fn: () => Promise<unknown>, done: string) => {
    setNotice(null);
    act.mutate(fn, { onSuccess: () => setNotice({ ok: true, text: done }) });
  };
  const status = STATUS[person.status];
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600}>{name}</Text>
        {person.displayName ? <Text size="sm">{person.email}</Text> : null}
        {person.emailVerified ? null : (
          <Text size="xs" c="dimmed">
            {_('ws-main.people.unconfirmed')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Badge color={status.color} variant="light">
          {_(status.label)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="xs">
          {roles.map((r) => (
            <Checkbox
              key={r}
              label={r}
              aria-label={_('ws-main.people.roleFor', { role: r, name })}
              checked={person.roles.includes(r)}
              disabled={act.isPending}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                run(
                  () => setPersonRole(person.id, r, on),
                  _(on ? 'ws-main.people.granted' : 'ws-main.people.removed', { role: r, name }),
                );
              }}
            />
          ))}
        </Group>
      </Table.Td>
      <Table.Td>
        <Group gap="xs">
          {person.status === 'invited' ? (
            <Button
              size="xs"
              variant="default"
              aria-label={_('ws-main.people.resendLabel', { name })}
              onClick={() =>
                run(() => resendInvitation(person.id), _('ws-main.people.resent', { email: person.email }))
              }
            >
              {_('ws-main.people.resend')}
            </Button>
          ) : null}
          {person.status === 'active' ? (
            <Button
              size="xs"
              variant="default"
              aria-label={_('ws-main.people.resetLabel', { name })}
              onClick={() =>
                run(
                  () => sendPasswordReset(person.id),
                  _('ws-main.people.resetSent', { email: person.email }),
                )
              }
            >
              {_('ws-main.people.reset')}
            </Button>
          ) : null}
          <Button
            size="xs"
            variant={person.status === 'disabled' ? 'default' : 'light'}
            color={person.status === 'disabled' ? undefined : 'red'}
            aria-label={_(
              person.status === 'disabled' ? 'ws-main.people.enableLabel' : 'ws-main.people.disableLabel',
              { name },
            )}
            onClick={() =>
              run(
                () => setPersonDisabled(person.id, person.status !== 'disabled'),
                _(person.status === 'disabled' ? 'ws-main.people.enabled' : 'ws-main.people.disabled', {
                  name,
                }),
              )
            }
          >
            {_(person.status === 'disabled' ? 'ws-main.people.enable' : 'ws-main.people.disable')}
          </Button>
        </Group>
        {notice ? (
          <Text size="sm" c={notice.ok ? 'green.8' : 'red.8'} role={notice.ok ? 'status' : 'alert'} mt={4}>
            {notice.text}
          </Text>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

/** People: the embedded user store's administrators invite and manage the people who sign in. */
export function PeoplePanel() {
  const { _ } = useLingui();
  const people = useQuery(peopleOptions());
  return (
    <Stack gap="lg">
      <Title order={2} size="h4">
        {_('ws-main.tab.people')}
      </Title>
      {people.isPending ? <Text size="sm">{_('ws-main.people.loading')}</Text> : null}
      {people.isError ? (
        <Alert color="red" role="alert">
          {errorText(people.error) || describeError(people.error).title}
        </Alert>
      ) : null}
      {people.data ? (
        <>
          <InviteForm roles={people.data.roles} />
          <Text size="sm">
            {people.data.signupDomains.length
              ? _('ws-main.people.signupDomains', { domains: people.data.signupDomains.join(', ') })
              : _('ws-main.people.inviteOnly')}
          </Text>
          <Table striped withTableBorder aria-label={_('ws-main.tab.people')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{_('ws-main.people.person')}</Table.Th>
                <Table.Th>{_('ws-main.inbox.status')}</Table.Th>
                <Table.Th>{_('ws-main.people.roles')}</Table.Th>
                <Table.Th>{_('ws-main.people.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.data.people.map((p) => (
                <PersonRow key={p.id} person={p} roles={people.data.roles} />
              ))}
            </Table.Tbody>
          </Table>
          {people.data.people.length === 0 ? <Text size="sm">{_('ws-main.people.nobody')}</Text> : null}
        </>
      ) : null}
    </Stack>
  );
}
