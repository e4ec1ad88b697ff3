/** What the documentation worker hands the viewer: small, structured-clone friendly values. */

export interface OperationSummary {
  id: number;
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
  tags: { name: string; description: string }[];
  operations: OperationSummary[];
}

/** A schema as the viewer shows it: nesting bounded, $ref cycles and large subtrees cut safely. */
export interface SchemaNode {
  ref?: string;
  /** The referenced schema is one of this node's own ancestors. */
  circular?: boolean;
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
  | { type: 'schema'; requestId: number; ref: string };

export type WorkerResponse =
  /** Part of the operation list of the document being loaded, sent before its 'loaded' (one long
   * list in one message is one long task on the page: Microsoft Graph's is 3 MB). */
  | { type: 'operations'; requestId: number; operations: OperationSummary[] }
  /** The index without its operations (they came in the 'operations' messages before it). */
  | { type: 'loaded'; requestId: number; index: DocIndex }
  | { type: 'operation'; requestId: number; detail: OperationDetail }
  | { type: 'schema'; requestId: number; node: SchemaNode }
  /** status and code: the server refused the document (its { code, detail } as message). */
  | { type: 'error'; requestId: number; message: string; status?: number; code?: string };
