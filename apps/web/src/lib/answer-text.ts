import { i18n } from '@lingui/core';
import type { AccessTemplate } from '@storefront/contract/access';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';

/** Each template field's option labels by value, for the fields that have options. */
export type AnswerLabels = Map<string, Map<string, string>>;

export function answerLabels(template: AccessTemplate | undefined): AnswerLabels {
  const out: AnswerLabels = new Map();
  for (const item of template?.items ?? []) {
    if (!item.id || !item.options?.length) continue;
    out.set(item.id, new Map(item.options.map((o) => [String(o.value), o.label])));
  }
  return out;
}

/**
 * An access-request answer as a person reads it: option labels instead of stored values (a
 * multiselect stores its values comma-separated), Yes/No instead of true/false, "—" for none.
 * Yes and No are in the common area's catalogue (Contact Provider and the provider's inbox load it).
 */
export function answerText(fieldId: string, value: string | null, labels: AnswerLabels): string {
  if (value === null || value.trim() === '') return '—';
  const options = labels.get(fieldId);
  if (options) {
    if (options.has(value)) return options.get(value)!;
    const parts = value.split(',');
    if (parts.every((p) => options.has(p))) return parts.map((p) => options.get(p)).join(', ');
  }
  if (value === 'true') return i18n._('common.yes');
  if (value === 'false') return i18n._('common.no');
  return value;
}

/** The access-request form the answers came from (the same query the Get API Access form uses). */
export function useAnswerLabels(): AnswerLabels {
  const template = useQuery(
    queryOptions({
      queryKey: ['access', 'template', 'default'] as const,
      queryFn: ({ signal }) => apiGet<AccessTemplate>('/api/web/asks/template/default', undefined, signal),
      staleTime: 5 * 60_000,
    }),
  );
  return answerLabels(template.data);
}
