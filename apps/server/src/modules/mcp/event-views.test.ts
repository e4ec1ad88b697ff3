import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { CompiledDocument } from '../docs/index.ts';
import { describeEventOperation, eventOperationRows, findEventOperation, withTraits } from './event-views.ts';

/** The fixtures the importer's and the web viewer's tests read (traits in both versions). */
const fixture = (name: string) =>
  ({
    doc: parse(
      fs.readFileSync(new URL(`../catalog/import/fixtures/asyncapi/${name}`, import.meta.url), 'utf8'),
    ),
  }) as CompiledDocument;

const describeOp = (compiled: CompiledDocument, key: string) =>
  describeEventOperation(compiled, findEventOperation(compiled, key)!, (schema) => schema);

describe('AsyncAPI operations for agents, with their traits merged', () => {
  it("3.x: the operation's and messages' traits are merged, its own fields winning", () => {
    const payments = fixture('payments-3.0.yaml');
    // The ledgerConsumer operation trait gives the description the operation lacks.
    const settled = describeOp(payments, 'onPaymentSettled');
    expect(settled).toMatchObject({
      summary: 'The ledger records a settled payment.',
      description: "Consumed by the ledger's consumer group.",
      traits: ['ledgerConsumer'],
    });
    // The tracing message trait adds its header and content type beside the message's own header.
    const request = describeOp(payments, 'requestPayment');
    const message = request.messages[0] as { headers: { properties: object }; contentType: string };
    expect(Object.keys(message.headers.properties).sort()).toEqual(['idempotencyKey', 'traceparent']);
    expect(message.contentType).toBe('application/json');
    expect(request.messages[0]).toMatchObject({
      name: 'PaymentRequested',
      traits: ['tracing'],
      // A field the trait does not touch stays as written.
      payload: { $ref: '#/components/schemas/Payment' },
    });
  });

  it("3.x: an object's own value wins over its trait's; 2.x: the trait's wins", () => {
    const doc = {
      components: { operationTraits: { t: { summary: 'from the trait', description: 'trait' } } },
    };
    const op = { summary: 'own', traits: [{ $ref: '#/components/operationTraits/t' }] };
    expect(withTraits(doc, op, true)).toMatchObject({ summary: 'own', description: 'trait' });
    expect(withTraits(doc, op, false)).toMatchObject({ summary: 'from the trait', description: 'trait' });
    // A null in a trait removes the field (JSON Merge Patch); later traits patch earlier ones.
    const two = {
      traits: [{ bindings: { kafka: { a: 1, b: 2 } } }, { bindings: { kafka: { b: null, c: 3 } } }],
    };
    expect(withTraits({}, two, true).bindings).toEqual({ kafka: { a: 1, c: 3 } });
    // Nothing to merge: the object itself.
    const plain = { summary: 'x' };
    expect(withTraits({}, plain, true)).toBe(plain);
  });

  it("2.x: the trait's summary replaces the operation's own, in the list and the description", () => {
    const inventory = fixture('inventory-2.6.yaml');
    const row = eventOperationRows(inventory).find((r) => r.key === 'stockChanged');
    expect(row?.summary).toBe("Trait summary, which a 2.x trait puts over the operation's own.");
    const op = describeOp(inventory, 'stockChanged');
    expect(op).toMatchObject({
      summary: "Trait summary, which a 2.x trait puts over the operation's own.",
      traits: ['tracked'],
      security: ['inventoryKey'],
    });
    expect(op.messages[0]).toMatchObject({
      name: 'stockChanged',
      traits: ['versioned'],
      headers: { properties: { schemaVersion: { type: 'integer' } } },
    });
  });
});
