import { acceptedLanguage, type ServerLanguage, supportedLanguage } from '../../lib/i18n/language.ts';
import { localizeDetail } from '../../lib/i18n/localize-detail.ts';

/**
 * The embedded identity provider's page texts in the six server languages (issue 31). A small
 * server catalogue like the emails' (modules/email/texts.ts): these pages are rendered before the
 * SPA and its catalogues load. English is exactly what the pages always said, and the fallback.
 * Texts are plain text: the pages escape them, and a function's arguments may be placeholders
 * the page swaps for markup (a link, `<code>`, `<strong>`) after escaping.
 */
/** The OAuth and OpenID error codes a person can meet on the provider's error page. */
export const PROTOCOL_ERROR_CODES = [
  'invalid_request',
  'invalid_client',
  'invalid_redirect_uri',
  'unauthorized_client',
  'access_denied',
  'invalid_scope',
  'unsupported_response_type',
  'invalid_grant',
  'login_required',
  'server_error',
] as const;
export type ProtocolErrorCode = (typeof PROTOCOL_ERROR_CODES)[number];

export interface PageTexts {
  signInTitle: string;
  signInHeading: (brand: string) => string;
  username: string;
  password: string;
  signInButton: string;
  forgotLink: string;
  cancel: string;
  /** "No account yet?" followed by the sign-up link (`link`). */
  signupPrompt: (link: string) => string;
  signupLink: string;
  demoHeading: string;
  demoIntro: (password: string) => string;

  signOutTitle: string;
  signOutHeading: (brand: string) => string;
  signOutButton: string;
  signingOut: string;
  signOutAsk: string;
  signedOutTitle: string;
  signedOutHeading: string;
  backTo: (brand: string) => string;
  goTo: (brand: string) => string;

  errorTitle: string;
  errorHeading: string;
  errorFallback: string;
  errorCode: (code: string) => string;

  email: string;
  emailIs: (email: string) => string;
  yourName: string;
  optional: string;
  newPassword: string;
  passwordHint: (min: number) => string;
  savePassword: string;
  /** The heading and introduction of each one-time link's page. */
  link: Record<'setup' | 'invite' | 'reset' | 'signup', { heading: string; intro: string }>;
  linkExpiredTitle: string;
  passwordSavedTitle: string;
  passwordSaved: string;

  checkEmail: string;
  signUpTitle: string;
  signUpHeading: (brand: string) => string;
  signUpIntro: (domains: string) => string;
  workEmail: string;
  sendLink: string;
  signupSent: (email: string, hours: number) => string;
  signupClosedTitle: string;
  signupClosed: string;

  forgotTitle: string;
  forgotHeading: string;
  forgotIntro: string;
  sendReset: string;
  forgotSent: (email: string, hours: number) => string;
  forgotNoMail: string;

  tooManyAttempts: string;
  waitSeconds: (seconds: number) => string;

  consentTitle: string;
  consentHeading: (client: string, brand: string) => string;
  consentUnchecked: (brand: string) => string;
  consentAccount: (account: string, host: string) => string;
  consentPowersHeading: string;
  consentNever: string;
  allow: string;
  deny: string;
  /** What an OpenID scope adds to an agent's powers. */
  scopePowers: Record<'profile' | 'email' | 'offline_access', string>;

  /**
   * oidc-provider's protocol errors, by their OAuth code, for the error page in another language
   * than English (its own descriptions are English and technical; the page keeps them below).
   */
  protocolErrors: Record<ProtocolErrorCode, string>;

  errors: {
    wrongCredentials: string;
    accountDisabled: string;
    signInExpired: string;
    tooManyRequests: (seconds: number) => string;
    linkGone: string;
    adminExists: string;
    accountExists: string;
    passwordTooShort: (min: number) => string;
    passwordTooLong: (max: number) => string;
    passwordCommon: string;
    passwordPersonal: string;
    passwordSiteName: string;
    emailInvalid: string;
    signupDomain: (domains: string) => string;
  };
}

/** A count in a sentence by the language's plural rules; `#` stands for the number. */
function plural(lang: ServerLanguage, n: number, forms: Partial<Record<Intl.LDMLPluralRule, string>>) {
  const form = forms[new Intl.PluralRules(lang).select(n)] ?? forms.other ?? '#';
  return form.replace('#', String(n));
}

const en: PageTexts = {
  signInTitle: 'Sign in',
  signInHeading: (b) => `Sign in to ${b}`,
  username: 'Username or email',
  password: 'Password',
  signInButton: 'Sign in',
  forgotLink: 'Forgot password?',
  cancel: 'Cancel',
  signupPrompt: (link) => `No account yet? ${link}`,
  signupLink: 'Sign up with your work email',
  demoHeading: 'This is a demo',
  demoIntro: (pw) =>
    `Anyone can sign in with these demo accounts; do not enter real data. Password for each: ${pw}`,

  signOutTitle: 'Sign out',
  signOutHeading: (b) => `Sign out of ${b}`,
  signOutButton: 'Sign out',
  signingOut: 'Signing you out…',
  signOutAsk: 'Do you want to sign out?',
  signedOutTitle: 'Signed out',
  signedOutHeading: 'You are signed out',
  backTo: (b) => `Back to ${b}`,
  goTo: (b) => `Go to ${b}`,

  errorTitle: 'Sign-in error',
  errorHeading: 'Something went wrong',
  errorFallback: 'The request could not be completed.',
  errorCode: (code) => `Error code: ${code}`,

  email: 'Email',
  emailIs: (e) => `Email: ${e}`,
  yourName: 'Your name',
  optional: '(optional)',
  newPassword: 'New password',
  passwordHint: (n) =>
    `At least ${n} characters. A long phrase you can remember is best; common or breached passwords are refused.`,
  savePassword: 'Save password',
  link: {
    setup: {
      heading: 'Create the first administrator',
      intro:
        'You are setting up this portal. The account you create administers People and has the provider role.',
    },
    invite: { heading: 'Welcome: choose your password', intro: 'You were invited to the developer portal.' },
    reset: {
      heading: 'Choose a new password',
      intro: 'Your old password stops working once you save a new one.',
    },
    signup: { heading: 'Choose your password', intro: 'Your email address is confirmed.' },
  },
  linkExpiredTitle: 'Link expired',
  passwordSavedTitle: 'Password saved',
  passwordSaved: 'Your password is saved. Sign in with your email address and it.',

  checkEmail: 'Check your email',
  signUpTitle: 'Sign up',
  signUpHeading: (b) => `Sign up to ${b}`,
  signUpIntro: (d) => `Open to addresses at ${d}. We send a link to confirm your address.`,
  workEmail: 'Work email',
  sendLink: 'Send the link',
  signupSent: (e, h) =>
    `If the address can sign up, a link to confirm it and choose your password is on its way to ${e}. It works once, for ${h} hour${h === 1 ? '' : 's'}.`,
  signupClosedTitle: 'Sign-up is closed',
  signupClosed: 'Ask an administrator for an invitation.',

  forgotTitle: 'Forgot password',
  forgotHeading: 'Forgot your password?',
  forgotIntro: 'Enter the email address you sign in with. We send a link to choose a new password.',
  sendReset: 'Send the reset link',
  forgotSent: (e, h) =>
    `If ${e} belongs to an account here, a link to choose a new password is on its way to it. The link works once, for ${h} hour${h === 1 ? '' : 's'}.`,
  forgotNoMail:
    'No email after a few minutes? Check the address and your spam folder, or ask an administrator.',

  tooManyAttempts: 'Too many attempts',
  waitSeconds: (s) => `Wait ${s} seconds and try again.`,

  consentTitle: 'Allow access',
  consentHeading: (c, b) => `Allow ${c} to use ${b} as you?`,
  consentUnchecked: (b) =>
    `This application registered itself; ${b} has not checked its name. Allow it only if you started this sign-in from it.`,
  consentAccount: (a, h) => `Signed in as ${a}. The answer goes to ${h}.`,
  consentPowersHeading: 'It will be able to',
  consentNever: 'It never sees your password or your API keys.',
  allow: 'Allow',
  deny: 'Deny',
  scopePowers: {
    profile: 'Know your name and username.',
    email: 'Know your email address.',
    offline_access: 'Stay connected without asking you again, for up to 14 days.',
  },

  protocolErrors: {
    invalid_request: 'The sign-in request was not valid. Go back to the portal and start again.',
    invalid_client: 'The application asking you to sign in is not known here.',
    invalid_redirect_uri: 'The application asked to return to an address that is not allowed.',
    unauthorized_client: 'This application may not sign in this way.',
    access_denied: 'Access was denied.',
    invalid_scope: 'The application asked for permissions that are not granted here.',
    unsupported_response_type: 'The application asked for a kind of sign-in that is not supported here.',
    invalid_grant: 'This sign-in has expired or was already used. Go back to the portal and start again.',
    login_required: 'You need to sign in again. Go back to the portal and start again.',
    server_error: 'The sign-in service had a problem. Try again in a moment.',
  },

  errors: {
    wrongCredentials: 'Wrong username or password.',
    accountDisabled: 'This account is disabled. Ask an administrator to enable it.',
    signInExpired: 'This sign-in link has expired. Please start again.',
    tooManyRequests: (s) => `Too many requests. Try again in ${s} second${s === 1 ? '' : 's'}.`,
    linkGone: 'This link has expired or was already used. Ask for a new one.',
    adminExists: 'An administrator already exists: sign in instead.',
    accountExists: 'Someone with this email address already has an account. Sign in instead.',
    passwordTooShort: (n) => `Use at least ${n} characters.`,
    passwordTooLong: (n) => `Use at most ${n} characters.`,
    passwordCommon: 'This password is too common: it appears in lists of breached passwords. Choose another.',
    passwordPersonal: 'Do not use your name or email address in your password.',
    passwordSiteName: 'Do not use the name of this site in your password.',
    emailInvalid: 'Enter a valid email address, like name@example.com.',
    signupDomain: (d) => `Sign-up is open only to addresses at ${d}. Ask an administrator for an invitation.`,
  },
};

const deHours = (h: number) => (h === 1 ? 'eine Stunde' : `${h} Stunden`);
const deSeconds = (s: number) => (s === 1 ? 'eine Sekunde' : `${s} Sekunden`);

const de: PageTexts = {
  signInTitle: 'Anmelden',
  signInHeading: (b) => `Bei ${b} anmelden`,
  username: 'Benutzername oder E-Mail',
  password: 'Passwort',
  signInButton: 'Anmelden',
  forgotLink: 'Passwort vergessen?',
  cancel: 'Abbrechen',
  signupPrompt: (link) => `Noch kein Konto? ${link}`,
  signupLink: 'Mit Ihrer geschäftlichen E-Mail-Adresse registrieren',
  demoHeading: 'Dies ist eine Demo',
  demoIntro: (pw) =>
    `Jeder kann sich mit diesen Demo-Konten anmelden; geben Sie keine echten Daten ein. Passwort für jedes Konto: ${pw}`,

  signOutTitle: 'Abmelden',
  signOutHeading: (b) => `Von ${b} abmelden`,
  signOutButton: 'Abmelden',
  signingOut: 'Sie werden abgemeldet…',
  signOutAsk: 'Möchten Sie sich abmelden?',
  signedOutTitle: 'Abgemeldet',
  signedOutHeading: 'Sie sind abgemeldet',
  backTo: (b) => `Zurück zu ${b}`,
  goTo: (b) => `Weiter zu ${b}`,

  errorTitle: 'Anmeldefehler',
  errorHeading: 'Etwas ist schiefgelaufen',
  errorFallback: 'Die Anfrage konnte nicht abgeschlossen werden.',
  errorCode: (code) => `Fehlercode: ${code}`,

  email: 'E-Mail',
  emailIs: (e) => `E-Mail: ${e}`,
  yourName: 'Ihr Name',
  optional: '(optional)',
  newPassword: 'Neues Passwort',
  passwordHint: (n) =>
    `Mindestens ${n} Zeichen. Am besten ist ein langer Satz, den Sie sich merken können; häufige oder durch Datenlecks bekannte Passwörter werden abgelehnt.`,
  savePassword: 'Passwort speichern',
  link: {
    setup: {
      heading: 'Ersten Administrator anlegen',
      intro:
        'Sie richten dieses Portal ein. Das Konto, das Sie anlegen, verwaltet die Personen und hat die Anbieterrolle.',
    },
    invite: {
      heading: 'Willkommen: Wählen Sie Ihr Passwort',
      intro: 'Sie wurden zum Entwicklerportal eingeladen.',
    },
    reset: {
      heading: 'Neues Passwort wählen',
      intro: 'Ihr altes Passwort funktioniert nicht mehr, sobald Sie ein neues speichern.',
    },
    signup: { heading: 'Wählen Sie Ihr Passwort', intro: 'Ihre E-Mail-Adresse ist bestätigt.' },
  },
  linkExpiredTitle: 'Link abgelaufen',
  passwordSavedTitle: 'Passwort gespeichert',
  passwordSaved:
    'Ihr Passwort ist gespeichert. Melden Sie sich mit Ihrer E-Mail-Adresse und diesem Passwort an.',

  checkEmail: 'Sehen Sie in Ihren E-Mails nach',
  signUpTitle: 'Registrieren',
  signUpHeading: (b) => `Bei ${b} registrieren`,
  signUpIntro: (d) =>
    `Offen für Adressen unter ${d}. Wir senden Ihnen einen Link, um Ihre Adresse zu bestätigen.`,
  workEmail: 'Geschäftliche E-Mail-Adresse',
  sendLink: 'Link senden',
  signupSent: (e, h) =>
    `Wenn sich diese Adresse registrieren kann, ist ein Link an ${e} unterwegs, mit dem Sie sie bestätigen und Ihr Passwort wählen. Er funktioniert einmal, ${deHours(h)} lang.`,
  signupClosedTitle: 'Die Registrierung ist geschlossen',
  signupClosed: 'Bitten Sie einen Administrator um eine Einladung.',

  forgotTitle: 'Passwort vergessen',
  forgotHeading: 'Passwort vergessen?',
  forgotIntro:
    'Geben Sie die E-Mail-Adresse ein, mit der Sie sich anmelden. Wir senden Ihnen einen Link, um ein neues Passwort zu wählen.',
  sendReset: 'Link zum Zurücksetzen senden',
  forgotSent: (e, h) =>
    `Wenn ${e} zu einem Konto hier gehört, ist ein Link zum Wählen eines neuen Passworts dorthin unterwegs. Der Link funktioniert einmal, ${deHours(h)} lang.`,
  forgotNoMail:
    'Nach einigen Minuten noch keine E-Mail? Prüfen Sie die Adresse und Ihren Spam-Ordner oder fragen Sie einen Administrator.',

  tooManyAttempts: 'Zu viele Versuche',
  waitSeconds: (s) => `Warten Sie ${deSeconds(s)} und versuchen Sie es dann erneut.`,

  consentTitle: 'Zugriff erlauben',
  consentHeading: (c, b) => `${c} erlauben, ${b} in Ihrem Namen zu nutzen?`,
  consentUnchecked: (b) =>
    `Diese Anwendung hat sich selbst registriert; ${b} hat ihren Namen nicht geprüft. Erlauben Sie den Zugriff nur, wenn Sie diese Anmeldung in ihr gestartet haben.`,
  consentAccount: (a, h) => `Angemeldet als ${a}. Die Antwort geht an ${h}.`,
  consentPowersHeading: 'Sie kann dann',
  consentNever: 'Ihr Passwort und Ihre API-Schlüssel sieht sie nie.',
  allow: 'Erlauben',
  deny: 'Ablehnen',
  scopePowers: {
    profile: 'Ihren Namen und Benutzernamen kennen.',
    email: 'Ihre E-Mail-Adresse kennen.',
    offline_access: 'Bis zu 14 Tage lang verbunden bleiben, ohne Sie erneut zu fragen.',
  },

  protocolErrors: {
    invalid_request: 'Die Anmeldeanfrage war ungültig. Kehren Sie zum Portal zurück und beginnen Sie erneut.',
    invalid_client: 'Die Anwendung, die Sie zur Anmeldung auffordert, ist hier nicht bekannt.',
    invalid_redirect_uri: 'Die Anwendung wollte zu einer Adresse zurückkehren, die nicht erlaubt ist.',
    unauthorized_client: 'Diese Anwendung darf sich nicht auf diese Weise anmelden.',
    access_denied: 'Der Zugriff wurde verweigert.',
    invalid_scope: 'Die Anwendung hat Berechtigungen angefordert, die hier nicht vergeben werden.',
    unsupported_response_type:
      'Die Anwendung hat eine Art der Anmeldung angefordert, die hier nicht unterstützt wird.',
    invalid_grant:
      'Diese Anmeldung ist abgelaufen oder wurde bereits verwendet. Kehren Sie zum Portal zurück und beginnen Sie erneut.',
    login_required: 'Sie müssen sich erneut anmelden. Kehren Sie zum Portal zurück und beginnen Sie erneut.',
    server_error: 'Beim Anmeldedienst ist ein Problem aufgetreten. Versuchen Sie es gleich noch einmal.',
  },

  errors: {
    wrongCredentials: 'Benutzername oder Passwort ist falsch.',
    accountDisabled: 'Dieses Konto ist deaktiviert. Bitten Sie einen Administrator, es zu aktivieren.',
    signInExpired: 'Dieser Anmeldelink ist abgelaufen. Bitte beginnen Sie von vorn.',
    tooManyRequests: (s) =>
      `Zu viele Anfragen. Versuchen Sie es in ${s === 1 ? 'einer Sekunde' : `${s} Sekunden`} erneut.`,
    linkGone: 'Dieser Link ist abgelaufen oder wurde bereits verwendet. Fordern Sie einen neuen an.',
    adminExists: 'Es gibt bereits einen Administrator: Melden Sie sich stattdessen an.',
    accountExists: 'Für diese E-Mail-Adresse gibt es bereits ein Konto. Melden Sie sich stattdessen an.',
    passwordTooShort: (n) => `Verwenden Sie mindestens ${n} Zeichen.`,
    passwordTooLong: (n) => `Verwenden Sie höchstens ${n} Zeichen.`,
    passwordCommon:
      'Dieses Passwort ist zu verbreitet: Es steht in Listen von Passwörtern aus Datenlecks. Wählen Sie ein anderes.',
    passwordPersonal: 'Verwenden Sie weder Ihren Namen noch Ihre E-Mail-Adresse in Ihrem Passwort.',
    passwordSiteName: 'Verwenden Sie nicht den Namen dieser Website in Ihrem Passwort.',
    emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein, etwa name@example.com.',
    signupDomain: (d) =>
      `Die Registrierung ist nur für Adressen unter ${d} offen. Bitten Sie einen Administrator um eine Einladung.`,
  },
};

const frHours = (h: number) => (h === 1 ? '1 heure' : `${h} heures`);
const frSeconds = (s: number) => (s <= 1 ? `${s} seconde` : `${s} secondes`);

const fr: PageTexts = {
  signInTitle: 'Connexion',
  signInHeading: (b) => `Se connecter à ${b}`,
  username: "Nom d'utilisateur ou e-mail",
  password: 'Mot de passe',
  signInButton: 'Se connecter',
  forgotLink: 'Mot de passe oublié ?',
  cancel: 'Annuler',
  signupPrompt: (link) => `Pas encore de compte ? ${link}`,
  signupLink: 'Inscrivez-vous avec votre e-mail professionnel',
  demoHeading: 'Ceci est une démo',
  demoIntro: (pw) =>
    `Tout le monde peut se connecter avec ces comptes de démonstration ; ne saisissez pas de données réelles. Mot de passe de chacun : ${pw}`,

  signOutTitle: 'Déconnexion',
  signOutHeading: (b) => `Se déconnecter de ${b}`,
  signOutButton: 'Se déconnecter',
  signingOut: 'Déconnexion en cours…',
  signOutAsk: 'Voulez-vous vous déconnecter ?',
  signedOutTitle: 'Déconnecté',
  signedOutHeading: 'Vous êtes déconnecté',
  backTo: (b) => `Retour à ${b}`,
  goTo: (b) => `Aller à ${b}`,

  errorTitle: 'Erreur de connexion',
  errorHeading: "Une erreur s'est produite",
  errorFallback: "La requête n'a pas pu aboutir.",
  errorCode: (code) => `Code d'erreur : ${code}`,

  email: 'E-mail',
  emailIs: (e) => `E-mail : ${e}`,
  yourName: 'Votre nom',
  optional: '(facultatif)',
  newPassword: 'Nouveau mot de passe',
  passwordHint: (n) =>
    `Au moins ${n} caractères. Le mieux est une longue phrase dont vous vous souvenez ; les mots de passe courants ou divulgués sont refusés.`,
  savePassword: 'Enregistrer le mot de passe',
  link: {
    setup: {
      heading: 'Créer le premier administrateur',
      intro:
        'Vous configurez ce portail. Le compte que vous créez administre les personnes et a le rôle de fournisseur.',
    },
    invite: {
      heading: 'Bienvenue : choisissez votre mot de passe',
      intro: 'Vous avez été invité sur le portail des développeurs.',
    },
    reset: {
      heading: 'Choisir un nouveau mot de passe',
      intro: 'Votre ancien mot de passe ne fonctionne plus dès que vous en enregistrez un nouveau.',
    },
    signup: { heading: 'Choisissez votre mot de passe', intro: 'Votre adresse e-mail est confirmée.' },
  },
  linkExpiredTitle: 'Lien expiré',
  passwordSavedTitle: 'Mot de passe enregistré',
  passwordSaved:
    'Votre mot de passe est enregistré. Connectez-vous avec votre adresse e-mail et ce mot de passe.',

  checkEmail: 'Consultez vos e-mails',
  signUpTitle: 'Inscription',
  signUpHeading: (b) => `S'inscrire à ${b}`,
  signUpIntro: (d) => `Ouvert aux adresses de ${d}. Nous envoyons un lien pour confirmer votre adresse.`,
  workEmail: 'E-mail professionnel',
  sendLink: 'Envoyer le lien',
  signupSent: (e, h) =>
    `Si cette adresse peut s'inscrire, un lien pour la confirmer et choisir votre mot de passe est en route vers ${e}. Il fonctionne une seule fois, pendant ${frHours(h)}.`,
  signupClosedTitle: "L'inscription est fermée",
  signupClosed: 'Demandez une invitation à un administrateur.',

  forgotTitle: 'Mot de passe oublié',
  forgotHeading: 'Mot de passe oublié ?',
  forgotIntro:
    "Saisissez l'adresse e-mail avec laquelle vous vous connectez. Nous envoyons un lien pour choisir un nouveau mot de passe.",
  sendReset: 'Envoyer le lien de réinitialisation',
  forgotSent: (e, h) =>
    `Si ${e} correspond à un compte ici, un lien pour choisir un nouveau mot de passe est en route vers cette adresse. Le lien fonctionne une seule fois, pendant ${frHours(h)}.`,
  forgotNoMail:
    "Pas d'e-mail après quelques minutes ? Vérifiez l'adresse et votre dossier de spam, ou demandez à un administrateur.",

  tooManyAttempts: 'Trop de tentatives',
  waitSeconds: (s) => `Patientez ${frSeconds(s)} puis réessayez.`,

  consentTitle: "Autoriser l'accès",
  consentHeading: (c, b) => `Autoriser ${c} à utiliser ${b} en votre nom ?`,
  consentUnchecked: (b) =>
    `Cette application s'est enregistrée elle-même ; ${b} n'a pas vérifié son nom. Ne l'autorisez que si vous avez lancé cette connexion depuis elle.`,
  consentAccount: (a, h) => `Connecté en tant que ${a}. La réponse est envoyée à ${h}.`,
  consentPowersHeading: 'Elle pourra',
  consentNever: 'Elle ne voit jamais votre mot de passe ni vos clés API.',
  allow: 'Autoriser',
  deny: 'Refuser',
  scopePowers: {
    profile: "Connaître votre nom et votre nom d'utilisateur.",
    email: 'Connaître votre adresse e-mail.',
    offline_access: 'Rester connectée sans vous redemander, pendant 14 jours au plus.',
  },

  protocolErrors: {
    invalid_request: "La demande de connexion n'était pas valide. Revenez au portail et recommencez.",
    invalid_client: "L'application qui vous demande de vous connecter n'est pas connue ici.",
    invalid_redirect_uri: "L'application a demandé à revenir à une adresse qui n'est pas autorisée.",
    unauthorized_client: "Cette application n'est pas autorisée à se connecter de cette façon.",
    access_denied: "L'accès a été refusé.",
    invalid_scope: "L'application a demandé des autorisations qui ne sont pas accordées ici.",
    unsupported_response_type:
      "L'application a demandé un type de connexion qui n'est pas pris en charge ici.",
    invalid_grant: 'Cette connexion a expiré ou a déjà été utilisée. Revenez au portail et recommencez.',
    login_required: 'Vous devez vous reconnecter. Revenez au portail et recommencez.',
    server_error: 'Le service de connexion a rencontré un problème. Réessayez dans un instant.',
  },

  errors: {
    wrongCredentials: "Nom d'utilisateur ou mot de passe incorrect.",
    accountDisabled: 'Ce compte est désactivé. Demandez à un administrateur de le réactiver.',
    signInExpired: 'Ce lien de connexion a expiré. Veuillez recommencer.',
    tooManyRequests: (s) => `Trop de requêtes. Réessayez dans ${frSeconds(s)}.`,
    linkGone: 'Ce lien a expiré ou a déjà été utilisé. Demandez-en un nouveau.',
    adminExists: 'Un administrateur existe déjà : connectez-vous plutôt.',
    accountExists: 'Cette adresse e-mail a déjà un compte. Connectez-vous plutôt.',
    passwordTooShort: (n) => `Utilisez au moins ${n} caractères.`,
    passwordTooLong: (n) => `Utilisez au plus ${n} caractères.`,
    passwordCommon:
      'Ce mot de passe est trop courant : il figure dans des listes de mots de passe divulgués. Choisissez-en un autre.',
    passwordPersonal: "N'utilisez ni votre nom ni votre adresse e-mail dans votre mot de passe.",
    passwordSiteName: "N'utilisez pas le nom de ce site dans votre mot de passe.",
    emailInvalid: 'Saisissez une adresse e-mail valide, comme name@example.com.',
    signupDomain: (d) =>
      `L'inscription n'est ouverte qu'aux adresses de ${d}. Demandez une invitation à un administrateur.`,
  },
};

const esHours = (h: number) => (h === 1 ? '1 hora' : `${h} horas`);
const esSeconds = (s: number) => (s === 1 ? '1 segundo' : `${s} segundos`);

const es: PageTexts = {
  signInTitle: 'Iniciar sesión',
  signInHeading: (b) => `Iniciar sesión en ${b}`,
  username: 'Nombre de usuario o correo electrónico',
  password: 'Contraseña',
  signInButton: 'Iniciar sesión',
  forgotLink: '¿Olvidó su contraseña?',
  cancel: 'Cancelar',
  signupPrompt: (link) => `¿Aún no tiene cuenta? ${link}`,
  signupLink: 'Regístrese con su correo electrónico del trabajo',
  demoHeading: 'Esto es una demo',
  demoIntro: (pw) =>
    `Cualquiera puede iniciar sesión con estas cuentas de demostración; no introduzca datos reales. Contraseña de cada una: ${pw}`,

  signOutTitle: 'Cerrar sesión',
  signOutHeading: (b) => `Cerrar sesión en ${b}`,
  signOutButton: 'Cerrar sesión',
  signingOut: 'Cerrando su sesión…',
  signOutAsk: '¿Quiere cerrar la sesión?',
  signedOutTitle: 'Sesión cerrada',
  signedOutHeading: 'Ha cerrado la sesión',
  backTo: (b) => `Volver a ${b}`,
  goTo: (b) => `Ir a ${b}`,

  errorTitle: 'Error al iniciar sesión',
  errorHeading: 'Algo salió mal',
  errorFallback: 'No se pudo completar la solicitud.',
  errorCode: (code) => `Código de error: ${code}`,

  email: 'Correo electrónico',
  emailIs: (e) => `Correo electrónico: ${e}`,
  yourName: 'Su nombre',
  optional: '(opcional)',
  newPassword: 'Nueva contraseña',
  passwordHint: (n) =>
    `Al menos ${n} caracteres. Lo mejor es una frase larga que pueda recordar; se rechazan las contraseñas comunes o filtradas.`,
  savePassword: 'Guardar contraseña',
  link: {
    setup: {
      heading: 'Crear el primer administrador',
      intro:
        'Está configurando este portal. La cuenta que cree administra las personas y tiene el rol de proveedor.',
    },
    invite: {
      heading: 'Bienvenido: elija su contraseña',
      intro: 'Le han invitado al portal para desarrolladores.',
    },
    reset: {
      heading: 'Elija una nueva contraseña',
      intro: 'Su contraseña anterior deja de funcionar en cuanto guarde una nueva.',
    },
    signup: { heading: 'Elija su contraseña', intro: 'Su dirección de correo electrónico está confirmada.' },
  },
  linkExpiredTitle: 'Enlace caducado',
  passwordSavedTitle: 'Contraseña guardada',
  passwordSaved:
    'Su contraseña está guardada. Inicie sesión con su dirección de correo electrónico y esta contraseña.',

  checkEmail: 'Revise su correo electrónico',
  signUpTitle: 'Registrarse',
  signUpHeading: (b) => `Registrarse en ${b}`,
  signUpIntro: (d) => `Abierto a direcciones de ${d}. Le enviamos un enlace para confirmar su dirección.`,
  workEmail: 'Correo electrónico del trabajo',
  sendLink: 'Enviar el enlace',
  signupSent: (e, h) =>
    `Si la dirección puede registrarse, va de camino a ${e} un enlace para confirmarla y elegir su contraseña. Funciona una sola vez, durante ${esHours(h)}.`,
  signupClosedTitle: 'El registro está cerrado',
  signupClosed: 'Pida una invitación a un administrador.',

  forgotTitle: 'Contraseña olvidada',
  forgotHeading: '¿Olvidó su contraseña?',
  forgotIntro:
    'Introduzca la dirección de correo electrónico con la que inicia sesión. Le enviamos un enlace para elegir una nueva contraseña.',
  sendReset: 'Enviar el enlace de restablecimiento',
  forgotSent: (e, h) =>
    `Si ${e} pertenece a una cuenta de aquí, va de camino a esa dirección un enlace para elegir una nueva contraseña. El enlace funciona una sola vez, durante ${esHours(h)}.`,
  forgotNoMail:
    '¿No llega ningún correo tras unos minutos? Compruebe la dirección y su carpeta de spam, o pregunte a un administrador.',

  tooManyAttempts: 'Demasiados intentos',
  waitSeconds: (s) => `Espere ${esSeconds(s)} y vuelva a intentarlo.`,

  consentTitle: 'Permitir el acceso',
  consentHeading: (c, b) => `¿Permitir que ${c} use ${b} en su nombre?`,
  consentUnchecked: (b) =>
    `Esta aplicación se registró a sí misma; ${b} no ha comprobado su nombre. Permítala solo si inició este inicio de sesión desde ella.`,
  consentAccount: (a, h) => `Sesión iniciada como ${a}. La respuesta va a ${h}.`,
  consentPowersHeading: 'Podrá',
  consentNever: 'Nunca ve su contraseña ni sus claves de API.',
  allow: 'Permitir',
  deny: 'Denegar',
  scopePowers: {
    profile: 'Conocer su nombre y su nombre de usuario.',
    email: 'Conocer su dirección de correo electrónico.',
    offline_access: 'Seguir conectada sin volver a preguntarle, durante 14 días como máximo.',
  },

  protocolErrors: {
    invalid_request: 'La solicitud de inicio de sesión no era válida. Vuelva al portal y empiece de nuevo.',
    invalid_client: 'La aplicación que le pide iniciar sesión no se conoce aquí.',
    invalid_redirect_uri: 'La aplicación pidió volver a una dirección que no está permitida.',
    unauthorized_client: 'Esta aplicación no puede iniciar sesión de esta manera.',
    access_denied: 'Se denegó el acceso.',
    invalid_scope: 'La aplicación pidió permisos que aquí no se conceden.',
    unsupported_response_type: 'La aplicación pidió un tipo de inicio de sesión que aquí no se admite.',
    invalid_grant: 'Este inicio de sesión ha caducado o ya se usó. Vuelva al portal y empiece de nuevo.',
    login_required: 'Debe iniciar sesión de nuevo. Vuelva al portal y empiece de nuevo.',
    server_error: 'El servicio de inicio de sesión tuvo un problema. Inténtelo de nuevo en un momento.',
  },

  errors: {
    wrongCredentials: 'Nombre de usuario o contraseña incorrectos.',
    accountDisabled: 'Esta cuenta está desactivada. Pida a un administrador que la active.',
    signInExpired: 'Este enlace de inicio de sesión ha caducado. Vuelva a empezar.',
    tooManyRequests: (s) => `Demasiadas solicitudes. Vuelva a intentarlo en ${esSeconds(s)}.`,
    linkGone: 'Este enlace ha caducado o ya se usó. Pida uno nuevo.',
    adminExists: 'Ya existe un administrador: inicie sesión.',
    accountExists: 'Ya hay una cuenta con esta dirección de correo electrónico. Inicie sesión.',
    passwordTooShort: (n) => `Use al menos ${n} caracteres.`,
    passwordTooLong: (n) => `Use como máximo ${n} caracteres.`,
    passwordCommon:
      'Esta contraseña es demasiado común: aparece en listas de contraseñas filtradas. Elija otra.',
    passwordPersonal: 'No use su nombre ni su dirección de correo electrónico en la contraseña.',
    passwordSiteName: 'No use el nombre de este sitio en la contraseña.',
    emailInvalid: 'Introduzca una dirección de correo electrónico válida, como name@example.com.',
    signupDomain: (d) =>
      `El registro solo está abierto a direcciones de ${d}. Pida una invitación a un administrador.`,
  },
};

const ja: PageTexts = {
  signInTitle: 'サインイン',
  signInHeading: (b) => `${b} にサインイン`,
  username: 'ユーザー名またはメールアドレス',
  password: 'パスワード',
  signInButton: 'サインイン',
  forgotLink: 'パスワードをお忘れですか？',
  cancel: 'キャンセル',
  signupPrompt: (link) => `アカウントをお持ちでないですか？${link}`,
  signupLink: '仕事用のメールアドレスで登録',
  demoHeading: 'これはデモです',
  demoIntro: (pw) =>
    `誰でもこれらのデモアカウントでサインインできます。実際のデータは入力しないでください。各アカウントのパスワード: ${pw}`,

  signOutTitle: 'ログアウト',
  signOutHeading: (b) => `${b} からログアウト`,
  signOutButton: 'ログアウト',
  signingOut: 'ログアウトしています…',
  signOutAsk: 'ログアウトしますか？',
  signedOutTitle: 'ログアウトしました',
  signedOutHeading: 'ログアウトしました',
  backTo: (b) => `${b} に戻る`,
  goTo: (b) => `${b} へ移動`,

  errorTitle: 'サインインエラー',
  errorHeading: '問題が発生しました',
  errorFallback: 'リクエストを完了できませんでした。',
  errorCode: (code) => `エラーコード: ${code}`,

  email: 'メールアドレス',
  emailIs: (e) => `メールアドレス: ${e}`,
  yourName: 'お名前',
  optional: '（任意）',
  newPassword: '新しいパスワード',
  passwordHint: (n) =>
    `${n} 文字以上。覚えやすい長いフレーズが最適です。よく使われるパスワードや漏えいしたパスワードは使用できません。`,
  savePassword: 'パスワードを保存',
  link: {
    setup: {
      heading: '最初の管理者を作成',
      intro:
        'このポータルをセットアップしています。作成するアカウントはユーザーを管理し、プロバイダーのロールを持ちます。',
    },
    invite: {
      heading: 'ようこそ: パスワードを設定してください',
      intro: '開発者ポータルに招待されました。',
    },
    reset: {
      heading: '新しいパスワードを設定',
      intro: '新しいパスワードを保存すると、古いパスワードは使えなくなります。',
    },
    signup: { heading: 'パスワードを設定', intro: 'メールアドレスが確認されました。' },
  },
  linkExpiredTitle: 'リンクの有効期限切れ',
  passwordSavedTitle: 'パスワードを保存しました',
  passwordSaved: 'パスワードを保存しました。メールアドレスとこのパスワードでサインインしてください。',

  checkEmail: 'メールを確認してください',
  signUpTitle: '登録',
  signUpHeading: (b) => `${b} に登録`,
  signUpIntro: (d) => `${d} のアドレスで登録できます。アドレスを確認するためのリンクをお送りします。`,
  workEmail: '仕事用のメールアドレス',
  sendLink: 'リンクを送信',
  signupSent: (e, h) =>
    `このアドレスで登録できる場合は、アドレスを確認してパスワードを設定するためのリンクを ${e} に送信しています。リンクは ${h} 時間、1 回だけ使えます。`,
  signupClosedTitle: '登録は受け付けていません',
  signupClosed: '管理者に招待を依頼してください。',

  forgotTitle: 'パスワードを忘れた場合',
  forgotHeading: 'パスワードをお忘れですか？',
  forgotIntro:
    'サインインに使うメールアドレスを入力してください。新しいパスワードを設定するためのリンクをお送りします。',
  sendReset: 'リセット用のリンクを送信',
  forgotSent: (e, h) =>
    `${e} がここのアカウントのものであれば、新しいパスワードを設定するためのリンクをそのアドレスに送信しています。リンクは ${h} 時間、1 回だけ使えます。`,
  forgotNoMail:
    '数分たってもメールが届かない場合は、アドレスと迷惑メールフォルダーを確認するか、管理者にお問い合わせください。',

  tooManyAttempts: '試行回数が多すぎます',
  waitSeconds: (s) => `${s} 秒待ってから、もう一度お試しください。`,

  consentTitle: 'アクセスの許可',
  consentHeading: (c, b) => `${c} に、あなたとして ${b} を使うことを許可しますか？`,
  consentUnchecked: (b) =>
    `このアプリケーションは自身で登録したもので、${b} はその名前を確認していません。このサインインをこのアプリケーションから始めた場合にのみ許可してください。`,
  consentAccount: (a, h) => `${a} としてサインインしています。応答は ${h} に送られます。`,
  consentPowersHeading: 'このアプリケーションができること',
  consentNever: 'あなたのパスワードや API キーを見ることはありません。',
  allow: '許可',
  deny: '拒否',
  scopePowers: {
    profile: 'あなたの名前とユーザー名を知る。',
    email: 'あなたのメールアドレスを知る。',
    offline_access: '最長 14 日間、再確認なしで接続を維持する。',
  },

  protocolErrors: {
    invalid_request: 'サインインのリクエストが無効でした。ポータルに戻って、もう一度やり直してください。',
    invalid_client: 'サインインを求めているアプリケーションはここでは登録されていません。',
    invalid_redirect_uri: 'アプリケーションが許可されていないアドレスへの戻りを求めました。',
    unauthorized_client: 'このアプリケーションはこの方法でサインインできません。',
    access_denied: 'アクセスが拒否されました。',
    invalid_scope: 'アプリケーションがここでは付与されない権限を求めました。',
    unsupported_response_type: 'アプリケーションがここではサポートされていない種類のサインインを求めました。',
    invalid_grant:
      'このサインインは期限切れか、すでに使用されています。ポータルに戻って、もう一度やり直してください。',
    login_required: 'もう一度サインインする必要があります。ポータルに戻って、もう一度やり直してください。',
    server_error: 'サインインサービスで問題が発生しました。しばらくしてからもう一度お試しください。',
  },

  errors: {
    wrongCredentials: 'ユーザー名またはパスワードが正しくありません。',
    accountDisabled: 'このアカウントは無効になっています。有効にするよう管理者に依頼してください。',
    signInExpired: 'このサインインリンクは有効期限が切れています。最初からやり直してください。',
    tooManyRequests: (s) => `リクエストが多すぎます。${s} 秒後にもう一度お試しください。`,
    linkGone: 'このリンクは有効期限が切れているか、すでに使用されています。新しいリンクを依頼してください。',
    adminExists: '管理者はすでに存在します。代わりにサインインしてください。',
    accountExists: 'このメールアドレスのアカウントはすでに存在します。代わりにサインインしてください。',
    passwordTooShort: (n) => `${n} 文字以上にしてください。`,
    passwordTooLong: (n) => `${n} 文字以内にしてください。`,
    passwordCommon:
      'このパスワードはよく使われすぎています。漏えいしたパスワードの一覧に含まれています。別のパスワードを選んでください。',
    passwordPersonal: 'パスワードに名前やメールアドレスを使わないでください。',
    passwordSiteName: 'パスワードにこのサイトの名前を使わないでください。',
    emailInvalid: '有効なメールアドレスを入力してください（例: name@example.com）。',
    signupDomain: (d) => `登録できるのは ${d} のアドレスだけです。管理者に招待を依頼してください。`,
  },
};

const arHours = (h: number) =>
  plural('ar', h, { one: 'ساعة واحدة', two: 'ساعتين', few: '# ساعات', many: '# ساعة', other: '# ساعة' });
const arSeconds = (s: number) =>
  plural('ar', s, { one: 'ثانية واحدة', two: 'ثانيتين', few: '# ثوانٍ', many: '# ثانية', other: '# ثانية' });

const ar: PageTexts = {
  signInTitle: 'تسجيل الدخول',
  signInHeading: (b) => `تسجيل الدخول إلى ${b}`,
  username: 'اسم المستخدم أو البريد الإلكتروني',
  password: 'كلمة المرور',
  signInButton: 'تسجيل الدخول',
  forgotLink: 'هل نسيت كلمة المرور؟',
  cancel: 'إلغاء',
  signupPrompt: (link) => `ليس لديك حساب بعد؟ ${link}`,
  signupLink: 'سجّل ببريد العمل الإلكتروني',
  demoHeading: 'هذا عرض تجريبي',
  demoIntro: (pw) =>
    `يمكن لأي شخص تسجيل الدخول بهذه الحسابات التجريبية؛ لا تُدخل بيانات حقيقية. كلمة المرور لكل حساب: ${pw}`,

  signOutTitle: 'تسجيل الخروج',
  signOutHeading: (b) => `تسجيل الخروج من ${b}`,
  signOutButton: 'تسجيل الخروج',
  signingOut: 'جارٍ تسجيل خروجك…',
  signOutAsk: 'هل تريد تسجيل الخروج؟',
  signedOutTitle: 'تم تسجيل الخروج',
  signedOutHeading: 'لقد سجّلت الخروج',
  backTo: (b) => `العودة إلى ${b}`,
  goTo: (b) => `الانتقال إلى ${b}`,

  errorTitle: 'خطأ في تسجيل الدخول',
  errorHeading: 'حدث خطأ ما',
  errorFallback: 'تعذّر إكمال الطلب.',
  errorCode: (code) => `رمز الخطأ: ${code}`,

  email: 'البريد الإلكتروني',
  emailIs: (e) => `البريد الإلكتروني: ${e}`,
  yourName: 'اسمك',
  optional: '(اختياري)',
  newPassword: 'كلمة المرور الجديدة',
  passwordHint: (n) =>
    `${n} حرفًا على الأقل. الأفضل عبارة طويلة تتذكرها؛ تُرفض كلمات المرور الشائعة أو المسرّبة.`,
  savePassword: 'حفظ كلمة المرور',
  link: {
    setup: {
      heading: 'إنشاء أول مسؤول',
      intro: 'أنت تُعدّ هذه البوابة. الحساب الذي تنشئه يدير الأشخاص ولديه دور المزوّد.',
    },
    invite: { heading: 'مرحبًا: اختر كلمة المرور', intro: 'تمت دعوتك إلى بوابة المطورين.' },
    reset: {
      heading: 'اختر كلمة مرور جديدة',
      intro: 'تتوقف كلمة المرور القديمة عن العمل بمجرد حفظ كلمة مرور جديدة.',
    },
    signup: { heading: 'اختر كلمة المرور', intro: 'تم تأكيد عنوان بريدك الإلكتروني.' },
  },
  linkExpiredTitle: 'انتهت صلاحية الرابط',
  passwordSavedTitle: 'تم حفظ كلمة المرور',
  passwordSaved: 'تم حفظ كلمة المرور. سجّل الدخول بعنوان بريدك الإلكتروني وكلمة المرور هذه.',

  checkEmail: 'تحقق من بريدك الإلكتروني',
  signUpTitle: 'التسجيل',
  signUpHeading: (b) => `التسجيل في ${b}`,
  signUpIntro: (d) => `التسجيل متاح للعناوين في ${d}. نرسل رابطًا لتأكيد عنوانك.`,
  workEmail: 'بريد العمل الإلكتروني',
  sendLink: 'إرسال الرابط',
  signupSent: (e, h) =>
    `إذا كان بإمكان هذا العنوان التسجيل، فإن رابطًا لتأكيده واختيار كلمة المرور في طريقه إلى ${e}. يعمل مرة واحدة، لمدة ${arHours(h)}.`,
  signupClosedTitle: 'التسجيل مغلق',
  signupClosed: 'اطلب دعوة من أحد المسؤولين.',

  forgotTitle: 'نسيت كلمة المرور',
  forgotHeading: 'هل نسيت كلمة المرور؟',
  forgotIntro: 'أدخل عنوان البريد الإلكتروني الذي تسجّل الدخول به. نرسل رابطًا لاختيار كلمة مرور جديدة.',
  sendReset: 'إرسال رابط إعادة التعيين',
  forgotSent: (e, h) =>
    `إذا كان ${e} يخص حسابًا هنا، فإن رابطًا لاختيار كلمة مرور جديدة في طريقه إليه. يعمل الرابط مرة واحدة، لمدة ${arHours(h)}.`,
  forgotNoMail:
    'لم يصلك بريد بعد بضع دقائق؟ تحقق من العنوان ومن مجلد البريد العشوائي، أو اسأل أحد المسؤولين.',

  tooManyAttempts: 'محاولات كثيرة جدًا',
  waitSeconds: (s) => `انتظر ${arSeconds(s)} ثم حاول مرة أخرى.`,

  consentTitle: 'السماح بالوصول',
  consentHeading: (c, b) => `هل تسمح لـ ${c} باستخدام ${b} باسمك؟`,
  consentUnchecked: (b) =>
    `سجّل هذا التطبيق نفسه بنفسه؛ ولم يتحقق ${b} من اسمه. اسمح له فقط إذا بدأت تسجيل الدخول هذا منه.`,
  consentAccount: (a, h) => `مسجّل الدخول باسم ${a}. يُرسل الرد إلى ${h}.`,
  consentPowersHeading: 'سيتمكن من',
  consentNever: 'لا يرى أبدًا كلمة المرور أو مفاتيح API الخاصة بك.',
  allow: 'السماح',
  deny: 'الرفض',
  scopePowers: {
    profile: 'معرفة اسمك واسم المستخدم.',
    email: 'معرفة عنوان بريدك الإلكتروني.',
    offline_access: 'البقاء متصلًا دون سؤالك مرة أخرى، لمدة تصل إلى 14 يومًا.',
  },

  protocolErrors: {
    invalid_request: 'طلب تسجيل الدخول غير صالح. ارجع إلى البوابة وابدأ من جديد.',
    invalid_client: 'التطبيق الذي يطلب منك تسجيل الدخول غير معروف هنا.',
    invalid_redirect_uri: 'طلب التطبيق العودة إلى عنوان غير مسموح به.',
    unauthorized_client: 'لا يُسمح لهذا التطبيق بتسجيل الدخول بهذه الطريقة.',
    access_denied: 'تم رفض الوصول.',
    invalid_scope: 'طلب التطبيق صلاحيات لا تُمنح هنا.',
    unsupported_response_type: 'طلب التطبيق نوعًا من تسجيل الدخول غير مدعوم هنا.',
    invalid_grant: 'انتهت صلاحية تسجيل الدخول هذا أو سبق استخدامه. ارجع إلى البوابة وابدأ من جديد.',
    login_required: 'يلزمك تسجيل الدخول مرة أخرى. ارجع إلى البوابة وابدأ من جديد.',
    server_error: 'واجهت خدمة تسجيل الدخول مشكلة. حاول مرة أخرى بعد قليل.',
  },

  errors: {
    wrongCredentials: 'اسم المستخدم أو كلمة المرور غير صحيحة.',
    accountDisabled: 'هذا الحساب معطّل. اطلب من أحد المسؤولين تفعيله.',
    signInExpired: 'انتهت صلاحية رابط تسجيل الدخول هذا. يُرجى البدء من جديد.',
    tooManyRequests: (s) => `طلبات كثيرة جدًا. حاول مرة أخرى بعد ${arSeconds(s)}.`,
    linkGone: 'انتهت صلاحية هذا الرابط أو سبق استخدامه. اطلب رابطًا جديدًا.',
    adminExists: 'يوجد مسؤول بالفعل: سجّل الدخول بدلًا من ذلك.',
    accountExists: 'يوجد حساب بعنوان البريد الإلكتروني هذا بالفعل. سجّل الدخول بدلًا من ذلك.',
    passwordTooShort: (n) => `استخدم ${n} حرفًا على الأقل.`,
    passwordTooLong: (n) => `استخدم ${n} حرفًا على الأكثر.`,
    passwordCommon: 'كلمة المرور هذه شائعة جدًا: فهي تظهر في قوائم كلمات المرور المسرّبة. اختر غيرها.',
    passwordPersonal: 'لا تستخدم اسمك أو عنوان بريدك الإلكتروني في كلمة المرور.',
    passwordSiteName: 'لا تستخدم اسم هذا الموقع في كلمة المرور.',
    emailInvalid: 'أدخل عنوان بريد إلكتروني صالحًا، مثل name@example.com.',
    signupDomain: (d) => `التسجيل متاح فقط للعناوين في ${d}. اطلب دعوة من أحد المسؤولين.`,
  },
};

export const PAGE_TEXTS: Record<ServerLanguage, PageTexts> = { en, de, fr, es, ja, ar };

export const pageTexts = (lang: ServerLanguage): PageTexts => PAGE_TEXTS[lang];

/**
 * The first language of an OIDC `ui_locales` (space-separated tags in order of preference) we
 * have texts in, or null. The SPA sends the language its user chose.
 */
export function askedLanguage(uiLocales: unknown): ServerLanguage | null {
  if (typeof uiLocales !== 'string') return null;
  for (const tag of uiLocales.slice(0, 200).split(/\s+/)) {
    const lang = supportedLanguage(tag);
    if (lang) return lang;
  }
  return null;
}

/** The language of a page (issue 31): the asked one (`ui_locales`), else the browser's, else English. */
export function pageLanguage(
  uiLocales: unknown,
  acceptLanguage: string | string[] | undefined,
): ServerLanguage {
  return askedLanguage(uiLocales) ?? acceptedLanguage(acceptLanguage) ?? 'en';
}

/**
 * The English texts other modules hand these pages (refused passwords and addresses, used-up
 * links, the rate limiter's answer), matched to this catalogue's entries.
 */
const FOREIGN: Array<[RegExp, (t: PageTexts['errors'], m: RegExpExecArray) => string]> = [
  [/^Too many requests\. Try again in (\d+) seconds?\.$/, (t, m) => t.tooManyRequests(Number(m[1]))],
  [/^Use at least (\d+) characters\.$/, (t, m) => t.passwordTooShort(Number(m[1]))],
  [/^Use at most (\d+) characters\.$/, (t, m) => t.passwordTooLong(Number(m[1]))],
  [
    /^Sign-up is open only to addresses at (.+)\. Ask an administrator for an invitation\.$/s,
    (t, m) => t.signupDomain(m[1]),
  ],
];

/**
 * An error text shown on these pages, in the page's language: an English text of this catalogue
 * gets its translation, else the API's problem texts' (lib/i18n), else it stays English.
 */
export function localizePageError(english: string, lang: ServerLanguage): string {
  if (lang === 'en') return english;
  const t = PAGE_TEXTS[lang].errors;
  for (const [key, text] of Object.entries(en.errors))
    if (text === english) return t[key as keyof PageTexts['errors']] as string;
  for (const [pattern, translate] of FOREIGN) {
    const m = pattern.exec(english);
    if (m) return translate(t, m);
  }
  return localizeDetail(english, lang);
}

/**
 * What an agent may do (modules/mcp's sentences, in English) in the page's language; keyed by
 * the English sentence, so one the catalogue does not know yet stays English.
 */
const AGENT_POWERS: Record<string, Record<Exclude<ServerLanguage, 'en'>, string>> = {
  'Search the API catalogue and read API documentation, as you see them.': {
    de: 'Den API-Katalog durchsuchen und API-Dokumentation lesen, so wie Sie sie sehen.',
    fr: "Parcourir le catalogue d'API et lire la documentation des API, telles que vous les voyez.",
    es: 'Buscar en el catálogo de API y leer la documentación de las API, tal como usted las ve.',
    ja: 'あなたに見えるとおりに、API カタログを検索し、API ドキュメントを読む。',
    ar: 'البحث في كتالوج واجهات API وقراءة توثيقها، كما تراها أنت.',
  },
  'Try operations on the mock server, and call APIs for real with your approved API keys (the keys themselves are never shown to it).':
    {
      de: 'Operationen auf dem Mock-Server ausprobieren und APIs mit Ihren genehmigten API-Schlüsseln wirklich aufrufen (die Schlüssel selbst bekommt sie nie zu sehen).',
      fr: 'Essayer des opérations sur le serveur simulé et appeler réellement les API avec vos clés API approuvées (les clés elles-mêmes ne lui sont jamais montrées).',
      es: 'Probar operaciones en el servidor simulado y llamar a las API de verdad con sus claves de API aprobadas (nunca se le muestran las claves).',
      ja: 'モックサーバーで操作を試し、承認済みの API キーで実際に API を呼び出す (キーそのものが見えることはありません)。',
      ar: 'تجربة العمليات على الخادم التجريبي، واستدعاء واجهات API فعليًا بمفاتيح API المعتمدة لديك (لا تُعرض عليه المفاتيح نفسها أبدًا).',
    },
  'See your apps, masked keys and the status of your subscriptions.': {
    de: 'Ihre Apps, maskierten Schlüssel und den Status Ihrer Abonnements sehen.',
    fr: "Voir vos applications, vos clés masquées et l'état de vos abonnements.",
    es: 'Ver sus aplicaciones, sus claves enmascaradas y el estado de sus suscripciones.',
    ja: 'あなたのアプリ、マスクされたキー、サブスクリプションの状態を見る。',
    ar: 'رؤية تطبيقاتك ومفاتيحك المقنّعة وحالة اشتراكاتك.',
  },
  'Ask providers questions and request access in your name, each after you confirm it.': {
    de: 'In Ihrem Namen Anbietern Fragen stellen und Zugriff anfragen, jeweils nachdem Sie es bestätigt haben.',
    fr: "Poser des questions aux fournisseurs et demander l'accès en votre nom, chaque fois après votre confirmation.",
    es: 'Hacer preguntas a los proveedores y solicitar acceso en su nombre, cada vez después de que usted lo confirme.',
    ja: 'あなたの名前でプロバイダーに質問し、アクセスを申請する (いずれもあなたの確認後)。',
    ar: 'طرح الأسئلة على المزوّدين وطلب الوصول باسمك، كلٌّ منها بعد أن تؤكده.',
  },
  'Choose which catalogue items agents see, and read agent usage (as a provider).': {
    de: 'Auswählen, welche Katalogeinträge Agenten sehen, und die Nutzung durch Agenten lesen (als Anbieter).',
    fr: "Choisir les éléments du catalogue que voient les agents et consulter l'utilisation par les agents (en tant que fournisseur).",
    es: 'Elegir qué elementos del catálogo ven los agentes y consultar el uso de los agentes (como proveedor).',
    ja: 'エージェントに見せるカタログ項目を選び、エージェントの利用状況を読む (プロバイダーとして)。',
    ar: 'اختيار عناصر الكتالوج التي يراها الوكلاء، وقراءة استخدام الوكلاء (بصفتك مزوّدًا).',
  },
};

export function localizePower(english: string, lang: ServerLanguage): string {
  return lang === 'en' ? english : (AGENT_POWERS[english]?.[lang] ?? english);
}
