import { type Static, Type } from '@sinclair/typebox';

export const DISPLAY_NAME_MAX = 100;
export const EMAIL_MAX = 254;

export const PROFILE_TEXTS = {
  displayNameRequired: 'You must enter a display name',
  displayNameTooLong: `The display name must be at most ${DISPLAY_NAME_MAX} characters.`,
  displayNameControl: 'The display name must not contain control characters.',
  emailMismatch: 'The entered email address does not match the conditions set by the Catalog administrator.',
  emailNoLongerMatches:
    'Your email address no longer matches the conditions set by the Catalog administrator.',
} as const;

/** PUT /api/web/my/store/collabLabel: text/plain display name. PUT collabEmail: JSON string or null. */
export const CollabLabelBody = Type.String({ maxLength: 1000 });
export const CollabEmailBody = Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]);

export const Profile = Type.Object({
  collabLabel: Type.Union([Type.String(), Type.Null()]),
  collabEmail: Type.Union([Type.String(), Type.Null()]),
});
export type Profile = Static<typeof Profile>;
