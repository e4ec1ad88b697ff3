import type { Profile } from '@storefront/contract/profile';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/connection.ts';
import { badRequest } from '../../errors.ts';
import { getCustomerConfig } from '../config/index.ts';
import { findUserById, updateUserProfile } from '../users/index.ts';
import { checkDisplayName, checkNotificationEmail, compilePattern } from './validate.ts';

async function profileOf(db: Database, userId: number): Promise<Profile> {
  const user = await findUserById(db, userId);
  return { collabLabel: user?.display_name ?? null, collabEmail: user?.notification_email ?? null };
}

/** The display name other users see on comments. */
export async function setDisplayName(db: Database, userId: number, raw: string): Promise<Profile> {
  const checked = checkDisplayName(raw);
  if ('error' in checked) throw badRequest(checked.error);
  await updateUserProfile(db, userId, { display_name: checked.value });
  return profileOf(db, userId);
}

/** The address emails go to; null or empty opts out. */
export async function setNotificationEmail(
  db: Database,
  config: Config,
  userId: number,
  raw: string | null,
): Promise<Profile> {
  const { emailPatterns } = await getCustomerConfig(db, config);
  const checked = checkNotificationEmail(raw, compilePattern(emailPatterns[0]));
  if ('error' in checked) throw badRequest(checked.error);
  await updateUserProfile(db, userId, { notification_email: checked.value });
  return profileOf(db, userId);
}
