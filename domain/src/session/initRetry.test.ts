import { describe, expect, it } from 'vitest';
import { initRetryDelay } from './initRetry.ts';

describe('starting while the server is busy', () => {
  it('a busy answer is asked again after 250 ms, for about ten seconds', () => {
    expect(initRetryDelay(503, 1)).toBe(250);
    expect(initRetryDelay(429, 39)).toBe(250);
    expect(initRetryDelay(503, 40)).toBeNull();
  });

  it('any other failure fails at once', () => {
    expect(initRetryDelay(404, 1)).toBeNull();
    expect(initRetryDelay(500, 1)).toBeNull();
    expect(initRetryDelay(0, 1)).toBeNull();
  });
});
