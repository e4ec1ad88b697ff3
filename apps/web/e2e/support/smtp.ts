import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string[];
  raw: string;
}

/** An SMTP server on the port the e2e main server mails to (E2E_SMTP_PORT, see global-setup.ts). */
export async function listenForMail() {
  const port = Number(process.env.E2E_SMTP_PORT);
  if (!port) throw new Error('E2E_SMTP_PORT is not set: run through playwright.config.ts');
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
