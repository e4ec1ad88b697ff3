import fs from 'node:fs';
import type { App } from '../../app.ts';
import { logTransport, smtpTransport } from './transport.ts';
import { EmailWorker } from './worker.ts';

/** The outbox worker of this instance: SMTP when SMTP_URL is set, else the logging default. */
export function startEmailWorker(app: App): EmailWorker {
  const { email, publicUrl } = app.config;
  const log = (msg: string, fields: Record<string, unknown>) => app.log.info(fields, msg);
  const transport = email.smtpUrl
    ? smtpTransport(email.smtpUrl, undefined, {
        ca: email.tlsCaFile ? fs.readFileSync(email.tlsCaFile, 'utf8') : undefined,
        rejectUnauthorized: email.tlsRejectUnauthorized,
      })
    : logTransport(log);
  const worker = new EmailWorker({
    db: app.db,
    transport,
    email,
    publicUrl,
    log: (msg, fields) => app.log.warn(fields, msg),
  });
  worker.start();
  return worker;
}
