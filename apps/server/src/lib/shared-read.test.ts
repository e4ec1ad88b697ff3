import { describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { SharedRead } from './shared-read.ts';

describe('SharedRead', () => {
  it('gives callers of one I/O phase one read per key, and later callers a new read', async () => {
    const reads: string[] = [];
    let value = 0;
    const shared = new SharedRead(async (key) => {
      reads.push(key);
      value++;
      return `${key}:${value}`;
    });
    const first = await Promise.all([shared.get('a'), shared.get('a'), shared.get('b')]);
    expect(first).toEqual(['a:1', 'a:1', 'b:2']);
    expect(reads).toEqual(['a', 'b']);
    expect(await shared.get('a')).toBe('a:3');
  });

  it('does not let a caller join a read that has already started', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let n = 0;
    const shared = new SharedRead(async () => {
      const mine = ++n;
      if (mine === 1) await gate;
      return mine;
    });
    const early = shared.get('k');
    await new Promise((r) => setImmediate(r)); // the first read is now running
    const late = shared.get('k');
    release();
    expect(await early).toBe(1);
    expect(await late).toBe(2);
  });

  it('lets callers arriving while the read waits for a connection join it', async () => {
    let lend!: () => void;
    const free = new Promise<void>((r) => {
      lend = r;
    });
    const conn = {} as Database;
    const busy = {
      connection: () => ({
        execute: async <R>(run: (db: Database) => Promise<R>) => {
          await free;
          return run(conn);
        },
      }),
    } as unknown as Database;
    const reads: string[] = [];
    const shared = new SharedRead(async (key, db) => {
      reads.push(key);
      expect(db).toBe(conn);
      return reads.length;
    }, busy);
    const early = shared.get('k');
    await new Promise((r) => setTimeout(r, 10));
    const late = shared.get('k');
    lend();
    expect(await Promise.all([early, late])).toEqual([1, 1]);
    expect(await shared.get('k')).toBe(2);
  });

  it('passes a failed read on to its callers only', async () => {
    let fail = true;
    const shared = new SharedRead(async () => {
      if (fail) {
        fail = false;
        throw new Error('connection lost');
      }
      return 'ok';
    });
    const failed = [shared.get('k'), shared.get('k')];
    await expect(failed[0]).rejects.toThrow('connection lost');
    await expect(failed[1]).rejects.toThrow('connection lost');
    expect(await shared.get('k')).toBe('ok');
  });
});
