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
  // Not in the spec (issue 25): a typed address is confirmed by a mailed link before mail goes to it.
  emailNothingPending: 'No new notification email is waiting for confirmation.',
  emailResendTooSoon:
    'A confirmation link was sent less than a minute ago. Check your inbox, or try again shortly.',
} as const;

/** PUT /api/web/my/store/collabLabel: text/plain display name. PUT collabEmail: JSON string or null. */
export const CollabLabelBody = Type.String({ maxLength: 1000 });
export const CollabEmailBody = Type.Union([Type.String({ maxLength: 1000 }), Type.Null()]);

export const Profile = Type.Object({
  collabLabel: Type.Union([Type.String(), Type.Null()]),
  /** The confirmed address: the only one notifications go to. */
  collabEmail: Type.Union([Type.String(), Type.Null()]),
  /** An address typed on My Profile, waiting for its emailed link to be followed. */
  collabEmailPending: Type.Union([Type.String(), Type.Null()]),
});
export type Profile = Static<typeof Profile>;

/** GET/POST /api/email/confirm/{token}: the link mailed to a pending notification email. */
export const ConfirmEmailParams = Type.Object({ token: Type.String({ minLength: 10, maxLength: 100 }) });
export type ConfirmEmailParams = Static<typeof ConfirmEmailParams>;

/** Colour schemes a user can pick (issue 31); 'auto' follows the operating system. */
export const COLOR_SCHEMES = ['light', 'dark', 'auto'] as const;
export type ColorSchemePreference = (typeof COLOR_SCHEMES)[number];
/** Languages with a catalogue; English keeps the spec's texts. */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'ja', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const ColorSchemeField = Type.Union(COLOR_SCHEMES.map((s) => Type.Literal(s)));
/** null: follow the browser's language. */
export const LanguageField = Type.Union([...LANGUAGES.map((l) => Type.Literal(l)), Type.Null()]);

/** The user's display preferences, kept server side so they follow the user between browsers. */
export const Preferences = Type.Object({ colorScheme: ColorSchemeField, language: LanguageField });
export type Preferences = Static<typeof Preferences>;

/** PUT /api/web/my/store/preferences: either or both. */
export const PreferencesBody = Type.Object(
  { colorScheme: Type.Optional(ColorSchemeField), language: Type.Optional(LanguageField) },
  { additionalProperties: false, minProperties: 1 },
);
export type PreferencesBody = Static<typeof PreferencesBody>;
