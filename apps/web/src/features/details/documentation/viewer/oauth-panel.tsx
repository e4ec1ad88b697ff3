import { useLingui } from '@lingui/react';
import { Alert, Button, Group, NativeSelect, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useOAuthToken } from '../api/get-oauth-token.ts';
import {
  authorizeUrl,
  createPkce,
  flowLabel,
  type HeldToken,
  heldToken,
  type OAuthScheme,
  readOAuthSession,
  redirectUri,
  type TryFlow,
  tokenUsable,
  waitForRedirect,
  writeOAuthSession,
} from './oauth.ts';

interface Props {
  itemId: string;
  version: string | null;
  scheme: OAuthScheme;
  /** The token now held for the scheme (null: none or expired). */
  onToken: (token: HeldToken | null) => void;
}

/**
 * One OAuth 2 scheme of the operation: the consumer's own client (id and secret), the flow, the
 * scopes, and "Get token". Client credentials ask the token URL at once; authorization code opens
 * the authorization server in a popup (PKCE, state checked), then exchanges the code.
 */
export function OAuthPanel({ itemId, version, scheme, onToken }: Props) {
  const { _ } = useLingui();
  const [session] = useState(() => readOAuthSession(itemId, scheme.name));
  const [clientId, setClientId] = useState(session.clientId);
  const [clientSecret, setClientSecret] = useState(session.clientSecret);
  const [flow, setFlow] = useState<TryFlow>(scheme.flows[0].flow);
  const chosen = scheme.flows.find((f) => f.flow === flow) ?? scheme.flows[0];
  const [scopes, setScopes] = useState(chosen.scopes.join(' '));
  const [token, setToken] = useState<HeldToken | null>(tokenUsable(session.token) ? session.token : null);
  const [failure, setFailure] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const exchange = useOAuthToken(itemId, version);

  const keep = (next: HeldToken | null) => {
    setToken(next);
    onToken(next);
    writeOAuthSession(itemId, scheme.name, { clientId, clientSecret, token: next });
  };

  const getToken = async () => {
    setFailure(null);
    const scopeList = scopes.split(/\s+/).filter(Boolean);
    const base = {
      scheme: scheme.name,
      flow,
      clientId,
      scopes: scopeList,
      clientSecret: clientSecret || undefined,
    };
    try {
      if (flow === 'clientCredentials') {
        keep(heldToken(await exchange.mutateAsync(base)));
        return;
      }
      const { verifier, challenge } = await createPkce();
      const state = crypto.randomUUID();
      const url = authorizeUrl(chosen.authorizationUrl ?? '', {
        clientId,
        scopes: scopeList,
        state,
        challenge,
        redirectUri: redirectUri(),
      });
      // Listening before the popup opens: an authorization server that approves at once answers fast.
      const code = waitForRedirect(state);
      if (!window.open(url, 'storefront-oauth2', 'popup,width=520,height=680')) {
        throw new Error(_('docs.oauth.popupBlocked'));
      }
      setWaiting(true);
      keep(heldToken(await exchange.mutateAsync({ ...base, code: await code, codeVerifier: verifier })));
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setWaiting(false);
    }
  };

  const secs = token?.expiresAt ? Math.max(0, Math.round((token.expiresAt - Date.now()) / 1000)) : null;
  const title = _('docs.oauth.title', { name: scheme.name });
  return (
    <Stack gap="xs" className="docs-oauth" role="group" aria-label={title}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Text size="xs" c="dimmed">
        {_('docs.oauth.intro')}
        {scheme.flows.some((f) => f.flow === 'authorizationCode')
          ? ` ${_('docs.oauth.redirect', { uri: redirectUri() })}`
          : ''}
      </Text>
      {scheme.flows.length > 1 ? (
        <NativeSelect
          label={_('docs.oauth.flow')}
          value={flow}
          onChange={(e) => {
            const next = e.currentTarget.value as TryFlow;
            setFlow(next);
            setScopes((scheme.flows.find((f) => f.flow === next)?.scopes ?? []).join(' '));
          }}
          data={scheme.flows.map((f) => ({ value: f.flow, label: flowLabel(f.flow) }))}
        />
      ) : (
        <Text size="sm">{_('docs.oauth.flowIs', { flow: flowLabel(flow) })}</Text>
      )}
      <TextInput
        label={_('docs.oauth.clientId')}
        value={clientId}
        onChange={(e) => setClientId(e.currentTarget.value)}
        autoComplete="off"
      />
      <PasswordInput
        label={_(flow === 'authorizationCode' ? 'docs.oauth.secretPublic' : 'docs.oauth.secret')}
        value={clientSecret}
        onChange={(e) => setClientSecret(e.currentTarget.value)}
        autoComplete="off"
      />
      <TextInput
        label={_('docs.oauth.scopes')}
        value={scopes}
        onChange={(e) => setScopes(e.currentTarget.value)}
      />
      <Group>
        <Button
          variant="light"
          onClick={() => void getToken()}
          loading={exchange.isPending || waiting}
          disabled={!clientId.trim()}
        >
          {_('docs.oauth.get')}
        </Button>
        {token ? (
          <Button variant="subtle" onClick={() => keep(null)}>
            {_('docs.oauth.forget')}
          </Button>
        ) : null}
      </Group>
      <Text size="sm" role="status" data-testid={`oauth-status-${scheme.name}`}>
        {token
          ? secs !== null
            ? _('docs.oauth.receivedFor', { secs: String(secs) })
            : _('docs.oauth.received')
          : _('docs.oauth.none')}
      </Text>
      {failure ? (
        <Alert color="red" title={_('docs.oauth.failed')}>
          {failure}
        </Alert>
      ) : null}
    </Stack>
  );
}
