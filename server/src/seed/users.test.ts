import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { appUser } from '../db/userSchema.ts';
import { openTestDatabase } from '../testing/harness.ts';
import { DEMO_PASSWORD, demoUsers, seedUsers } from './users.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

describe('demo staff accounts', () => {
  it('are an owner and a staff member for each demo property', () => {
    expect(demoUsers.map((u) => u.email)).toEqual([
      'owner@cityloft.example',
      'staff@cityloft.example',
      'owner@lindenhof.example',
      'staff@lindenhof.example',
      'owner@workspace.example',
      'staff@workspace.example',
    ]);
  });

  it('share a password that passes the strength rule (letter, lower, upper, digit, special)', () => {
    for (const pattern of [/[A-Za-z]/, /[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/]) {
      expect(DEMO_PASSWORD).toMatch(pattern);
    }
  });

  it('are seeded once, and a missing one is added again to an existing database', async () => {
    expect(await seedUsers(database)).toEqual([]);
    await database.run((db) => db.delete(appUser).where(eq(appUser.email, 'staff@lindenhof.example')));
    expect(await seedUsers(database)).toEqual(['staff@lindenhof.example']);
    expect(await seedUsers(database)).toEqual([]);
  });
});
