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
}

/**
 * A real SMTP server in process (tests and e2e). `acceptUpTo` simulates an outage in the middle of a
 * batch: after that many messages it answers every further message with a 421 and drops the link.
 */
export async function startSmtpServer(opts: { port?: number; acceptUpTo?: number } = {}) {
  const received: ReceivedMail[] = [];
  let acceptUpTo = opts.acceptUpTo ?? Number.POSITIVE_INFINITY;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
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
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          decoded: raw
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
          messageId: header('Message-ID'),
          subject: header('Subject'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    setAcceptUpTo(n: number) {
      acceptUpTo = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
