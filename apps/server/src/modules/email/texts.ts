/**
 * The email texts per language (issue 31: emails in the recipient's language). A small server
 * catalogue: the web's Lingui catalogues are compiled into the SPA's chunks, and six short templates
 * do not justify a message runtime on the server. English is the default and the fallback.
 */
export const EMAIL_LANGUAGES = ['en', 'de', 'fr', 'es', 'ja', 'ar'] as const;
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];

export interface EmailTexts {
  updateSubject: (brand: string, item: string) => string;
  updateIntro: (item: string) => string;
  updateLink: string;
  replySubject: (brand: string, item: string) => string;
  replyIntro: (item: string) => string;
  replyLink: string;
  decisionSubject: (brand: string, item: string, decision: string) => string;
  decisionIntro: (item: string, decision: string) => string;
  decisionLink: string;
  statusSubject: (brand: string, item: string, status: string, key: string) => string;
  statusIntro: (item: string, status: string, key: string) => string;
  statusLink: string;
  footer: (brand: string) => string;
  unsubscribe: string;
  /** Decisions and statuses as the sentence needs them; other words are shown as sent. */
  words: Record<string, string>;
}

const en: EmailTexts = {
  updateSubject: (b, i) => `${b}: provider update on ${i}`,
  updateIntro: (i) => `The provider of ${i}, which you watch, posted an update:`,
  updateLink: 'View the provider updates',
  replySubject: (b, i) => `${b}: new reply on ${i}`,
  replyIntro: (i) => `There is a new reply to your conversation about ${i}:`,
  replyLink: 'View the conversation',
  decisionSubject: (b, i, d) => `${b}: your access request for ${i} was ${d}`,
  decisionIntro: (i, d) => `Your request for access to ${i} was ${d}.`,
  decisionLink: 'View the item',
  statusSubject: (b, i, s, k) => `${b}: access to ${i} ${s} for key ${k}`,
  statusIntro: (i, s, k) => `The access of your key ${k} to ${i} is now ${s}.`,
  statusLink: 'Manage access',
  footer: (b) => `You receive this because of your notification email in ${b}.`,
  unsubscribe: 'Unsubscribe',
  words: {},
};

const de: EmailTexts = {
  updateSubject: (b, i) => `${b}: Anbieter-Update zu ${i}`,
  updateIntro: (i) => `Der Anbieter von ${i}, der API, der Sie folgen, hat ein Update veröffentlicht:`,
  updateLink: 'Anbieter-Updates ansehen',
  replySubject: (b, i) => `${b}: neue Antwort zu ${i}`,
  replyIntro: (i) => `Es gibt eine neue Antwort in Ihrer Unterhaltung zu ${i}:`,
  replyLink: 'Unterhaltung ansehen',
  decisionSubject: (b, i, d) => `${b}: Ihre Zugriffsanfrage für ${i} wurde ${d}`,
  decisionIntro: (i, d) => `Ihre Anfrage auf Zugriff auf ${i} wurde ${d}.`,
  decisionLink: 'API ansehen',
  statusSubject: (b, i, s, k) => `${b}: Zugriff auf ${i} für Schlüssel ${k}: ${s}`,
  statusIntro: (i, s, k) => `Der Zugriff Ihres Schlüssels ${k} auf ${i} ist jetzt ${s}.`,
  statusLink: 'Zugriff verwalten',
  footer: (b) => `Sie erhalten diese Nachricht wegen Ihrer Benachrichtigungs-E-Mail in ${b}.`,
  unsubscribe: 'Abmelden',
  words: {
    approved: 'genehmigt',
    denied: 'abgelehnt',
    rejected: 'abgelehnt',
    revoked: 'widerrufen',
    pending: 'ausstehend',
    decided: 'entschieden',
    changed: 'geändert',
  },
};

const fr: EmailTexts = {
  updateSubject: (b, i) => `${b} : actualité du fournisseur sur ${i}`,
  updateIntro: (i) => `Le fournisseur de ${i}, que vous suivez, a publié une actualité :`,
  updateLink: 'Voir les actualités du fournisseur',
  replySubject: (b, i) => `${b} : nouvelle réponse sur ${i}`,
  replyIntro: (i) => `Une nouvelle réponse a été publiée dans votre conversation sur ${i} :`,
  replyLink: 'Voir la conversation',
  decisionSubject: (b, i, d) => `${b} : votre demande d'accès à ${i} a été ${d}`,
  decisionIntro: (i, d) => `Votre demande d'accès à ${i} a été ${d}.`,
  decisionLink: "Voir l'API",
  statusSubject: (b, i, s, k) => `${b} : accès à ${i} ${s} pour la clé ${k}`,
  statusIntro: (i, s, k) => `L'accès de votre clé ${k} à ${i} est désormais ${s}.`,
  statusLink: "Gérer l'accès",
  footer: (b) => `Vous recevez ce message en raison de votre e-mail de notification dans ${b}.`,
  unsubscribe: 'Se désabonner',
  words: {
    approved: 'approuvé',
    denied: 'refusé',
    rejected: 'refusé',
    revoked: 'révoqué',
    pending: 'en attente',
    decided: 'traité',
    changed: 'modifié',
  },
};

const es: EmailTexts = {
  updateSubject: (b, i) => `${b}: novedad del proveedor sobre ${i}`,
  updateIntro: (i) => `El proveedor de ${i}, que usted sigue, ha publicado una novedad:`,
  updateLink: 'Ver las novedades del proveedor',
  replySubject: (b, i) => `${b}: nueva respuesta sobre ${i}`,
  replyIntro: (i) => `Hay una nueva respuesta en su conversación sobre ${i}:`,
  replyLink: 'Ver la conversación',
  decisionSubject: (b, i, d) => `${b}: su solicitud de acceso a ${i} ha sido ${d}`,
  decisionIntro: (i, d) => `Su solicitud de acceso a ${i} ha sido ${d}.`,
  decisionLink: 'Ver la API',
  statusSubject: (b, i, s, k) => `${b}: acceso a ${i} ${s} para la clave ${k}`,
  statusIntro: (i, s, k) => `El acceso de su clave ${k} a ${i} está ahora ${s}.`,
  statusLink: 'Gestionar el acceso',
  footer: (b) => `Recibe este mensaje por su correo electrónico de notificación en ${b}.`,
  unsubscribe: 'Cancelar la suscripción',
  words: {
    approved: 'aprobado',
    denied: 'denegado',
    rejected: 'rechazado',
    revoked: 'revocado',
    pending: 'pendiente',
    decided: 'resuelto',
    changed: 'modificado',
  },
};

const ja: EmailTexts = {
  updateSubject: (b, i) => `${b}: ${i} のプロバイダー更新情報`,
  updateIntro: (i) => `ウォッチしている ${i} のプロバイダーが更新情報を投稿しました:`,
  updateLink: 'プロバイダーの更新情報を見る',
  replySubject: (b, i) => `${b}: ${i} への新しい返信`,
  replyIntro: (i) => `${i} に関する会話に新しい返信があります:`,
  replyLink: '会話を見る',
  decisionSubject: (b, i, d) => `${b}: ${i} へのアクセス申請は${d}されました`,
  decisionIntro: (i, d) => `${i} へのアクセス申請は${d}されました。`,
  decisionLink: 'APIを見る',
  statusSubject: (b, i, s, k) => `${b}: キー ${k} の ${i} へのアクセス: ${s}`,
  statusIntro: (i, s, k) => `キー ${k} の ${i} へのアクセスは現在「${s}」です。`,
  statusLink: 'アクセスを管理',
  footer: (b) => `${b} の通知用メールアドレス宛てにお送りしています。`,
  unsubscribe: '配信停止',
  words: {
    approved: '承認',
    denied: '却下',
    rejected: '却下',
    revoked: '取り消し',
    pending: '保留中',
    decided: '決定',
    changed: '変更',
  },
};

const ar: EmailTexts = {
  updateSubject: (b, i) => `${b}: تحديث من المزوّد بشأن ${i}`,
  updateIntro: (i) => `نشر مزوّد ${i}، الذي تتابعه، تحديثًا:`,
  updateLink: 'عرض تحديثات المزوّد',
  replySubject: (b, i) => `${b}: رد جديد بشأن ${i}`,
  replyIntro: (i) => `هناك رد جديد في محادثتك بشأن ${i}:`,
  replyLink: 'عرض المحادثة',
  decisionSubject: (b, i, d) => `${b}: حالة طلب الوصول إلى ${i}: ${d}`,
  decisionIntro: (i, d) => `حالة طلبك للوصول إلى ${i}: ${d}.`,
  decisionLink: 'عرض واجهة API',
  statusSubject: (b, i, s, k) => `${b}: الوصول إلى ${i} للمفتاح ${k}: ${s}`,
  statusIntro: (i, s, k) => `حالة وصول مفتاحك ${k} إلى ${i} الآن: ${s}.`,
  statusLink: 'إدارة الوصول',
  footer: (b) => `تصلك هذه الرسالة بسبب بريد الإشعارات الخاص بك في ${b}.`,
  unsubscribe: 'إلغاء الاشتراك',
  words: {
    approved: 'تمت الموافقة',
    denied: 'مرفوض',
    rejected: 'مرفوض',
    revoked: 'ملغى',
    pending: 'قيد الانتظار',
    decided: 'تم البت فيه',
    changed: 'تم التغيير',
  },
};

const TEXTS: Record<EmailLanguage, EmailTexts> = { en, de, fr, es, ja, ar };

/** The texts of a stored language ("de", "de-AT" → German); anything else, or none, is English. */
export function emailTexts(language: unknown): EmailTexts & { lang: EmailLanguage; dir: 'ltr' | 'rtl' } {
  const code = typeof language === 'string' ? language.slice(0, 2).toLowerCase() : '';
  const lang = (EMAIL_LANGUAGES as readonly string[]).includes(code) ? (code as EmailLanguage) : 'en';
  return { ...TEXTS[lang], lang, dir: lang === 'ar' ? 'rtl' : 'ltr' };
}
