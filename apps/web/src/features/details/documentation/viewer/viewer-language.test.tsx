import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { i18n } from '@lingui/core';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import german from '../../../../lib/i18n/locales/de.json';
import areaArabic from '../../../../lib/i18n/locales/docs/ar.json';
import areaGerman from '../../../../lib/i18n/locales/docs/de.json';
import areaEnglish from '../../../../lib/i18n/locales/docs/en.json';
import english from '../../../../lib/i18n/locales/en.json';
import { renderPage } from '../../../../test/render.tsx';
import { eventOperationDetail, indexAsyncApi, messageView } from './asyncapi-model.ts';
import EventDocs, { eventSchemeSummary } from './asyncapi-view.tsx';
import { placeOf } from './doc-route.ts';
import type { OperationDetail } from './model.ts';
import { codeFromRedirect, oauthTargets } from './oauth.ts';
import { OAuthPanel } from './oauth-panel.tsx';
import { SchemaTree } from './schema-tree.tsx';
import { schemaNode } from './schema-view.ts';
import { TryPanel } from './try-panel.tsx';
import { buildRequest } from './try-request.ts';

const use = (locale: string, messages: Record<string, string>) =>
  act(() => i18n.loadAndActivate({ locale, messages: messages as never }));

afterEach(() => use('en', { ...english, ...areaEnglish }));

const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../server/src/modules/catalog/import/fixtures/asyncapi',
);

function renderEvents(file: string, pathname: string) {
  const loaded = indexAsyncApi(parse(fs.readFileSync(path.join(fixtures, file), 'utf8')));
  const place = placeOf(pathname);
  const selected =
    place.kind === 'operation'
      ? (loaded.index.operations.find((o) => o.key === place.key)?.id ?? null)
      : null;
  return renderPage(
    <EventDocs
      itemId="events"
      index={loaded.index}
      place={place}
      selected={selected}
      worker={{
        eventOperation: async (id: number) => eventOperationDetail(loaded.events, id),
        message: async (key: string) => messageView(loaded.events, key),
      }}
      load={async (ref) => schemaNode(loaded.doc, { $ref: `#/components/schemas/${ref}` })}
      ctx={{ keyAllowed: true, mockAllowed: false }}
    />,
  );
}

const op: OperationDetail = {
  id: 0,
  method: 'POST',
  path: '/pets/{petId}',
  summary: '',
  description: '',
  operationId: 'addPet',
  key: 'addPet',
  deprecated: false,
  parameters: [
    {
      name: 'petId',
      in: 'path',
      required: true,
      description: '',
      schema: null,
      example: '',
      isArray: false,
    },
    { name: 'tags', in: 'query', required: false, description: '', schema: null, example: '', isArray: true },
  ],
  requestBody: { required: true, description: '', media: [{ type: 'application/json', example: '' }] },
  responses: [],
  security: [],
} as unknown as OperationDetail;

describe('the documentation viewer in other languages (issue 31, docs area)', () => {
  it('shows the Try panel and its code samples in German', async () => {
    use('de', { ...german, ...areaGerman });
    renderPage(
      <TryPanel
        itemId="pets"
        op={op}
        targets={[{ value: 'mock', label: 'Mock-Server', baseUrl: 'https://portal/mock' }]}
        canTry
        tryHint={null}
        apiKey="K"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Ausprobieren' })).toBeTruthy();
    expect(screen.getByLabelText('tags (query, durch Kommas getrennt)')).toBeTruthy();
    expect(screen.getByText('Erforderlich: petId, Anfragetext')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ausprobieren' })).toHaveProperty('disabled', true);
    const samples = screen.getByRole('region', { name: 'Codebeispiele' });
    expect(within(samples).getByLabelText('Sprache der Codebeispiele')).toBeTruthy();
    expect(within(samples).getByRole('button', { name: 'Codebeispiel kopieren' }).textContent).toBe(
      'Kopieren',
    );
    expect(samples.textContent).toContain('Gegenüber dem Mock-Server enthalten die Beispiele');
  });

  it('says why Try is off in German when no server is declared', () => {
    use('de', { ...german, ...areaGerman });
    renderPage(<TryPanel itemId="pets" op={op} targets={[]} canTry tryHint={null} apiKey={null} />);
    expect(
      screen.getByText('Diese API nennt keinen Server, gegen den sie ausprobiert werden kann.'),
    ).toBeTruthy();
  });

  it('shows the OAuth 2 token form in German, the English test names unchanged in English', () => {
    const scheme = {
      name: 'petsAuth',
      flows: [{ flow: 'clientCredentials' as const, scopes: ['pets:read'] }],
    };
    const { unmount } = renderPage(
      <OAuthPanel itemId="pets" version={null} scheme={scheme} onToken={() => {}} />,
    );
    expect(screen.getByRole('group', { name: 'OAuth 2 (petsAuth)' })).toBeTruthy();
    expect(screen.getByText('Flow: Client credentials')).toBeTruthy();
    expect(screen.getByTestId('oauth-status-petsAuth').textContent).toBe('No token yet.');
    unmount();
    use('de', { ...german, ...areaGerman });
    renderPage(<OAuthPanel itemId="pets" version={null} scheme={scheme} onToken={() => {}} />);
    const group = screen.getByRole('group', { name: 'OAuth 2 (petsAuth)' });
    expect(within(group).getByLabelText('Client-ID')).toBeTruthy();
    expect(within(group).getByLabelText('Scopes (durch Leerzeichen getrennt)')).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Token holen' })).toBeTruthy();
    expect(screen.getByText('Flow: Client Credentials')).toBeTruthy();
    expect(screen.getByTestId('oauth-status-petsAuth').textContent).toBe('Noch kein Token.');
  });

  it('words the helpers outside React in the active language at call time', () => {
    const state = { type: 'storefront-oauth2-redirect' as const, params: { code: 'c', state: 'x' } };
    expect(() => codeFromRedirect(state, 's')).toThrow('(state differs)');
    use('de', { ...german, ...areaGerman });
    expect(() => codeFromRedirect(state, 's')).toThrow(
      'Die Autorisierungsantwort gehört nicht zu dieser Anfrage (state weicht ab).',
    );
    expect(() =>
      codeFromRedirect({ ...state, params: { error: 'access_denied', error_description: 'Nein' } }, 's'),
    ).toThrow('Der Autorisierungsserver hat abgelehnt: access_denied (Nein).');
    const security = [{ name: 'o', type: 'oauth2' as const }];
    const targets = oauthTargets([], ['https://api.x'], security, [{ name: 'o', flows: [] }]);
    expect(targets[0]?.label).toBe('https://api.x (echter Aufruf mit Ihrem OAuth-2-Token)');
    expect(buildRequest(op, { values: {}, body: '', contentType: null }, null).missing).toEqual([
      'petId',
      'Anfragetext',
    ]);
    const scheme = { name: 's', type: 'scramSha256', description: '', servers: [], operations: [] };
    expect(eventSchemeSummary(scheme)).toBe(
      'SASL/SCRAM-SHA-256: Benutzer und Passwort, durch eine Challenge nachgewiesen und nie unverändert gesendet.',
    );
    use('ar', { ...english, ...areaArabic });
    expect(eventSchemeSummary({ ...scheme, type: 'gssapi' })).toBe('SASL GSSAPI: تذاكر Kerberos.');
  });

  it('shows the AsyncAPI overview and an operation with its reply in German', async () => {
    use('de', { ...german, ...areaGerman });
    renderEvents('payments-3.0.yaml', '/catalog/details/events/documentation');
    const auth = await screen.findByRole('region', { name: 'Authentifizierung' });
    const scram = within(auth).getByRole('article', { name: /saslScram/ });
    expect(scram.textContent).toContain('Erforderlich für Server production.');
    expect(screen.getByRole('columnheader', { name: 'Protokoll' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'kafka-Binding von Server production' })).toBeTruthy();
    expect(screen.getByText(/„Ausprobieren“ ist für ereignisgesteuerte APIs nicht verfügbar/)).toBeTruthy();
  });

  it('places the reply channel and address where the German sentence puts them', async () => {
    use('de', { ...german, ...areaGerman });
    renderEvents('payments-3.0.yaml', '/catalog/details/events/documentation/operations/checkBalance');
    const reply = await screen.findByRole('region', { name: 'Antwort' });
    expect(reply.textContent).toContain(
      'Die Antwort kommt auf dem Kanal balanceReplies zurück (seine Adresse steht erst zur Laufzeit fest), an der Adresse in $message.header#/replyTo.',
    );
    expect(within(reply).getByText('balanceReplies').tagName).toBe('CODE');
    expect(screen.getByText(/Sicherheit: Es gelten die Verfahren des Servers/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Authentifizierung' })).toBeTruthy();
  });

  it("names a reference the document cannot resolve in the reader's language", () => {
    const node = schemaNode({}, { $ref: '#/components/schemas/Nope' });
    const load = async () => node;
    const { unmount } = renderPage(<SchemaTree node={node} load={load} />);
    expect(screen.getByText('Unresolved reference #/components/schemas/Nope')).toBeTruthy();
    unmount();
    use('de', { ...german, ...areaGerman });
    renderPage(<SchemaTree node={node} load={load} />);
    expect(screen.getByText('Nicht auflösbare Referenz #/components/schemas/Nope')).toBeTruthy();
  });
});
