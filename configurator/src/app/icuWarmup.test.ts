import { describe, expect, it, vi } from 'vitest';
import { warmIcuInWorker } from './icuWarmup.ts';

describe('the ICU warm-up', () => {
  it('sends the locale to a worker, and without workers says so and goes on', () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        postMessage(message: unknown) {
          sent.push(message);
        }
      },
    );
    warmIcuInWorker('en-GB');
    expect(sent).toEqual(['en-GB']);
    vi.stubGlobal('Worker', undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => warmIcuInWorker('en-GB')).not.toThrow();
    expect(warn).toHaveBeenCalled();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
});
