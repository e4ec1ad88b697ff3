/** What the documentation worker hands the viewer: small, structured-clone friendly values. */

export interface OperationSummary {
  id: number;
  /** The operation's URL segment: its operationId, or `METHOD path` when it has none (or a duplicate). */
  key: string;
  method: string;
  path: string;
  summary: string;
  operationId: string;
  tag: string;
  deprecated: boolean;
}

export interface DocIndex {
  title: string;
  version: string;
  description: string;
  specVersion: string;
  servers: string[];
  /**
   * The API's own servers, when the document is served for the mock (its servers are then the
   * mock's): Try may still call them for OAuth 2 operations with the consumer's own token.
   */
  apiServers?: string[];
  tags: { name: string; description: string }[];
  operations: OperationSummary[];
  termsOfService: string;
  contact: { name: string; url: string; email: string } | null;
  license: { name: string; url: string } | null;
  externalDocs: { url: string; description: string } | null;
  /** Every declared security scheme, for the authentication section. */
  securitySchemes: SchemeDoc[];
  /** Component schema names (OpenAPI 3 components.schemas, Swagger 2 definitions), in document order. */
  schemas: string[];
  /** AsyncAPI documents only: servers, channels and messages (operations are SEND/RECEIVE above). */
  eventApi?: EventApi;
}

// AsyncAPI (2.x and 3.x), read by asyncapi-model.ts in the worker.
export interface EventServer {
  name: string;
  /** 3.x host (with pathname), or 2.x url. */
  host: string;
  protocol: string;
  protocolVersion: string;
  description: string;
  /** Names of the security schemes the server accepts (EventApi.securitySchemes). */
  security: string[];
  bindings: BindingView[];
}

/** One protocol's binding (Kafka, AMQP, MQTT…) on a server, channel, operation or message. */
export interface BindingView {
  protocol: string;
  /** bindingVersion, when given. */
  version: string;
  /** Its fields flattened (`queue.durable`); schema-valued ones (Kafka's key) as schemas. */
  fields: { name: string; value?: string; schema?: SchemaNode }[];
}

/** An AsyncAPI security scheme, explained in the overview's Authentication section. */
export interface EventSchemeDoc {
  name: string;
  /** AsyncAPI's type: userPassword, apiKey, X509, httpApiKey, http, oauth2, scramSha512… */
  type: string;
  description: string;
  /** apiKey: user or password; httpApiKey: header, query or cookie. */
  in?: string;
  paramName?: string;
  scheme?: string;
  bearerFormat?: string;
  openIdConnectUrl?: string;
  flows?: SchemeDoc['flows'];
  /** 3.x: the scopes the scheme asks for. */
  scopes?: string[];
  /** Where it is required: server names and operation keys. */
  servers: string[];
  operations: string[];
}

/** AsyncAPI 3's reply of a request/reply operation. */
export interface EventReply {
  /** The reply channel (its address may be null in the document: known at run time). */
  channel: EventChannel | null;
  /** A runtime expression for the reply's address (`$message.header#/replyTo`), and its description. */
  addressLocation: string;
  addressDescription: string;
  messages: MessageView[];
}

export interface EventChannel {
  key: string;
  address: string;
  title: string;
  description: string;
  parameters: { name: string; description: string; schema: SchemaNode | null }[];
  /** Keys of the operations on this channel (their URL keys) and of its messages. */
  operations: string[];
  messages: string[];
  bindings: BindingView[];
  /** 3.x `address: null` (or none): the address is only known at run time (a reply queue). */
  runtimeAddress?: boolean;
}

/** What the viewer's overview and list need beyond the DocIndex fields. */
export interface EventApi {
  specVersion: string;
  servers: EventServer[];
  channels: EventChannel[];
  /** Message keys (their URL segment), in document order. */
  messages: string[];
  securitySchemes: EventSchemeDoc[];
}

export interface MessageView {
  key: string;
  name: string;
  title: string;
  summary: string;
  description: string;
  contentType: string;
  payload: SchemaNode | null;
  headers: SchemaNode | null;
  examples: string[];
  bindings: BindingView[];
  /** Names of the message traits merged into it (already applied to the fields above). */
  traits: string[];
  /** Operations that send or receive this message. */
  usedBy: { key: string; action: 'SEND' | 'RECEIVE'; address: string }[];
}

export interface EventOperationDetail {
  id: number;
  key: string;
  action: 'SEND' | 'RECEIVE';
  operationId: string;
  title: string;
  summary: string;
  description: string;
  channel: EventChannel;
  messages: MessageView[];
  bindings: BindingView[];
  /** Names of the operation traits merged into it (already applied above). */
  traits: string[];
  /** Names of the security schemes it requires (its own, else none listed: the server's apply). */
  security: string[];
  reply: EventReply | null;
}

/** A security scheme as the authentication section explains it. */
export interface SchemeDoc extends SecurityScheme {
  description: string;
  bearerFormat?: string;
  openIdConnectUrl?: string;
  flows?: {
    flow: 'clientCredentials' | 'authorizationCode' | 'implicit' | 'password';
    authorizationUrl?: string;
    tokenUrl?: string;
    refreshUrl?: string;
    scopes: { name: string; description: string }[];
  }[];
}

/** A schema as the viewer shows it: nesting bounded, $ref cycles and large subtrees cut safely. */
export interface SchemaNode {
  ref?: string;
  /** The referenced schema is one of this node's own ancestors. */
  circular?: boolean;
  /** The reference (as written) points nowhere in the document; the viewer says so in its language. */
  unresolved?: string;
  /** Not expanded here (depth or size budget): the viewer can ask for it by ref. */
  collapsed?: boolean;
  title?: string;
  type?: string;
  format?: string;
  description?: string;
  enum?: string[];
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  constraints?: string[];
  properties?: { name: string; required: boolean; node: SchemaNode }[];
  additional?: SchemaNode;
  items?: SchemaNode;
  variants?: { kind: 'oneOf' | 'anyOf' | 'allOf'; nodes: SchemaNode[] };
}

export interface SecurityScheme {
  name: string;
  type: 'apiKey' | 'http' | 'oauth2' | 'openIdConnect' | 'basic' | 'other';
  /** apiKey: where and under which name the key goes. */
  in?: 'header' | 'query' | 'cookie';
  paramName?: string;
  /** http: bearer or basic. */
  scheme?: string;
}

export interface ParameterView {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description: string;
  schema: SchemaNode | null;
  /** A value to prefill Try with (example, default or sample), as text. */
  example: string;
  isArray: boolean;
  /** The allowed values, when the schema lists them (Try offers a select). */
  options?: string[];
}

export interface MediaView {
  type: string;
  schema: SchemaNode | null;
  example: string;
}

export interface OperationDetail {
  id: number;
  method: string;
  path: string;
  summary: string;
  description: string;
  operationId: string;
  key: string;
  deprecated: boolean;
  parameters: ParameterView[];
  requestBody: { required: boolean; description: string; media: MediaView[] } | null;
  responses: { status: string; description: string; media: MediaView[] }[];
  /** The first usable security requirement's schemes; empty when the operation needs none. */
  security: SecurityScheme[];
}

export type WorkerRequest =
  /** A document's bytes, fetched by the page (transferred, not copied). */
  | { type: 'load'; requestId: number; buffer: ArrayBuffer }
  /** The worker fetches and parses the document itself: the page never holds its bytes. */
  | { type: 'fetch'; requestId: number; url: string; token: string | null }
  /** Stops the fetch started by that request (no reply of its own; the fetch answers with an error). */
  | { type: 'cancel'; requestId: number }
  | { type: 'operation'; requestId: number; id: number }
  | { type: 'schema'; requestId: number; ref: string }
  /** The document as a Postman collection (JSON text), with the key as a collection variable. */
  | { type: 'postman'; requestId: number; baseUrl: string; apiKey: string | null }
  /** AsyncAPI: one operation (by list id) or one message (by key). */
  | { type: 'event-operation'; requestId: number; id: number }
  | { type: 'message'; requestId: number; key: string }
  /** The document shown as an OpenAPI file (JSON text) with the key beside its key schemes. */
  | { type: 'openapi'; requestId: number; apiKey: string | null };

export type WorkerResponse =
  /** Part of the operation list of the document being loaded, sent before its 'loaded' (one long
   * list in one message is one long task on the page: Microsoft Graph's is 3 MB). */
  | { type: 'operations'; requestId: number; operations: OperationSummary[] }
  /** The index without its operations (they came in the 'operations' messages before it). */
  | { type: 'loaded'; requestId: number; index: DocIndex }
  | { type: 'operation'; requestId: number; detail: OperationDetail }
  | { type: 'schema'; requestId: number; node: SchemaNode }
  | { type: 'postman'; requestId: number; json: string }
  | { type: 'event-operation'; requestId: number; detail: EventOperationDetail }
  | { type: 'message'; requestId: number; message: MessageView }
  | { type: 'openapi'; requestId: number; json: string }
  /** status and code: the server refused the document (its { code, detail } as message). */
  | { type: 'error'; requestId: number; message: string; status?: number; code?: string };
