import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

describe('COMMENT_POST_INTERVAL_SECONDS', () => {
  it('defaults to 5 seconds between posts', () => {
    expect(loadConfig({}).conversations.postIntervalMs).toBe(5000);
  });

  it('takes whole seconds, 0 switching the limit off', () => {
    expect(loadConfig({ COMMENT_POST_INTERVAL_SECONDS: '30' }).conversations.postIntervalMs).toBe(30_000);
    expect(loadConfig({ COMMENT_POST_INTERVAL_SECONDS: '0' }).conversations.postIntervalMs).toBe(0);
  });

  it('refuses anything else, naming the variable', () => {
    for (const v of ['-1', '2.5', 'five']) {
      expect(() => loadConfig({ COMMENT_POST_INTERVAL_SECONDS: v })).toThrow(/COMMENT_POST_INTERVAL_SECONDS/);
    }
  });
});
