import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { property } from '../../db/schema.ts';
import { appUser, passwordReset, userProperty } from '../../db/userSchema.ts';
import { Mailer } from '../../mail/mailer.ts';
import { DEMO_PASSWORD } from '../../seed/users.ts';
import { openTestDatabase, TEST_NOW } from '../../testing/harness.ts';
import { type SmtpServer, startSmtpServer } from '../../testing/smtp.ts';
import { createApp } from '../app.ts';

/* docs/api.md#property-users: owners manage who works for their property; the server decides who may. */

const PUBLIC_URL = 'https://hotel.test';
const NEW_PASSWORD = 'Team-Linden-2026!';

type Item = { userId: number; name: string; email: string; role: string; invited: boolean; isSelf: boolean };
type Json = Record<string, unknown> & {
  error?: string;
  token?: string;
  items?: Item[];
  details?: { path: string; code: string }[];
};
type App = ReturnType<typeof createApp>;

let smtp: SmtpServer;
let database: Database;
let drop: () => Promise<void>;
let app: App;
let mailer: Mailer;
let lindenhof: number;
let cityloft: number;
let now = TEST_NOW;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ({ database, drop } = await openTestDatabase());
  mailer = new Mailer({
    smtpUrl: smtp.url,
    mailFrom: 'Venue Booking <no-reply@localhost>',
    outboxDir: '/nonexistent',
  });
  app = createApp({
    staticDir: mkdtempSync(join(tmpdir(), 'static-')),
    database,
    now: () => now,
    guessLimits: { maxFailures: 1_000_000, windowSeconds: 900 },
    loginLimits: { perAccount: 10, perClient: 1000, windowSeconds: 900 },
    mailer,
    publicUrl: PUBLIC_URL,
  });
  const ids = await database.run((db) => db.select({ id: property.id, key: property.key }).from(property));
  lindenhof = ids.find((p) => p.key === 'lindenhof')?.id ?? 0;
  cityloft = ids.find((p) => p.key === 'cityloft')?.id ?? 0;
});
afterAll(async () => {
  mailer.close();
  await smtp.close();
  await drop();
});

const call = async (
  method: string,
  path: string,
  o: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) => {
  const headers: Record<string, string> = { ...o.headers };
  if (o.token) headers['X-Auth-Token'] = o.token;
  if (o.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await app.request(path, {
    method,
    headers,
    ...(o.body !== undefined ? { body: JSON.stringify(o.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
};
const login = async (email: string, password = DEMO_PASSWORD) => {
  const res = await call('POST', '/api/login', { body: { username: email, password } });
  expect(res.status).toBe(200);
  return res.body.token as string;
};
const users = (propertyId: number) => `/api/staff/property/${propertyId}/users`;
const list = async (token: string, propertyId = lindenhof) => {
  const res = await call('GET', users(propertyId), { token });
  expect(res.status).toBe(200);
  return res.body.items ?? [];
};
const idOf = async (email: string) => {
  const [row] = await database.run((db) =>
    db.select({ id: appUser.id }).from(appUser).where(eq(appUser.email, email)),
  );
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
};
const addressesOf = (mail: { to?: unknown }) => {
  const to = mail.to as { value: { address?: string }[] } | { value: { address?: string }[] }[] | undefined;
  return (Array.isArray(to) ? to : to ? [to] : []).flatMap((t) => t.value.map((v) => v.address));
};
const linkIn = (text: string | undefined, path: string) =>
  text?.match(new RegExp(`https://hotel\\.test/app/${path}\\?token=([A-Za-z0-9_-]+)`))?.[1];
/**
 * The newest mail to `address` with a link to the property app's `path`, among those received after the first
 * `after` (another test's mail may come between), and the link's token.
 */
async function mailedLink(address: string, after: number, path: string) {
  for (let i = 0; i < 100; i++) {
    const mail = smtp.received
      .slice(after)
      .filter((m) => addressesOf(m).includes(address) && linkIn(m.text, path))
      .at(-1);
    if (mail) return { mail, token: linkIn(mail.text, path) as string };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${address} with a ${path} link`);
}
const accept = (token: string, as: string) =>
  call('POST', '/api/staff/invitation/accept', { token: as, body: { token } });
const propertyKeys = async (token: string) =>
  ((await call('GET', '/api/session/user', { token })).body.properties as { key: string }[])
    .map((p) => p.key)
    .sort();
const counts = () =>
  database.run(async (db) => ({
    users: (await db.select({ id: appUser.id }).from(appUser)).length,
    members: (await db.select({ id: userProperty.userId }).from(userProperty)).length,
    tokens: (await db.select({ id: passwordReset.id }).from(passwordReset)).length,
  }));

describe('the users of a property', () => {
  it('every member sees them by name, with who is still invited and who is asking', async () => {
    const staffToken = await login('staff@lindenhof.example');
    const items = await list(staffToken);
    expect(items.map((i) => [i.email, i.role, i.invited, i.isSelf])).toEqual([
      ['owner@lindenhof.example', 'owner', false, false],
      ['staff@lindenhof.example', 'staff', false, true],
    ]);
  });

  it("answers 404 for another property's users, as for a missing property, and 401 without a login", async () => {
    const owner = await login('owner@lindenhof.example');
    for (const [method, path] of [
      ['GET', users(cityloft)],
      ['GET', users(999_999)],
      ['DELETE', `${users(cityloft)}/${await idOf('staff@cityloft.example')}`],
    ] as const) {
      const res = await call(method, path, { token: owner });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('error.notfound');
    }
    const add = await call('POST', users(cityloft), {
      token: owner,
      body: { email: 'spy@example.com', name: 'Spy', role: 'owner' },
    });
    expect(add.status).toBe(404);
    expect((await call('GET', users(lindenhof))).status).toBe(401);
  });

  it('an owner invites a new e-mail: the mailed link sets a password and the new user then works at the property', async () => {
    const owner = await login('owner@lindenhof.example');
    const before = smtp.received.length;
    const added = await call('POST', users(lindenhof), {
      token: owner,
      headers: { 'App-Language': 'de' },
      body: { email: ' Nina.Neu@Example.com ', name: 'Nina Neu', role: 'staff' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      email: 'nina.neu@example.com',
      name: 'Nina Neu',
      role: 'staff',
      invited: true,
      isSelf: false,
      invitationSent: true,
    });

    const mail = await smtp.nth(before + 1);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : null).toBe(
      'nina.neu@example.com',
    );
    expect(mail.subject).toBe('Lindenhof Owner lädt Sie zu Seehotel Lindenhof ein');
    expect(mail.text).toContain('Hallo Nina Neu,');
    expect(mail.text).toContain('als Mitarbeiter');
    expect(mail.text).toContain('7 Tage');
    const token = mail.text?.match(/https:\/\/hotel\.test\/app\/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeTruthy();
    // Only the token's hash is stored, and it lasts 7 days from the invitation (the app's clock).
    const rows = await database.run((db) =>
      db
        .select()
        .from(passwordReset)
        .where(eq(passwordReset.userId, added.body.userId as number)),
    );
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.expiresAt).toEqual(new Date(TEST_NOW.getTime() + 7 * 86_400_000));

    // Without a password nobody can log in to the new account.
    const guess = await call('POST', '/api/login', {
      body: { username: 'nina.neu@example.com', password: '' },
    });
    expect(guess.status).toBe(400);
    expect(
      (
        await call('POST', '/api/login', {
          body: { username: 'nina.neu@example.com', password: NEW_PASSWORD },
        })
      ).status,
    ).toBe(401);

    const set = await call('POST', '/api/password/update/token', { body: { token, password: NEW_PASSWORD } });
    expect(set.status).toBe(204);
    const nina = await login('nina.neu@example.com', NEW_PASSWORD);
    const me = await call('GET', '/api/session/user', { token: nina });
    expect(me.body.properties).toEqual([expect.objectContaining({ key: 'lindenhof', role: 'staff' })]);
    const seen = await list(owner);
    expect(seen.find((i) => i.email === 'nina.neu@example.com')).toMatchObject({ invited: false });
  });

  it('the invitation is in English by default and names the owner role', async () => {
    const owner = await login('owner@lindenhof.example');
    const before = smtp.received.length;
    const added = await call('POST', users(lindenhof), {
      token: owner,
      body: { email: 'otto.owner@example.com', name: 'Otto', role: 'owner' },
    });
    expect(added.status).toBe(201);
    const mail = await smtp.nth(before + 1);
    expect(mail.subject).toBe('Lindenhof Owner invites you to Seehotel Lindenhof');
    expect(mail.text).toContain('as owner');
    expect(mail.text).toContain('7 days');
  });

  it('an existing account is only invited: it works at the property once it accepts the mailed link, signed in', async () => {
    const owner = await login('owner@lindenhof.example');
    const before = smtp.received.length;
    const added = await call('POST', users(lindenhof), {
      token: owner,
      headers: { 'App-Language': 'de' },
      body: { email: 'staff@cityloft.example', name: 'Ignored Name', role: 'staff' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Cityloft Staff', invited: true, invitationSent: true });
    const { mail, token } = await mailedLink('staff@cityloft.example', before, 'accept-invitation');
    expect(mail.subject).toBe('Lindenhof Owner lädt Sie zu Seehotel Lindenhof ein');
    expect(mail.text).toContain('Anmelden und Einladung annehmen');
    expect(mail.text).toContain('7 Tage');

    // Not a member yet: the account's sessions do not reach the property.
    const cityStaff = await login('staff@cityloft.example');
    expect(await propertyKeys(cityStaff)).toEqual(['cityloft']);
    expect((await call('GET', users(lindenhof), { token: cityStaff })).status).toBe(404);
    expect((await list(owner)).find((i) => i.email === 'staff@cityloft.example')).toMatchObject({
      role: 'staff',
      invited: true,
    });

    // Another account cannot accept it, even one that has the link.
    const other = await login('owner@cityloft.example');
    const wrong = await accept(token, other);
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe('error.invitation.wrongaccount');
    expect(await propertyKeys(other)).toEqual(['cityloft']);
    expect((await call('POST', '/api/staff/invitation/accept', { body: { token } })).status).toBe(401);

    const accepted = await accept(token, cityStaff);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ propertyId: lindenhof, property: 'Seehotel Lindenhof', role: 'staff' });
    expect(await propertyKeys(cityStaff)).toEqual(['cityloft', 'lindenhof']);
    expect((await list(owner)).find((i) => i.email === 'staff@cityloft.example')).toMatchObject({
      invited: false,
    });
    const twice = await accept(token, cityStaff);
    expect(twice.status).toBe(400);
    expect(twice.body.error).toBe('error.invitation.invalid');

    const stored = await counts();
    const sent = smtp.received.length;
    const again = await call('POST', users(lindenhof), {
      token: owner,
      body: { email: 'STAFF@cityloft.example', name: 'Again', role: 'owner' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('error.user.member');
    expect(await counts()).toEqual(stored);
    await new Promise((r) => setTimeout(r, 300));
    expect(
      smtp.received.slice(sent).filter((m) => addressesOf(m).includes('staff@cityloft.example')),
    ).toEqual([]);
  });

  it('a signup with a colleague’s address never reaches the property; the colleague’s mailbox does', async () => {
    const colleague = 'colleague@lindenhof.example';
    const attackerPassword = 'Attacker-Pass-2026!';
    const before = smtp.received.length;
    const signup = await call('POST', '/api/signup', {
      body: { name: 'Not The Colleague', email: colleague, password: attackerPassword, termsaccepted: true },
    });
    expect(signup.status).toBe(202);
    const attackerSession = signup.body.token;
    const owner = await login('owner@lindenhof.example');
    const added = await call('POST', users(lindenhof), {
      token: owner,
      body: { email: colleague, name: 'Colleague', role: 'staff' },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ invited: true, invitationSent: true });

    // Whatever the one who signed up holds, it reads no booking of the property.
    const bookings = await call('GET', `/api/staff/booking/list?f.propertyId=${lindenhof}`, {
      ...(typeof attackerSession === 'string' ? { token: attackerSession } : {}),
    });
    expect(bookings.status).not.toBe(200);
    const attackerLogin = await call('POST', '/api/login', {
      body: { username: colleague, password: attackerPassword },
    });
    expect(attackerLogin.status).toBe(403);
    expect(attackerLogin.body.error).toBe('error.login.unverified');
    const colleagueId = await idOf(colleague);
    const memberships = await database.run((db) =>
      db.select().from(userProperty).where(eq(userProperty.userId, colleagueId)),
    );
    expect(memberships).toEqual([]);

    // The real colleague takes the account over by the mailbox (a new password ends every session) and accepts.
    const invitation = (await mailedLink(colleague, before, 'accept-invitation')).token;
    expect((await call('POST', '/api/password/reset', { body: { email: colleague } })).status).toBe(202);
    const reset = (await mailedLink(colleague, before, 'reset-password')).token;
    expect(
      (await call('POST', '/api/password/update/token', { body: { token: reset, password: NEW_PASSWORD } }))
        .status,
    ).toBe(204);
    const real = await login(colleague, NEW_PASSWORD);
    expect((await accept(invitation, real)).status).toBe(200);
    expect(await propertyKeys(real)).toEqual(['lindenhof']);
    expect(
      (await call('POST', '/api/login', { body: { username: colleague, password: attackerPassword } }))
        .status,
    ).toBe(401);
  });

  it('refuses an expired invitation; an owner may invite again or withdraw it', async () => {
    const owner = await login('owner@lindenhof.example');
    const email = 'owner@workspace.example';
    const before = smtp.received.length;
    const first = await call('POST', users(lindenhof), {
      token: owner,
      body: { email, name: 'W', role: 'staff' },
    });
    expect(first.status).toBe(201);
    const { token } = await mailedLink(email, before, 'accept-invitation');
    const later = now;
    now = new Date(later.getTime() + 8 * 86_400_000);
    try {
      const late = await login(email);
      const expired = await accept(token, late);
      expect(expired.status).toBe(410);
      expect(expired.body.error).toBe('error.invitation.expired');
      expect(await propertyKeys(late)).toEqual(['workspace']);
    } finally {
      now = later;
    }
    const invited = await login(email);
    // Inviting again replaces the link (and the role); the old one stops working.
    const second = await call('POST', users(lindenhof), {
      token: owner,
      body: { email, name: 'W', role: 'owner' },
    });
    expect(second.status).toBe(201);
    const afterFirst = smtp.received.findIndex((m) => linkIn(m.text, 'accept-invitation') === token) + 1;
    const fresh = (await mailedLink(email, afterFirst, 'accept-invitation')).token;
    expect((await accept(token, invited)).body.error).toBe('error.invitation.invalid');
    const userId = second.body.userId as number;
    expect((await list(owner)).filter((i) => i.userId === userId)).toEqual([
      expect.objectContaining({ role: 'owner', invited: true }),
    ]);
    // Withdrawn, the invitation is gone from the list and its link refused.
    expect((await call('DELETE', `${users(lindenhof)}/${userId}`, { token: owner })).status).toBe(204);
    expect((await list(owner)).filter((i) => i.userId === userId)).toEqual([]);
    expect((await accept(fresh, invited)).body.error).toBe('error.invitation.invalid');
    expect(await propertyKeys(invited)).toEqual(['workspace']);
  });

  it('an owner changes a role and the member notices at once; removing keeps the account and ends the access', async () => {
    const owner = await login('owner@lindenhof.example');
    const email = 'rolf.role@example.com';
    const added = await call('POST', users(lindenhof), {
      token: owner,
      body: { email, name: 'Rolf', role: 'staff' },
    });
    const userId = added.body.userId as number;
    const changed = await call('POST', `${users(lindenhof)}/${userId}`, {
      token: owner,
      body: { role: 'owner' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ userId, role: 'owner' });

    // A member's session loses the property at once (the staff guard reads the roles per request).
    const cityStaff = await login('staff@cityloft.example');
    expect((await call('GET', users(lindenhof), { token: cityStaff })).status).toBe(200);
    const cityStaffId = await idOf('staff@cityloft.example');
    const removed = await call('DELETE', `${users(lindenhof)}/${cityStaffId}`, { token: owner });
    expect(removed.status).toBe(204);
    expect((await call('GET', users(lindenhof), { token: cityStaff })).status).toBe(404);
    const me = await call('GET', '/api/session/user', { token: cityStaff });
    expect((me.body.properties as { key: string }[]).map((p) => p.key)).toEqual(['cityloft']);

    const gone = await call('DELETE', `${users(lindenhof)}/${cityStaffId}`, { token: owner });
    expect(gone.status).toBe(404);
    expect(
      (await call('POST', `${users(lindenhof)}/${cityStaffId}`, { token: owner, body: { role: 'owner' } }))
        .status,
    ).toBe(404);
  });

  it('a staff member gets 403 for every write but may leave the property', async () => {
    const staff = await login('staff@lindenhof.example');
    const ownerId = await idOf('owner@lindenhof.example');
    const stored = await counts();
    for (const [method, path, body] of [
      ['POST', users(lindenhof), { email: 'x@example.com', name: 'X', role: 'owner' }],
      ['POST', users(lindenhof), { bad: true }],
      ['POST', `${users(lindenhof)}/${ownerId}`, { role: 'staff' }],
      ['DELETE', `${users(lindenhof)}/${ownerId}`, undefined],
    ] as const) {
      const res = await call(method, path, { token: staff, ...(body ? { body } : {}) });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('error.auth.forbidden');
    }
    expect(await counts()).toEqual(stored);

    const selfId = await idOf('staff@lindenhof.example');
    const left = await call('DELETE', `${users(lindenhof)}/${selfId}`, { token: staff });
    expect(left.status).toBe(204);
    expect((await call('GET', users(lindenhof), { token: staff })).status).toBe(404);
    // The account stays (it can be added again).
    expect(await idOf('staff@lindenhof.example')).toBe(selfId);
  });

  it('never leaves a property without an owner', async () => {
    const owner = await login('owner@cityloft.example');
    const before = smtp.received.length;
    const ownerId = await idOf('owner@cityloft.example');
    const demote = await call('POST', `${users(cityloft)}/${ownerId}`, {
      token: owner,
      body: { role: 'staff' },
    });
    expect(demote.status).toBe(409);
    expect(demote.body.error).toBe('error.user.lastowner');
    const leave = await call('DELETE', `${users(cityloft)}/${ownerId}`, { token: owner });
    expect(leave.status).toBe(409);
    expect(leave.body.error).toBe('error.user.lastowner');
    expect((await list(owner, cityloft)).find((i) => i.isSelf)).toMatchObject({ role: 'owner' });

    // With a second owner, the first may step down.
    const second = await call('POST', users(cityloft), {
      token: owner,
      body: { email: 'second.owner@example.com', name: 'Second', role: 'owner' },
    });
    expect(second.status).toBe(201);
    await smtp.nth(before + 1);
    const stepped = await call('POST', `${users(cityloft)}/${ownerId}`, {
      token: owner,
      body: { role: 'staff' },
    });
    expect(stepped.status).toBe(200);
    expect(stepped.body).toMatchObject({ role: 'staff', isSelf: true });
    // Now a staff member: no more writes.
    const denied = await call('POST', `${users(cityloft)}/${second.body.userId}`, {
      token: owner,
      body: { role: 'staff' },
    });
    expect(denied.status).toBe(403);
  });

  it('refuses bad input with 400/422 and stores nothing, sends nothing', async () => {
    const owner = await login('owner@lindenhof.example');
    const stored = await counts();
    const before = smtp.received.length;
    const bad = await call('POST', users(lindenhof), {
      token: owner,
      body: { email: 'not-an-address', name: 'Nobody', role: 'staff' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toBe('error.validation');
    expect(bad.body.details).toEqual([expect.objectContaining({ path: 'email', code: 'FORM.ERROR.EMAIL' })]);
    for (const body of [
      { email: 'a@example.com', name: '  ', role: 'staff' },
      { email: 'a@example.com', name: 'A', role: 'admin' },
      { email: 'a@example.com', name: 'A', role: 'staff', extra: 1 },
      { email: '', name: 'A', role: 'staff' },
    ]) {
      const res = await call('POST', users(lindenhof), { token: owner, body });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('error.validation');
    }
    const ownerId = await idOf('owner@lindenhof.example');
    expect(
      (await call('POST', `${users(lindenhof)}/${ownerId}`, { token: owner, body: { role: 'boss' } })).status,
    ).toBe(400);
    expect((await call('GET', '/api/staff/property/abc/users', { token: owner })).status).toBe(400);
    expect(await counts()).toEqual(stored);
    await new Promise((r) => setTimeout(r, 300));
    // Nothing went to the refused addresses. (A mail of an earlier test may still arrive meanwhile, so the
    // check is by recipient, not by the catcher's total.)
    const recipients = smtp.received
      .slice(before)
      .flatMap((m) => (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []))
      .flatMap((to) => to.value.map((v) => v.address));
    expect(recipients.filter((a) => a === 'a@example.com' || a === 'not-an-address')).toEqual([]);
  });
});
