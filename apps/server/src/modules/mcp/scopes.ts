/** Scopes an agent's token may carry for the MCP resource: the user's identity, and refresh. */
export const MCP_SCOPES = ['openid', 'profile', 'email', 'offline_access'];
