import { describe, expect, it } from 'vitest';
import { linkLasts, renderAccountMail } from './account-mail.ts';

const values = {
  publicUrl: 'https://portal.test',
  url: 'https://portal.test/oidc/account/link?token=abc',
  email: 'carol@corp.test',
  brandName: 'Acme <Dev>',
};

describe('account emails (issue 31)', () => {
  it('keeps the English texts these mails always had', () => {
    const invite = renderAccountMail('invite', null, { ...values, hours: 168 });
    expect(invite.subject).toBe('You are invited to the developer portal');
    expect(invite.text).toBe(
      'You have been invited to the developer portal at https://portal.test/store/.\n\nChoose your password here (the link works once, for 7 days):\nhttps://portal.test/oidc/account/link?token=abc\n\nYou sign in with this email address, carol@corp.test.\n',
    );
    const reset = renderAccountMail('reset', 'en', { ...values, hours: 1 });
    expect(reset.text).toContain('(the link works once, for 1 hour):');
    const confirm = renderAccountMail('notification-email', 'pt', { ...values, hours: 24 });
    expect(confirm.subject).toBe('Confirm your notification email for Acme <Dev>');
    expect(confirm.text).toBe(
      'Someone (we hope you) asked on https://portal.test/store/ for email notifications to go to this address.\n\nConfirm it here (the link works once, for 24 hours):\nhttps://portal.test/oidc/account/link?token=abc\n\nNo notification is sent to this address until it is confirmed. If it was not you, ignore this email.\n',
    );
    expect(confirm.html).toContain('<html lang="en" dir="ltr">');
    expect(confirm.html).toContain('<title>Confirm your notification email for Acme &#60;Dev&#62;</title>');
  });

  it('writes every kind in each language, with the link, in text and HTML', () => {
    for (const lang of ['de', 'fr', 'es', 'ja', 'ar']) {
      for (const kind of ['invite', 'reset', 'signup', 'notification-email'] as const) {
        const mail = renderAccountMail(kind, lang, { ...values, hours: 24 });
        const english = renderAccountMail(kind, 'en', { ...values, hours: 24 });
        expect(mail.subject).not.toBe(english.subject);
        expect(mail.text).toContain(`\n${values.url}\n`);
        expect(mail.html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
        expect(mail.html).toContain(`href="${values.url}"`);
        if (kind === 'invite' || kind === 'reset') expect(mail.text).toContain(values.email);
      }
    }
    const de = renderAccountMail('invite', 'de-AT', { ...values, hours: 168 });
    expect(de.subject).toBe('Sie sind zum Entwicklerportal eingeladen');
    expect(de.text).toMatch(/\(der Link funktioniert einmal, 7\sTage lang\):/);
    const ar = renderAccountMail('reset', 'ar', { ...values, hours: 1 });
    expect(ar.subject).toBe('إعادة تعيين كلمة مرور بوابة المطورين');
  });

  it('escapes values in the HTML part', () => {
    const mail = renderAccountMail('invite', 'fr', { ...values, email: 'x<b>@corp.test', hours: 24 });
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('x&#60;b&#62;@corp.test');
    const confirm = renderAccountMail('notification-email', 'fr', { ...values, hours: 24 });
    expect(confirm.subject).toBe('Confirmez votre e-mail de notification pour Acme <Dev>');
  });

  it('names how long a link works in the language', () => {
    expect(linkLasts(168, 'en')).toBe('7 days');
    expect(linkLasts(24, 'en')).toBe('24 hours');
    expect(linkLasts(1, 'fr')).toMatch(/^1\sheure$/);
    expect(linkLasts(168, 'es')).toMatch(/^7\sdías$/);
  });
});
