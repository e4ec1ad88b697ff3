import type { AccessTemplate } from '@storefront/contract/access';
import type { Database } from '../../../db/connection.ts';
import { badRequest, notFound } from '../../../errors.ts';
import { findTemplate, saveTemplate } from './repository.ts';
import { validateTemplate } from './validate.ts';

export async function getTemplate(db: Database, name: string): Promise<AccessTemplate> {
  const template = await findTemplate(db, name);
  if (!template) throw notFound(`No access-request template '${name}'.`);
  return template;
}

/** Replaces a template as a whole after validating it; 400 names every offending item. */
export async function replaceTemplate(db: Database, name: string, template: AccessTemplate) {
  const errors = validateTemplate(template);
  if (errors.length > 0) throw badRequest(`Invalid template: ${errors.join('; ')}`);
  await saveTemplate(db, name, template);
  return template;
}
