import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../test/smtp-test-server.ts';
import { type OutgoingEmail, smtpTransport, UncertainDeliveryError } from './transport.ts';

/** The hand-over against a real SMTP server: the terminating dot is written only after it resolves. */
describe('smtpTransport hand-over', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const mail = (n: string): OutgoingEmail => ({
    from: 'no-reply@portal.test',
    to: 'alice@mail.test',
    subject: `Subject ${n}`,
    // A line starting with a dot and a long body: dot-stuffing and chunking go through the hold.
    text: `Hello\n.\n.not the end\n${'x'.repeat(70_000)}`,
    html: '<p>Hello</p>',
    messageId: `<${n}@portal.test>`,
    unsubscribeUrl: 'https://portal.test/api/email/unsubscribe/t',
  });

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.counts.dataStarted = 0;
    smtp.counts.dataAborted = 0;
    smtp.setAnswer(() => 'accept');
  });

  it('hands over once DATA began and before the server has the message, then delivers it once', async () => {
    const t = smtpTransport(smtp.url, 2000);
    const seen: [number, number][] = [];
    await t.send(mail('a'), {
      handover: async () => {
        seen.push([smtp.counts.dataStarted, smtp.received.length]);
        await new Promise((r) => setTimeout(r, 200));
        // Held for as long as the hand-over takes: the server still waits for the dot.
        seen.push([smtp.counts.dataStarted, smtp.received.length]);
      },
    });
    expect(seen).toEqual([
      [1, 0],
      [1, 0],
    ]);
    expect(smtp.received.map((m) => m.messageId)).toEqual(['<a@portal.test>']);
    // The lone dot line did not end the message early: all of it arrived, up to the HTML part.
    expect(smtp.received[0].decoded).toMatch(/Hello\r\n\.\r\n\.not the end\r\n/);
    expect(smtp.received[0].decoded).toContain('x'.repeat(1000));
    expect(smtp.received[0].decoded).toContain('<p>Hello</p>');
    t.close();
  });

  it('abandons the transaction without the dot when the hand-over fails: the server discards it', async () => {
    const t = smtpTransport(smtp.url, 2000);
    const err = await t
      .send(mail('b'), {
        handover: async () => {
          throw new Error('database down');
        },
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(UncertainDeliveryError);
    expect((err as Error).message).toContain('database down');
    await expect.poll(() => smtp.counts.dataAborted).toBe(1);
    expect(smtp.counts.dataStarted).toBe(1);
    expect(smtp.received).toEqual([]);
    t.close();
  });

  it('does not hand over when the server refuses before DATA', async () => {
    const t = smtpTransport(smtp.url, 2000);
    let handedOver = false;
    const err = await t
      .send(
        { ...mail('c'), to: 'not an address' },
        {
          handover: async () => {
            handedOver = true;
          },
        },
      )
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(UncertainDeliveryError);
    expect(handedOver).toBe(false);
    expect(smtp.counts.dataStarted).toBe(0);
    t.close();
  });

  it('reports a 4xx or 5xx answer after the dot as a refusal, with its code', async () => {
    const t = smtpTransport(smtp.url, 2000);
    for (const code of [451, 554]) {
      smtp.setAnswer(() => ({ code, message: `refused ${code}` }));
      const err = (await t.send(mail(`d${code}`), { handover: async () => {} }).catch((e: unknown) => e)) as {
        responseCode?: number;
      };
      expect(err).not.toBeInstanceOf(UncertainDeliveryError);
      expect(err.responseCode).toBe(code);
    }
    expect(smtp.received).toEqual([]);
    t.close();
  });

  it('reports no answer after the dot as uncertain (the server may have accepted it)', async () => {
    const t = smtpTransport(smtp.url, 500);
    smtp.setAnswer(() => 'silent');
    const err = await t.send(mail('e'), { handover: async () => {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UncertainDeliveryError);
    expect((err as Error).message).toMatch(/no answer after the message was handed over/);
    t.close();
  });

  it('the SMTP server survives a client killed mid-DATA (connection reset) and discards its message', async () => {
    // Regression (crash bench): an ECONNRESET from a killed server process was an unhandled 'error'.
    const socket = net.connect(smtp.port, '127.0.0.1');
    let said = '';
    socket.on('data', (c: Buffer) => {
      said += c.toString();
    });
    const waitFor = (re: RegExp) => expect.poll(() => re.test(said)).toBe(true);
    await waitFor(/^220 /m);
    socket.write('EHLO killed\r\nMAIL FROM:<a@portal.test>\r\nRCPT TO:<b@mail.test>\r\nDATA\r\n');
    await waitFor(/^354 /m);
    socket.write('Subject: half\r\n\r\nhalf a message');
    await expect.poll(() => smtp.counts.dataStarted).toBe(1);
    await new Promise((r) => setTimeout(r, 100));
    socket.resetAndDestroy();
    await expect.poll(() => smtp.counts.dataAborted).toBe(1);
    await expect.poll(() => smtp.counts.connectionErrors).toBeGreaterThan(0);
    const t = smtpTransport(smtp.url, 2000);
    await t.send(mail('after-reset'));
    expect(smtp.received.map((m) => m.messageId)).toEqual(['<after-reset@portal.test>']);
    t.close();
  });

  it('without hooks, sends as before', async () => {
    const t = smtpTransport(smtp.url, 2000);
    await t.send(mail('f'));
    expect(smtp.received.map((m) => m.messageId)).toEqual(['<f@portal.test>']);
    t.close();
  });
});

/** A mail server offering STARTTLS with a self-signed certificate, as company servers often do. */
describe('smtpTransport STARTTLS with a self-signed certificate', () => {
  const fixture = (name: string) =>
    fs.readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url), 'utf8');
  const cert = fixture('smtp-self-signed.crt');
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const mail: OutgoingEmail = {
    from: 'no-reply@portal.test',
    to: 'alice@mail.test',
    subject: 'Over TLS',
    text: 'Hello',
    html: '<p>Hello</p>',
    messageId: '<tls@portal.test>',
    unsubscribeUrl: 'https://portal.test/api/email/unsubscribe/t',
  };
  beforeAll(async () => {
    smtp = await startSmtpServer({ starttls: { key: fixture('smtp-self-signed.key'), cert } });
  });
  afterAll(() => smtp.close());

  it('refuses the certificate by default (no message is sent in clear text either)', async () => {
    const t = smtpTransport(smtp.url, 2000);
    await expect(t.send(mail)).rejects.toThrow(/self[- ]signed/i);
    t.close();
    expect(smtp.received).toHaveLength(0);
  });

  it('delivers over STARTTLS when SMTP_TLS_CA names the certificate', async () => {
    const t = smtpTransport(smtp.url, 2000, { ca: cert });
    await t.send(mail);
    t.close();
    expect(smtp.received.map((m) => [m.subject, m.secure])).toEqual([['Over TLS', true]]);
  });

  it('delivers over STARTTLS with SMTP_TLS_REJECT_UNAUTHORIZED=false', async () => {
    smtp.received.length = 0;
    const t = smtpTransport(smtp.url, 2000, { rejectUnauthorized: false });
    await t.send(mail);
    t.close();
    expect(smtp.received.map((m) => [m.subject, m.secure])).toEqual([['Over TLS', true]]);
  });
});
