import type { InteractiveDocsOverride } from '@storefront/contract/docs';
import type { PatchItemBody, ProviderItem } from '@storefront/contract/provider';
import type { InteractiveDocsOverrideState } from '@storefront/contract/provider-catalog';
import { ApiError, isApiError } from '../../../lib/api-error.ts';

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

/** The same limits the server's schema applies, so most mistakes are caught before a round trip. */
export function validateItemForm(form: ItemForm): FormErrors {
  const errors: FormErrors = {};
  const name = form.name.trim();
  if (!name) errors.name = 'Enter a name.';
  else if (name.length > NAME_MAX) errors.name = `At most ${NAME_MAX} characters.`;
  if (form.description.length > DESCRIPTION_MAX)
    errors.description = `At most ${DESCRIPTION_MAX.toLocaleString('en-US')} characters.`;
  if (form.stateName.trim().length > STATE_MAX) errors.stateName = `At most ${STATE_MAX} characters.`;
  if (form.stateName.trim() && !COLOUR.test(form.stateColour))
    errors.stateColour = 'Choose a colour name or #rrggbb.';
  if (/\s/.test(form.storefront))
    errors.storefront = 'No spaces: runtime:group:api, e.g. native:pets:petstore.';
  else if (form.storefront.length > STOREFRONT_MAX)
    errors.storefront = `At most ${STOREFRONT_MAX} characters.`;
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

/** The server's own words for a refused change (they name the field); generic text otherwise. */
export function errorText(err: unknown): string {
  if (isApiError(err) && err.status >= 400 && err.status < 500) return err.detail;
  if (isApiError(err) && err.status === 502) return err.detail;
  if (err instanceof ApiError && err.status === 0) return err.detail;
  return 'Something went wrong; please try again.';
}

/** Overall progress of a multi-file import, weighted by size (0..100). */
export function overallPercent(files: { size: number; loaded: number; done: boolean }[]): number {
  const total = files.reduce((n, f) => n + Math.max(f.size, 1), 0);
  if (total === 0) return 0;
  const loaded = files.reduce((n, f) => n + (f.done ? Math.max(f.size, 1) : Math.min(f.loaded, f.size)), 0);
  return Math.round((loaded / total) * 100);
}
