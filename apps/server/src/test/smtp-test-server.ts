import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** raw with quoted-printable soft breaks and escapes undone (good enough for assertions). */
  decoded: string;
  messageId: string;
  subject: string;
  /** The message came over TLS (STARTTLS). */
  secure: boolean;
}

/**
 * How the server answers a message it received in full (after the terminating dot): accept it (250),
 * refuse it with a code (4xx/5xx), or never answer (a link lost after the dot).
 */
export type DataAnswer = 'accept' | 'silent' | { code: number; message: string };

/**
 * A real SMTP server in process (tests and e2e). `acceptUpTo` simulates an outage in the middle of a
 * batch: after that many messages it answers every further message with a 421 and drops the link.
 * `answer` decides how each message received in full is answered. `dataStarted` counts the messages
 * whose DATA began (a message abandoned before its dot is counted there, never in `received`);
 * `connectionErrors` the links clients broke (a killed process resets them).
 */
export async function startSmtpServer(
  opts: {
    port?: number;
    acceptUpTo?: number;
    /** Recipients refused at RCPT TO with 550 (unknown mailbox). */
    unknownRecipients?: string[];
    /** Offer STARTTLS with this key and certificate (a self-signed one in tests). */
    starttls?: { key: string; cert: string };
  } = {},
) {
  const received: ReceivedMail[] = [];
  let acceptUpTo = opts.acceptUpTo ?? Number.POSITIVE_INFINITY;
  let answer: (n: number, messageId: string) => DataAnswer = () => 'accept';
  const counts = { dataStarted: 0, dataAborted: 0, connectionErrors: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: opts.starttls ? ['AUTH'] : ['STARTTLS', 'AUTH'],
    ...(opts.starttls ?? {}),
    logger: false,
    onRcptTo(address, _session, callback) {
      if (opts.unknownRecipients?.includes(address.address.toLowerCase()))
        return callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      const n = ++counts.dataStarted;
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('close', () => {
        if (!stream.readableEnded) counts.dataAborted++;
      });
      stream.on('end', () => {
        if (received.length >= acceptUpTo) {
          const err = Object.assign(new Error('Service not available (test outage)'), { responseCode: 421 });
          return callback(err);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = (name: string) =>
          raw
            .match(new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im'))?.[1]
            .replace(/\r?\n[ \t]/g, ' ')
            .trim() ?? '';
        const how = answer(n, header('Message-ID'));
        if (how === 'silent') return;
        if (how !== 'accept') {
          return callback(Object.assign(new Error(how.message), { responseCode: how.code }));
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          decoded: raw
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
          messageId: header('Message-ID'),
          subject: header('Subject'),
          secure: session.secure,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      // A client killed mid-session resets its connection (ECONNRESET): counted, never fatal.
      server.off('error', reject);
      server.on('error', () => counts.connectionErrors++);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    counts,
    setAcceptUpTo(n: number) {
      acceptUpTo = n;
    },
    /** How the n-th message (counting every DATA begun) is answered once received in full. */
    setAnswer(fn: (n: number, messageId: string) => DataAnswer) {
      answer = fn;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
