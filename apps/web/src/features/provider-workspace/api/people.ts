import type { InviteBody, PeoplePage, Person } from '@storefront/contract/people';
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client.ts';

/** GET /api/provider/people: the embedded user store (administrators only). */
export const peopleOptions = () =>
  queryOptions({
    queryKey: ['provider', 'people'] as const,
    queryFn: ({ signal }) => apiGet<PeoplePage>('/api/provider/people', undefined, signal),
    retry: false,
    staleTime: 0,
  });

/** POST /api/provider/people: adds the person and mails the invitation. */
export const invitePerson = (body: InviteBody) => apiPost<Person>('/api/provider/people', body);
export const resendInvitation = (id: number) => apiPost<void>(`/api/provider/people/${id}/invitation`);
export const sendPasswordReset = (id: number) => apiPost<void>(`/api/provider/people/${id}/password-reset`);
export const setPersonDisabled = (id: number, disabled: boolean) =>
  apiPut<Person>(`/api/provider/people/${id}/disabled`, { disabled });
export const setPersonRole = (id: number, role: string, granted: boolean) =>
  granted
    ? apiPut<Person>(`/api/provider/people/${id}/roles/${encodeURIComponent(role)}`)
    : apiDelete<Person>(`/api/provider/people/${id}/roles/${encodeURIComponent(role)}`);
