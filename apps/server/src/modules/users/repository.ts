import type { Database } from '../../db/connection.ts';

export interface IdentityClaims {
  iss: string;
  sub: string;
  username: string | null;
  givenName: string | null;
  familyName: string | null;
  email: string | null;
}

/** Creates the user on first sight, refreshes names and email otherwise; returns the row. */
export async function upsertUser(db: Database, c: IdentityClaims) {
  return db
    .insertInto('users')
    .values({
      iss: c.iss,
      sub: c.sub,
      username: c.username,
      given_name: c.givenName,
      family_name: c.familyName,
      email: c.email,
    })
    .onConflict((oc) =>
      oc.columns(['iss', 'sub']).doUpdateSet({
        username: c.username,
        given_name: c.givenName,
        family_name: c.familyName,
        email: c.email,
        last_seen_at: new Date(),
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findUserById(db: Database, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function recordBrowserLanguage(db: Database, id: number, language: string) {
  await db.updateTable('users').set({ browser_language: language }).where('id', '=', id).execute();
}

export async function updateUserProfile(
  db: Database,
  id: number,
  patch: {
    display_name?: string | null;
    notification_email?: string | null;
    notification_email_pending?: string | null;
    announcements_read_upto?: Date;
    color_scheme?: string;
    language?: string | null;
  },
) {
  await db.updateTable('users').set(patch).where('id', '=', id).execute();
}
