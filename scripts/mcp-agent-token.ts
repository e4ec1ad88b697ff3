/**
 * Prints an MCP access token for a demo account of a running `npm start`, obtained the way an MCP
 * client obtains one: protected-resource metadata, dynamic registration, code + PKCE with the
 * resource, and the account signing in on the portal's sign-in page.
 * Usage: npx tsx scripts/mcp-agent-token.ts [user] [mcp-url]
 */
import { agentToken } from '../apps/server/src/test/mcp-agent.ts';

const [user = 'alice', url = `${process.env.PUBLIC_URL ?? 'http://localhost:8080'}/mcp`] =
  process.argv.slice(2);
process.stdout.write(`${await agentToken(url, user)}\n`);
