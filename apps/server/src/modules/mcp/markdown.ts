import type { CompiledDocument } from '../docs/index.ts';
import {
  compactSchema,
  describeOperation,
  documentIndex,
  findOperation,
  overview,
  securitySchemes,
} from './document-views.ts';
import {
  describeEventOperation,
  eventOperationRows,
  eventSecuritySchemes,
  eventServers,
  findEventOperation,
  isEventDocument,
} from './event-views.ts';

/** Operations per page of the Markdown rendering: GitHub's 1,100 take 12 pages of a few hundred KB. */
export const OPERATIONS_PER_PAGE = 100;
export const SCHEMAS_PER_PAGE = 150;

type Obj = Record<string, unknown>;

/** One line of text: no line breaks, pipes escaped (table cells). */
const cell = (s: string) => s.replace(/\s+/g, ' ').replace(/\|/g, '\\|');
const json = (v: unknown) => JSON.stringify(v, null, 2);

export interface MarkdownPage {
  text: string;
  page: number;
  pages: number;
}

/**
 * An API document as Markdown an LLM reads well: page 1 has the overview, authentication and the
 * first operations; further pages carry the rest of the operations, then the schemas. Schemas are cut
 * to a few levels with named schemas as links to their own section, so no page holds a whole 13 MB
 * document.
 */
export function documentMarkdown(
  compiled: CompiledDocument,
  item: { id: string; name: string; url: string },
  page: number,
): MarkdownPage {
  const index = documentIndex(compiled);
  const events = isEventDocument(compiled.doc);
  // AsyncAPI: SEND/RECEIVE operations on channels, read from the document (event-views.ts).
  const rows: { key: string }[] = events ? eventOperationRows(compiled) : index.operations;
  const opPages = Math.max(1, Math.ceil(rows.length / OPERATIONS_PER_PAGE));
  // A small document is one page; a large one has its schemas on pages of their own.
  const single = opPages === 1 && index.schemas.length <= SCHEMAS_PER_PAGE;
  const schemaPages = single ? 0 : Math.ceil(index.schemas.length / SCHEMAS_PER_PAGE);
  const pages = opPages + schemaPages;
  const p = Math.min(Math.max(1, page), pages);
  const out: string[] = [];
  const o = overview(compiled);
  out.push(`# ${item.name}${o.version ? ` (${o.version})` : ''}`, '');
  if (pages > 1)
    out.push(`_Page ${p} of ${pages} of the Markdown rendering of [${item.name}](${item.url})._`, '');
  if (p === 1) {
    out.push('## Overview', '');
    if (o.title && o.title !== item.name) out.push(`Document title: ${o.title}`, '');
    if (o.description) out.push(o.description, '');
    if (events)
      out.push(
        `- Specification: AsyncAPI ${String(compiled.doc.asyncapi)} (event-driven: operations are messages sent or received through a broker, not HTTP requests)`,
      );
    out.push(`- Operations: ${o.operationCount}`, `- Schemas: ${o.schemaCount}`);
    const servers = events
      ? eventServers(compiled.doc).map((s) => `${s.name}: ${s.protocol} ${s.host}`)
      : declared(compiled.doc);
    if (servers.length) out.push(`- Servers: ${servers.map((s) => `\`${s}\``).join(', ')}`);
    out.push('');
    out.push('## Authentication', '');
    const schemes = events ? eventSecuritySchemes(compiled) : securitySchemes(compiled.doc);
    if (schemes.length === 0) out.push('The document declares no security scheme.', '');
    for (const s of schemes) {
      const where = s.in && s.parameter ? ` — ${s.in} \`${s.parameter}\`` : s.scheme ? ` — ${s.scheme}` : '';
      out.push(`- **${s.name}**: ${s.type}${where}${s.description ? `. ${cell(s.description)}` : ''}`);
    }
    out.push('');
    out.push('## Contents', '');
    for (let i = 0; i < opPages; i++) {
      const first = rows[i * OPERATIONS_PER_PAGE];
      const last = rows[Math.min(rows.length, (i + 1) * OPERATIONS_PER_PAGE) - 1];
      if (first) out.push(`- Page ${i + 1}: operations \`${first.key}\` … \`${last.key}\``);
    }
    if (schemaPages) out.push(`- Pages ${opPages + 1}–${pages}: schemas`);
    out.push('');
  }
  if (p <= opPages) {
    out.push('## Operations', '');
    for (const row of rows.slice((p - 1) * OPERATIONS_PER_PAGE, p * OPERATIONS_PER_PAGE)) {
      if (events) {
        const event = findEventOperation(compiled, row.key);
        if (event)
          out.push(
            ...eventMarkdown(
              describeEventOperation(compiled, event, (s) => compactSchema(compiled.doc, s, 3)),
            ),
          );
        continue;
      }
      const op = findOperation(compiled, row.key);
      if (op) out.push(...operationMarkdown(describeOperation(compiled, op)));
    }
  }
  if ((single && index.schemas.length > 0) || p > opPages) {
    const start = single ? 0 : (p - opPages - 1) * SCHEMAS_PER_PAGE;
    out.push('## Schemas', '');
    for (const s of index.schemas.slice(start, start + SCHEMAS_PER_PAGE)) {
      out.push(`### ${s.name}`, '');
      out.push('```json', json(compactSchema(compiled.doc, schemaOf(compiled.doc, s.name), 3)), '```', '');
    }
  }
  if (p < pages) out.push(`_Continued on page ${p + 1} of ${pages}._`, '');
  return { text: out.join('\n'), page: p, pages };
}

function declared(doc: Obj): string[] {
  if (Array.isArray(doc.servers))
    return doc.servers.map((s) => (s as Obj)?.url).filter((u): u is string => typeof u === 'string');
  if (typeof doc.host === 'string')
    return [`https://${doc.host}${typeof doc.basePath === 'string' ? doc.basePath : ''}`];
  return [];
}

function schemaOf(doc: Obj, name: string): unknown {
  const c = doc.components as Obj | undefined;
  const schemas = (c?.schemas as Obj | undefined) ?? (doc.definitions as Obj | undefined) ?? {};
  return schemas[name];
}

function operationMarkdown(d: ReturnType<typeof describeOperation>): string[] {
  const out = [`### ${d.method} ${d.path}`, ''];
  if (d.operationId) out.push(`operationId: \`${d.operationId}\`${d.deprecated ? ' (deprecated)' : ''}`, '');
  if (d.summary) out.push(`**${d.summary}**`, '');
  if (d.description && d.description !== d.summary) out.push(d.description, '');
  if (d.parameters.length) {
    out.push('| parameter | in | required | schema |', '|---|---|---|---|');
    for (const p of d.parameters)
      out.push(
        `| ${cell(p.name)} | ${p.in} | ${p.required ? 'yes' : 'no'} | \`${cell(JSON.stringify(p.schema) ?? '')}\` |`,
      );
    out.push('');
  }
  if (d.requestBody) {
    for (const c of d.requestBody.content) {
      out.push(`Request body (${c.type}${d.requestBody.required ? ', required' : ''}):`, '');
      out.push('```json', json(c.schema), '```', '');
    }
  }
  if (d.responses.length) {
    out.push('Responses:', '');
    for (const r of d.responses) {
      const schema = r.content[0]?.schema;
      out.push(
        `- **${r.status}** ${cell(r.description)}${schema ? ` — \`${cell(JSON.stringify(schema))}\`` : ''}`,
      );
    }
    out.push('');
  }
  return out;
}

function eventMarkdown(d: ReturnType<typeof describeEventOperation>): string[] {
  const out = [`### ${d.action} ${d.channel}`, ''];
  if (d.operationId) out.push(`operation: \`${d.operationId}\``, '');
  if (d.summary) out.push(`**${d.summary}**`, '');
  if (d.description && d.description !== d.summary) out.push(d.description, '');
  out.push(`The application ${d.action === 'SEND' ? 'sends' : 'receives'} on channel \`${d.channel}\`.`, '');
  if (d.security) out.push(`Security: ${d.security.join(', ')}`, '');
  const messages = (title: string, list: typeof d.messages) => {
    for (const msg of list) {
      out.push(`${title} \`${msg.name}\`${msg.contentType ? ` (${msg.contentType})` : ''}:`, '');
      if (msg.payload !== undefined) out.push('```json', json(msg.payload), '```', '');
      if (msg.headers !== undefined) out.push('Headers:', '', '```json', json(msg.headers), '```', '');
    }
  };
  messages('Message', d.messages);
  if (d.reply) {
    out.push(
      `Reply on ${d.reply.channel ? `channel \`${d.reply.channel}\`` : 'a channel known at run time'}${
        d.reply.addressLocation ? ` (address in \`${d.reply.addressLocation}\`)` : ''
      }.`,
      '',
    );
    messages('Reply message', d.reply.messages);
  }
  return out;
}
