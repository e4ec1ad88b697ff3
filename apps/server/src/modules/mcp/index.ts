/** The mcp module's interface to other modules (they import nothing else of it). */
export { MCP_SCOPES } from './scopes.ts';
export { agentPowers } from './service.ts';
