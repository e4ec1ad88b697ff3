// oidc-provider ships no type declarations; this is the small surface we use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface KoaContextWithOIDC {
    // biome-ignore lint/suspicious/noExplicitAny: Koa context, untyped upstream
    oidc: any;
    body: unknown;
    type: string;
    status: number;
    host: string;
    set(name: string, value: string): void;
    get(name: string): string;
    path: string;
  }

  export interface AdapterPayload {
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: unknown;
    [key: string]: unknown;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
    lastSubmission?: Record<string, unknown>;
  }

  export interface Grant {
    save(): Promise<string>;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
  }

  // biome-ignore lint/suspicious/noExplicitAny: configuration is a large untyped object
  export type Configuration = Record<string, any>;

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    proxy: boolean;
    issuer: string;
    /** Koa's request prototype (Provider extends Koa). */
    request: object;
    Client: {
      find(
        id: string,
      ): Promise<{ clientId: string; clientName?: string; redirectUris: string[] } | undefined>;
    };
    Grant: {
      new (init: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): void;
    on(event: string, listener: (...args: unknown[]) => void): void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }

  export const errors: Record<string, new (description?: string) => Error>;
  export default Provider;
}
