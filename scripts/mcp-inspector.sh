#!/usr/bin/env bash
# Connects the MCP Inspector's command line (a third-party MCP client) to a running `npm start`:
# signs a demo account in through the real OAuth flow, then lists the tools and calls a few.
# Usage: scripts/mcp-inspector.sh [user]      (PUBLIC_URL defaults to http://localhost:8080)
set -euo pipefail
cd "$(dirname "$0")/.."
BASE="${PUBLIC_URL:-http://localhost:8080}"
USER_NAME="${1:-alice}"
MCP="$BASE/mcp"
# The Inspector's CLI package (@modelcontextprotocol/inspector-cli, a devDependency): the same CLI as
# `npx @modelcontextprotocol/inspector --cli`, whose launcher package needs Node 22.
# It runs from scripts/: the CLI finds its own package.json through a path it tests against the
# working directory ("../package.json"), which must exist there.
inspect() {
  (cd scripts && npx --no-install mcp-inspector-cli --cli "$MCP" --transport http \
    --header "Authorization: Bearer $TOKEN" "$@"; echo) 2> >(grep -v -e 'inspector v1 is deprecated' -e 'Upgrade:' -e 'v1 receives security' -e '^$' >&2)
}

echo "# signing $USER_NAME in at $BASE (dynamic registration, code + PKCE, resource=$MCP)"
TOKEN="$(npx --no-install tsx scripts/mcp-agent-token.ts "$USER_NAME" "$MCP")"

echo "# tools/list"
inspect --method tools/list
echo "# tools/call search_catalog text=github"
inspect --method tools/call --tool-name search_catalog --tool-arg text=github --tool-arg limit=3
echo "# tools/call list_operations itemId=github limit=5"
inspect --method tools/call --tool-name list_operations --tool-arg itemId=github --tool-arg limit=5
echo "# tools/call describe_operation itemId=github operation=repos/get"
inspect --method tools/call --tool-name describe_operation --tool-arg itemId=github --tool-arg operation=repos/get
echo "# tools/call call_operation (mock) itemId=github operation=repos/get"
inspect --method tools/call --tool-name call_operation --tool-arg itemId=github --tool-arg operation=repos/get \
  --tool-arg 'pathParams={"owner":"octocat","repo":"hello-world"}' --tool-arg target=mock
