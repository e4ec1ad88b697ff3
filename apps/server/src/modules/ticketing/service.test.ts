import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TicketingError } from '../../integrations/ticketing/types.ts';
import { createTestDb } from '../../test/db.ts';
import { makeItem } from '../catalog/details/test-factories.ts';
import { listChangeRequests } from './service.ts';

describe('listChangeRequests', () => {
  let handle: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    handle = await createTestDb();
    await makeItem(handle.db, 'api-1', { name: 'Payments' });
  });
  afterAll(() => handle.close());

  function recordingLog() {
    const warnings: unknown[][] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
    return { log, warnings };
  }

  it('logs a warning naming the failure and returns no tickets', async () => {
    const { log, warnings } = recordingLog();
    const backend = {
      system: 'servicenow' as const,
      listChangeRequests: async () => {
        throw new TicketingError('auth', 'rejected credentials', 401);
      },
    };
    expect(await listChangeRequests(handle.db, backend, log, 'api-1')).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0][0]).toMatchObject({
      system: 'servicenow',
      reason: 'auth',
      status: 401,
      itemId: 'api-1',
    });
  });

  it('treats unexpected errors the same way', async () => {
    const { log, warnings } = recordingLog();
    const backend = {
      system: 'servicenow' as const,
      listChangeRequests: async () => {
        throw new TypeError('boom');
      },
    };
    expect(await listChangeRequests(handle.db, backend, log, 'api-1')).toEqual([]);
    expect(warnings[0][0]).toMatchObject({ reason: 'unexpected', err: 'boom' });
  });

  it('passes the item id and name to the backend', async () => {
    const { log, warnings } = recordingLog();
    const seen: unknown[] = [];
    const backend = {
      system: 'native' as const,
      listChangeRequests: async (item: unknown) => {
        seen.push(item);
        return [];
      },
    };
    await listChangeRequests(handle.db, backend, log, 'api-1');
    expect(seen).toEqual([{ id: 'api-1', name: 'Payments' }]);
    expect(warnings).toHaveLength(0);
  });
});
