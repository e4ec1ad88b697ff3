import { describe, expect, it } from 'vitest';
import { renderEmail } from './templates.ts';

const ctx = {
  brandName: 'Acme <Portal>',
  publicUrl: 'https://p.test',
  unsubscribeUrl: 'https://p.test/u/tok',
};

describe('email templates', () => {
  it('renders a provider update as text and escaped HTML, with the brand and the unsubscribe link', () => {
    const m = renderEmail(
      'provider-update',
      { itemId: 'a b', itemName: 'Pay\r\nBcc: x', message: '<b>v2</b> & "more"' },
      ctx,
    );
    expect(m.subject).toBe('Acme <Portal>: provider update on Pay Bcc: x');
    expect(m.text).toContain('<b>v2</b> & "more"');
    expect(m.text).toContain(
      'View the provider updates: https://p.test/store/catalog/details/a%20b/provider-updates',
    );
    expect(m.text).toContain('Unsubscribe: https://p.test/u/tok');
    expect(m.html).toContain('&lt;b&gt;v2&lt;/b&gt; &amp; &quot;more&quot;');
    expect(m.html).toContain('<h1 style="font-size: 18px">Acme &lt;Portal&gt;</h1>');
    expect(m.html).toContain('<a href="https://p.test/u/tok">Unsubscribe</a>');
    expect(m.html).not.toContain('<b>v2</b>');
    expect(m.html).toContain('<title>Acme &lt;Portal&gt;: provider update on Pay Bcc: x</title>');
  });

  it('links a reply to its thread and an access decision to the access tab', () => {
    const reply = renderEmail(
      'reply',
      { itemId: 'x', itemName: 'X', convKey: 'c1', order: 3, message: 'Hi' },
      ctx,
    );
    expect(reply.subject).toBe('Acme <Portal>: new reply on X');
    expect(reply.text).toContain('https://p.test/store/catalog/details/x/contact-provider/c1/3');
    const decision = renderEmail(
      'access-decision',
      { itemId: 'x', itemName: 'X', decision: 'Approved', note: 'Go' },
      ctx,
    );
    expect(decision.subject).toBe('Acme <Portal>: your access request for X was approved');
    expect(decision.text).toContain('Go');
    expect(decision.text).toContain('https://p.test/store/catalog/details/x/get-api-access');
  });

  it('reads in light and dark: declares both schemes and gives the grey footer a dark twin', () => {
    const { html } = renderEmail('provider-update', { itemId: 'x', itemName: 'X', message: 'Hi' }, ctx);
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    const dark = /@media \(prefers-color-scheme: dark\) \{(.*)\}<\/style>/.exec(html)?.[1] ?? '';
    expect(dark).toContain('body { background: #1a1b1e; color: #e9ecef; }');
    expect(dark).toContain('.muted { color: #bbb !important; }');
    expect(html).toContain('<p class="muted" style="font-size: 12px; color: #555">');
  });
});
