import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string[];
  raw: string;
}

/** An SMTP server on the port the e2e main server mails to (E2E_SMTP_PORT, see global-setup.ts). */
/**
 * `onlyTo`: accept only mail for these recipients and answer others with a temporary refusal, so the
 * server's outbox keeps them for the spec they belong to. The port is shared by specs: listening
 * waits (up to 60 s) while another spec holds it.
 */
export async function listenForMail(opts: { onlyTo?: (address: string) => boolean } = {}) {
  const port = Number(process.env.E2E_SMTP_PORT);
  if (!port) throw new Error('E2E_SMTP_PORT is not set: run through playwright.config.ts');
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (opts.onlyTo && !opts.onlyTo(address.address))
        return callback(Object.assign(new Error("Not this spec's mail, try later"), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  for (let waited = 0; ; waited += 500) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || waited > 60_000) throw err;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  return { mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The confirmation link mailed to a notification email typed on My Profile (issue 25), if it came. */
export function confirmLinkIn(mails: Mail[], address: string): string | undefined {
  const mail = mails.filter((m) => m.to.includes(address)).at(-1);
  return mail?.raw.match(/https?:\/\/[^\s]+\/api\/email\/confirm\/[\w%-]+/)?.[0];
}
