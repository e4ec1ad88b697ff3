import fs from 'node:fs';
import { STATE_FILE } from './global-setup.ts';
import { type StartedServer, stopServer } from './servers.ts';

export default async function globalTeardown() {
  if (!fs.existsSync(STATE_FILE)) return;
  const servers = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as StartedServer[];
  await Promise.all(servers.map(stopServer));
  fs.rmSync(STATE_FILE, { force: true });
}
