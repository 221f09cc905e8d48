// @postgres: login limits kept in the database, shared by all processes
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../testing/harness.ts';
import { LoginLimiter } from './loginLimiter.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

const limits = { perAccount: 3, perClient: 5, windowSeconds: 900 };

describe('the login limiter', () => {
  it('refuses the attempt after the allowed failures until the window ends', async () => {
    let now = new Date('2026-05-01T08:00:00Z');
    const limiter = new LoginLimiter(database, () => now, limits);
    for (let i = 0; i < 3; i++) expect(await limiter.attempt('a@x.example', 'ip-1')).toBe(true);
    expect(await limiter.attempt('a@x.example', 'ip-1')).toBe(false);
    now = new Date('2026-05-01T08:14:00Z');
    expect(await limiter.attempt('a@x.example', 'ip-1')).toBe(false);
    now = new Date('2026-05-01T08:15:01Z');
    expect(await limiter.attempt('a@x.example', 'ip-1')).toBe(true);
  });

  it('shares its counts with another limiter on the same database', async () => {
    const now = () => new Date('2026-05-02T08:00:00Z');
    const one = new LoginLimiter(database, now, limits);
    const two = new LoginLimiter(database, now, limits);
    expect(await one.attempt('b@x.example', 'ip-2')).toBe(true);
    expect(await two.attempt('b@x.example', 'ip-2')).toBe(true);
    expect(await one.attempt('b@x.example', 'ip-2')).toBe(true);
    expect(await two.attempt('b@x.example', 'ip-2')).toBe(false);
  });

  it('starts an account over after a success and gives the client its attempt back', async () => {
    const now = () => new Date('2026-05-03T08:00:00Z');
    const limiter = new LoginLimiter(database, now, limits);
    for (let i = 0; i < 3; i++) await limiter.attempt('c@x.example', 'ip-3');
    await limiter.succeeded('c@x.example', 'ip-3');
    for (let i = 0; i < 2; i++) expect(await limiter.attempt('c@x.example', 'ip-3')).toBe(true);
    // The client has 5: three failures, one refunded success, two more -> 4 used, one left.
    expect(await limiter.attempt('d@x.example', 'ip-3')).toBe(true);
    expect(await limiter.attempt('e@x.example', 'ip-3')).toBe(false);
  });

  it('counts concurrent attempts exactly', async () => {
    const now = () => new Date('2026-05-04T08:00:00Z');
    const limiter = new LoginLimiter(database, now, { perAccount: 5, perClient: 100, windowSeconds: 900 });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => limiter.attempt('f@x.example', 'ip-4')),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
  });
});
