import { i18n } from '@lingui/core';
import type { InteractiveDocsOverride } from '@storefront/contract/docs';
import type { PatchItemBody, ProviderItem } from '@storefront/contract/provider';
import type { InteractiveDocsOverrideState } from '@storefront/contract/provider-catalog';
import { ApiError, isApiError } from '../../../lib/api-error.ts';
import { formatNumber } from '../../../lib/format-number.ts';

/** A Try mode in the editor: follow the customer configuration, or force it on or off. */
export type TryMode = 'configured' | 'allowed' | 'refused';

export interface ItemForm {
  name: string;
  description: string;
  stateName: string;
  stateColour: string;
  classifications: string[];
  pricingPlans: string[];
  storefront: string;
  tryApiKey: TryMode;
  tryMock: TryMode;
}

export type FormErrors = Partial<Record<keyof ItemForm, string>>;

export const NAME_MAX = 500;
export const DESCRIPTION_MAX = 100_000;
export const STATE_MAX = 100;
export const STOREFRONT_MAX = 300;
/** Theme colour names a state badge may use (or #rrggbb), as the contract's Colour allows. */
export const STATE_COLOURS = ['info', 'green', 'orange', 'red', 'gray', 'blue', 'yellow', 'violet'];
/** The document URL fields' example address (not a text: the same in every language). */
export const EXAMPLE_URL = 'https://example.com/openapi.json';
const COLOUR = /^([a-z][a-z-]{1,19}|#[0-9a-fA-F]{6})$/;

const toMode = (v: boolean | null | undefined): TryMode =>
  v === true ? 'allowed' : v === false ? 'refused' : 'configured';
const fromMode = (m: TryMode): boolean | undefined =>
  m === 'allowed' ? true : m === 'refused' ? false : undefined;

export function itemToForm(item: ProviderItem, override?: InteractiveDocsOverrideState): ItemForm {
  return {
    name: item.name,
    description: item.description,
    stateName: item.state?.name ?? '',
    stateColour: item.state?.colour ?? 'info',
    classifications: [...item.classifications],
    pricingPlans: [...item.pricingPlans],
    storefront: item.storefront,
    tryApiKey: toMode(override?.allowedAPIKey),
    tryMock: toMode(override?.allowedMock),
  };
}

/** "At most 100,000 characters." with the number grouped as the active language does. */
const atMost = (max: number) => i18n._('ws-catalog.rules.atMost', { max: formatNumber(max) });

/**
 * The same limits the server's schema applies, so most mistakes are caught before a round trip.
 * Texts from the ws-catalog area (issue 31), read when validating so they follow the language.
 */
export function validateItemForm(form: ItemForm): FormErrors {
  const errors: FormErrors = {};
  const name = form.name.trim();
  if (!name) errors.name = i18n._('ws-catalog.rules.nameRequired');
  else if (name.length > NAME_MAX) errors.name = atMost(NAME_MAX);
  if (form.description.length > DESCRIPTION_MAX) errors.description = atMost(DESCRIPTION_MAX);
  if (form.stateName.trim().length > STATE_MAX) errors.stateName = atMost(STATE_MAX);
  if (form.stateName.trim() && !COLOUR.test(form.stateColour))
    errors.stateColour = i18n._('ws-catalog.rules.colour');
  if (/\s/.test(form.storefront)) errors.storefront = i18n._('ws-catalog.rules.storefrontSpaces');
  else if (form.storefront.length > STOREFRONT_MAX) errors.storefront = atMost(STOREFRONT_MAX);
  return errors;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Only the fields that changed, as the PATCH body (empty when nothing did). */
export function formToPatch(form: ItemForm, item: ProviderItem): PatchItemBody {
  const patch: PatchItemBody = {};
  const name = form.name.trim();
  if (name !== item.name) patch.name = name;
  if (form.description !== item.description) patch.description = form.description;
  const stateName = form.stateName.trim();
  const state = stateName ? { name: stateName, colour: form.stateColour } : null;
  if (state?.name !== item.state?.name || (state && state.colour !== item.state?.colour)) patch.state = state;
  if (!sameSet(form.classifications, item.classifications)) patch.classifications = form.classifications;
  if (!sameSet(form.pricingPlans, item.pricingPlans)) patch.pricingPlans = form.pricingPlans;
  if (form.storefront !== item.storefront) patch.storefront = form.storefront;
  return patch;
}

/** The override to PUT, or null when the Try modes did not change. */
export function formToOverride(form: ItemForm, before: ItemForm): InteractiveDocsOverride | null {
  if (form.tryApiKey === before.tryApiKey && form.tryMock === before.tryMock) return null;
  const body: InteractiveDocsOverride = {};
  const key = fromMode(form.tryApiKey);
  const mock = fromMode(form.tryMock);
  if (key !== undefined) body.allowedAPIKey = key;
  if (mock !== undefined) body.allowedMock = mock;
  return body;
}

/**
 * The server's own words for a refused change (they name the field), shown as sent (the server
 * localises them); generic text otherwise.
 */
export function errorText(err: unknown): string {
  if (isApiError(err) && err.status >= 400 && err.status < 500) return err.detail;
  if (isApiError(err) && err.status === 502) return err.detail;
  if (err instanceof ApiError && err.status === 0) return err.detail;
  return i18n._('ws-catalog.rules.generic');
}

/** Overall progress of a multi-file import, weighted by size (0..100). */
export function overallPercent(files: { size: number; loaded: number; done: boolean }[]): number {
  const total = files.reduce((n, f) => n + Math.max(f.size, 1), 0);
  if (total === 0) return 0;
  const loaded = files.reduce((n, f) => n + (f.done ? Math.max(f.size, 1) : Math.min(f.loaded, f.size)), 0);
  return Math.round((loaded / total) * 100);
}
