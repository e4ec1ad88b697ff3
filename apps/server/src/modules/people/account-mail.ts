import { type ServerLanguage, supportedLanguage, textDirection } from '../../lib/i18n/language.ts';

/**
 * The account emails (invitation, password reset, sign-up confirmation, notification-email
 * confirmation) in the six server languages (issue 31). English is the text these mails always had.
 * Each is plain text plus an HTML part with `lang`/`dir` set (right to left in Arabic).
 */
export type AccountMailKind = 'invite' | 'reset' | 'signup' | 'notification-email';

export interface AccountMailValues {
  /** The portal's address without /store/ (`https://portal.example`). */
  publicUrl: string;
  /** The one-time link. */
  url: string;
  /** How long the link works, in hours. */
  hours: number;
  /** The recipient's sign-in address (invite, reset). */
  email?: string;
  /** The brand name (notification-email). */
  brandName?: string;
}

interface Parts {
  subject: string;
  /** Paragraphs before the link; the last one ends with the link's lead-in. */
  before: string[];
  after: string[];
}

type Writer = (kind: AccountMailKind, v: AccountMailValues, lasts: string, store: string) => Parts;

const en: Writer = (kind, v, lasts, store) => {
  switch (kind) {
    case 'invite':
      return {
        subject: 'You are invited to the developer portal',
        before: [
          `You have been invited to the developer portal at ${store}.`,
          `Choose your password here (the link works once, for ${lasts}):`,
        ],
        after: [`You sign in with this email address, ${v.email}.`],
      };
    case 'reset':
      return {
        subject: 'Reset your developer portal password',
        before: [
          `A new password was asked for your account (${v.email}) on ${store}.`,
          `Choose a new password here (the link works once, for ${lasts}):`,
        ],
        after: ['If you did not expect this, ignore this email: your password stays as it is.'],
      };
    case 'signup':
      return {
        subject: 'Confirm your email for the developer portal',
        before: [
          `Someone (we hope you) signed up to the developer portal at ${store} with this address.`,
          `Confirm it and choose your password here (the link works once, for ${lasts}):`,
        ],
        after: ['If it was not you, ignore this email.'],
      };
    case 'notification-email':
      return {
        subject: `Confirm your notification email for ${v.brandName}`,
        before: [
          `Someone (we hope you) asked on ${store} for email notifications to go to this address.`,
          `Confirm it here (the link works once, for ${lasts}):`,
        ],
        after: [
          'No notification is sent to this address until it is confirmed. If it was not you, ignore this email.',
        ],
      };
  }
};

const de: Writer = (kind, v, lasts, store) => {
  switch (kind) {
    case 'invite':
      return {
        subject: 'Sie sind zum Entwicklerportal eingeladen',
        before: [
          `Sie wurden zum Entwicklerportal unter ${store} eingeladen.`,
          `Wählen Sie hier Ihr Passwort (der Link funktioniert einmal, ${lasts} lang):`,
        ],
        after: [`Sie melden sich mit dieser E-Mail-Adresse an: ${v.email}.`],
      };
    case 'reset':
      return {
        subject: 'Passwort für das Entwicklerportal zurücksetzen',
        before: [
          `Für Ihr Konto (${v.email}) auf ${store} wurde ein neues Passwort angefordert.`,
          `Wählen Sie hier ein neues Passwort (der Link funktioniert einmal, ${lasts} lang):`,
        ],
        after: [
          'Wenn Sie das nicht erwartet haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.',
        ],
      };
    case 'signup':
      return {
        subject: 'Bestätigen Sie Ihre E-Mail-Adresse für das Entwicklerportal',
        before: [
          `Jemand (hoffentlich Sie) hat sich mit dieser Adresse beim Entwicklerportal unter ${store} registriert.`,
          `Bestätigen Sie sie und wählen Sie hier Ihr Passwort (der Link funktioniert einmal, ${lasts} lang):`,
        ],
        after: ['Wenn Sie das nicht waren, ignorieren Sie diese E-Mail.'],
      };
    case 'notification-email':
      return {
        subject: `Bestätigen Sie Ihre Benachrichtigungs-E-Mail für ${v.brandName}`,
        before: [
          `Jemand (hoffentlich Sie) hat auf ${store} angefordert, dass E-Mail-Benachrichtigungen an diese Adresse gehen.`,
          `Bestätigen Sie sie hier (der Link funktioniert einmal, ${lasts} lang):`,
        ],
        after: [
          'Bis zur Bestätigung wird keine Benachrichtigung an diese Adresse gesendet. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail.',
        ],
      };
  }
};

const fr: Writer = (kind, v, lasts, store) => {
  switch (kind) {
    case 'invite':
      return {
        subject: 'Vous êtes invité sur le portail développeurs',
        before: [
          `Vous avez été invité sur le portail développeurs à l'adresse ${store}.`,
          `Choisissez votre mot de passe ici (le lien fonctionne une fois, pendant ${lasts}) :`,
        ],
        after: [`Vous vous connectez avec cette adresse e-mail : ${v.email}.`],
      };
    case 'reset':
      return {
        subject: 'Réinitialisez votre mot de passe du portail développeurs',
        before: [
          `Un nouveau mot de passe a été demandé pour votre compte (${v.email}) sur ${store}.`,
          `Choisissez un nouveau mot de passe ici (le lien fonctionne une fois, pendant ${lasts}) :`,
        ],
        after: ['Si vous ne vous y attendiez pas, ignorez cet e-mail : votre mot de passe reste inchangé.'],
      };
    case 'signup':
      return {
        subject: 'Confirmez votre e-mail pour le portail développeurs',
        before: [
          `Quelqu'un (vous, nous l'espérons) s'est inscrit sur le portail développeurs à l'adresse ${store} avec cette adresse e-mail.`,
          `Confirmez-la et choisissez votre mot de passe ici (le lien fonctionne une fois, pendant ${lasts}) :`,
        ],
        after: ["Si ce n'était pas vous, ignorez cet e-mail."],
      };
    case 'notification-email':
      return {
        subject: `Confirmez votre e-mail de notification pour ${v.brandName}`,
        before: [
          `Quelqu'un (vous, nous l'espérons) a demandé sur ${store} que les notifications par e-mail soient envoyées à cette adresse.`,
          `Confirmez-la ici (le lien fonctionne une fois, pendant ${lasts}) :`,
        ],
        after: [
          "Aucune notification n'est envoyée à cette adresse avant sa confirmation. Si ce n'était pas vous, ignorez cet e-mail.",
        ],
      };
  }
};

const es: Writer = (kind, v, lasts, store) => {
  switch (kind) {
    case 'invite':
      return {
        subject: 'Está invitado al portal para desarrolladores',
        before: [
          `Ha sido invitado al portal para desarrolladores en ${store}.`,
          `Elija su contraseña aquí (el enlace funciona una vez, durante ${lasts}):`,
        ],
        after: [`Inicia sesión con esta dirección de correo electrónico: ${v.email}.`],
      };
    case 'reset':
      return {
        subject: 'Restablezca su contraseña del portal para desarrolladores',
        before: [
          `Se ha solicitado una nueva contraseña para su cuenta (${v.email}) en ${store}.`,
          `Elija una nueva contraseña aquí (el enlace funciona una vez, durante ${lasts}):`,
        ],
        after: ['Si no lo esperaba, ignore este correo: su contraseña no cambia.'],
      };
    case 'signup':
      return {
        subject: 'Confirme su correo electrónico para el portal para desarrolladores',
        before: [
          `Alguien (esperamos que usted) se ha registrado en el portal para desarrolladores en ${store} con esta dirección.`,
          `Confírmela y elija su contraseña aquí (el enlace funciona una vez, durante ${lasts}):`,
        ],
        after: ['Si no fue usted, ignore este correo.'],
      };
    case 'notification-email':
      return {
        subject: `Confirme su correo electrónico de notificación para ${v.brandName}`,
        before: [
          `Alguien (esperamos que usted) ha pedido en ${store} que las notificaciones por correo electrónico lleguen a esta dirección.`,
          `Confírmela aquí (el enlace funciona una vez, durante ${lasts}):`,
        ],
        after: [
          'No se envía ninguna notificación a esta dirección hasta que se confirme. Si no fue usted, ignore este correo.',
        ],
      };
  }
};

const ja: Writer = (kind, v, lasts, store) => {
  switch (kind) {
    case 'invite':
      return {
        subject: '開発者ポータルへの招待',
        before: [
          `${store} の開発者ポータルに招待されました。`,
          `こちらでパスワードを設定してください(リンクは${lasts}以内に1回だけ使えます):`,
        ],
        after: [`サインインにはこのメールアドレス(${v.email})を使います。`],
      };
    case 'reset':
      return {
        subject: '開発者ポータルのパスワードの再設定',
        before: [
          `${store} のアカウント(${v.email})の新しいパスワードが要求されました。`,
          `こちらで新しいパスワードを設定してください(リンクは${lasts}以内に1回だけ使えます):`,
        ],
        after: ['心当たりがない場合は、このメールを無視してください。パスワードは変わりません。'],
      };
    case 'signup':
      return {
        subject: '開発者ポータルのメールアドレスの確認',
        before: [
          `このアドレスで ${store} の開発者ポータルへの登録がありました(ご本人によるものと思われます)。`,
          `こちらで確認し、パスワードを設定してください(リンクは${lasts}以内に1回だけ使えます):`,
        ],
        after: ['心当たりがない場合は、このメールを無視してください。'],
      };
    case 'notification-email':
      return {
        subject: `${v.brandName} の通知用メールアドレスの確認`,
        before: [
          `${store} で、メール通知をこのアドレスに送るよう依頼がありました(ご本人によるものと思われます)。`,
          `こちらで確認してください(リンクは${lasts}以内に1回だけ使えます):`,
        ],
        after: [
          '確認されるまで、このアドレスに通知は送信されません。心当たりがない場合は、このメールを無視してください。',
        ],
      };
  }
};

const ar: Writer = (kind, v, lasts, store) => {
  switch (kind) {
    case 'invite':
      return {
        subject: 'أنت مدعو إلى بوابة المطورين',
        before: [
          `تمت دعوتك إلى بوابة المطورين على ${store}.`,
          `اختر كلمة المرور من هنا (يعمل الرابط مرة واحدة، لمدة ${lasts}):`,
        ],
        after: [`تسجّل الدخول بعنوان البريد الإلكتروني هذا: ${v.email}.`],
      };
    case 'reset':
      return {
        subject: 'إعادة تعيين كلمة مرور بوابة المطورين',
        before: [
          `طُلبت كلمة مرور جديدة لحسابك (${v.email}) على ${store}.`,
          `اختر كلمة مرور جديدة من هنا (يعمل الرابط مرة واحدة، لمدة ${lasts}):`,
        ],
        after: ['إذا لم تكن تتوقع هذا، فتجاهل هذه الرسالة: تبقى كلمة المرور كما هي.'],
      };
    case 'signup':
      return {
        subject: 'أكّد بريدك الإلكتروني لبوابة المطورين',
        before: [
          `سجّل شخص ما (نأمل أن يكون أنت) في بوابة المطورين على ${store} بهذا العنوان.`,
          `أكّده واختر كلمة المرور من هنا (يعمل الرابط مرة واحدة، لمدة ${lasts}):`,
        ],
        after: ['إذا لم يكن ذلك أنت، فتجاهل هذه الرسالة.'],
      };
    case 'notification-email':
      return {
        subject: `أكّد بريد الإشعارات الخاص بك في ${v.brandName}`,
        before: [
          `طلب شخص ما (نأمل أن يكون أنت) على ${store} أن تُرسل إشعارات البريد الإلكتروني إلى هذا العنوان.`,
          `أكّده من هنا (يعمل الرابط مرة واحدة، لمدة ${lasts}):`,
        ],
        after: ['لا يُرسل أي إشعار إلى هذا العنوان حتى يتم تأكيده. إذا لم يكن ذلك أنت، فتجاهل هذه الرسالة.'],
      };
  }
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const WRITERS: Record<ServerLanguage, Writer> = { en, de, fr, es, ja, ar };

/** "7 days", "24 hours", "1 hour" in the language (Intl's unit names; English as these mails had it). */
export function linkLasts(hours: number, lang: ServerLanguage): string {
  const [value, unit] = hours > 24 && hours % 24 === 0 ? [hours / 24, 'day'] : [hours, 'hour'];
  return new Intl.NumberFormat(lang === 'en' ? 'en-US' : lang, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(value);
}

export interface AccountMail {
  subject: string;
  text: string;
  html: string;
}

/** One account email in the language (any unknown or missing one is English). */
export function renderAccountMail(
  kind: AccountMailKind,
  language: string | null | undefined,
  v: AccountMailValues,
): AccountMail {
  const lang = supportedLanguage(language) ?? 'en';
  const store = `${v.publicUrl}/store/`;
  const p = WRITERS[lang](kind, v, linkLasts(v.hours, lang), store);
  const text = [...p.before.slice(0, -1).map((s) => `${s}\n`), `${p.before.at(-1)}\n${v.url}\n`, ...p.after]
    .join('\n')
    .concat('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${lang}" dir="${textDirection(lang)}"><head><meta charset="utf-8"><title>${e(p.subject)}</title></head><body style="font-family: sans-serif; line-height: 1.5">
${p.before.map((s) => `<p>${e(s)}</p>`).join('\n')}
<p><a href="${e(v.url)}">${e(v.url)}</a></p>
${p.after.map((s) => `<p>${e(s)}</p>`).join('\n')}
</body></html>
`;
  return { subject: p.subject, text, html };
}
