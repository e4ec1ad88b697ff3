import type { CustomerConfig } from '@storefront/contract/config';

/** The Behaviour column shows unless methodBehaviour.enabled is false; its label is configurable. */
export function behaviourColumn(config: CustomerConfig): { show: boolean; label: string } {
  const setting = config.portalUIConfig?.methodBehaviour;
  return { show: setting?.enabled !== false, label: setting?.label?.trim() || 'Behaviour' };
}
