import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { appUser, emailVerification, passwordReset } from '../../db/userSchema.ts';
import { Mailer } from '../../mail/mailer.ts';
import { DEMO_PASSWORD } from '../../seed/users.ts';
import { openTestDatabase, TEST_NOW } from '../../testing/harness.ts';
import { type SmtpServer, startSmtpServer } from '../../testing/smtp.ts';
import { createApp } from '../app.ts';

const PUBLIC_URL = 'https://hotel.test';
const NEW_PASSWORD = 'Fresh-Linden-2026!';
const from = 'Venue Booking <no-reply@localhost>';

type Json = Record<string, unknown> & { error?: string; token?: string; details?: { code: string }[] };
type App = ReturnType<typeof createApp>;

let smtp: SmtpServer;
let database: Database;
let drop: () => Promise<void>;
let app: App;
let mailer: Mailer;
let now = new Date('2026-03-01T10:00:00Z');

beforeAll(async () => {
  smtp = await startSmtpServer();
  ({ database, drop } = await openTestDatabase());
  mailer = new Mailer({ smtpUrl: smtp.url, mailFrom: from, outboxDir: '/nonexistent' });
  app = createApp({
    staticDir: mkdtempSync(join(tmpdir(), 'static-')),
    database,
    guessLimits: { maxFailures: 1_000_000, windowSeconds: 900 },
    now: () => now,
    loginLimits: { perAccount: 10, perClient: 1000, windowSeconds: 900 },
    resetLimits: { perAccount: 3, perClient: 1000, windowSeconds: 3600 },
    mailer,
    publicUrl: PUBLIC_URL,
    // Asked for, but a mailer with SMTP writes no outbox: the dev outbox must still not exist.
    devOutbox: true,
  });
});
afterAll(async () => {
  mailer.close();
  await smtp.close();
  await drop();
});

const call = async (
  target: App,
  method: string,
  path: string,
  o: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) => {
  const headers: Record<string, string> = { ...o.headers };
  if (o.token) headers['X-Auth-Token'] = o.token;
  if (o.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await target.request(path, {
    method,
    headers,
    ...(o.body !== undefined ? { body: JSON.stringify(o.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : {}) as Json };
};
const post = (path: string, body: unknown, o: { token?: string; headers?: Record<string, string> } = {}) =>
  call(app, 'POST', path, { body, ...o });
const login = (username: string, password: string) => post('/api/login', { username, password });
const codes = (res: { body: Json }) => res.body.details?.map((d) => d.code);

/** The reset token from the link of a received mail. */
function tokenOf(text: string | undefined): string {
  const link = text?.match(/https:\/\/hotel\.test\/app\/reset-password\?token=([A-Za-z0-9_-]+)/);
  if (!link?.[1]) throw new Error(`no reset link in ${text}`);
  return link[1];
}

const addressOf = (mail: { to?: unknown }) => {
  const to = mail.to as { value: { address?: string }[] } | { value: { address?: string }[] }[] | undefined;
  return (Array.isArray(to) ? to : to ? [to] : []).flatMap((t) => t.value.map((v) => v.address));
};

/** The `nth` mail to `address` received after the first `after` mails (a slow mail of another test may come between). */
async function mailTo(address: string, after: number, nth = 1) {
  for (let i = 0; i < 100; i++) {
    const mails = smtp.received.slice(after).filter((m) => addressOf(m).includes(address));
    if (mails.length >= nth) return mails[nth - 1] as (typeof smtp.received)[number];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${address}`);
}

/** The verification token from the link of a received mail. */
function verifyTokenOf(text: string | undefined): string {
  const link = text?.match(/https:\/\/hotel\.test\/app\/verify-email\?token=([A-Za-z0-9_-]+)/);
  if (!link?.[1]) throw new Error(`no verification link in ${text}`);
  return link[1];
}

/** Asks for a reset of `email` and answers the token of the mail that arrives. */
async function mailedToken(email: string, headers: Record<string, string> = {}): Promise<string> {
  const count = smtp.received.length;
  expect((await post('/api/password/reset', { email }, { headers })).status).toBe(202);
  return tokenOf((await smtp.nth(count + 1)).text);
}

describe('password reset by mail', () => {
  it('mails a link; the link sets a new password once, ends the sessions and the old password stops working', async () => {
    const email = 'staff@lindenhof.example';
    const session = (await login(email, DEMO_PASSWORD)).body.token as string;
    const count = smtp.received.length;
    const asked = await post(
      '/api/password/reset',
      { email: ' Staff@Lindenhof.example ' },
      { headers: { 'App-Language': 'de-DE' } },
    );
    expect(asked.status).toBe(202);

    const mail = await smtp.nth(count + 1);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : null).toBe(email);
    expect(mail.subject).toBe('Passwort zurücksetzen');
    expect(mail.text).toContain('Hallo Lindenhof Staff,');
    expect(mail.text).toContain('60 Minuten');
    const token = tokenOf(mail.text);
    expect(mail.html).toContain(`https://hotel.test/app/reset-password?token=${token}`);
    // Only the token's hash is stored.
    const rows = await database.run((db) => db.select().from(passwordReset));
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);

    const reset = await post('/api/password/update/token', { token, password: NEW_PASSWORD });
    expect(reset.status).toBe(204);
    expect((await call(app, 'GET', '/api/session/user', { token: session })).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(email, DEMO_PASSWORD)).body.error).toBe('error.login.failed');

    const again = await post('/api/password/update/token', { token, password: 'Another-Pass-2026!' });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('error.reset.invalid');
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('the spec names passwordReset and passwordResetChange do the same, in English by default', async () => {
    const email = 'owner@workspace.example';
    const count = smtp.received.length;
    expect((await post('/api/passwordReset', { email })).status).toBe(202);
    const mail = await smtp.nth(count + 1);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('The link works once and for 60 minutes.');
    const res = await post('/api/passwordResetChange', { token: tokenOf(mail.text), password: NEW_PASSWORD });
    expect(res.status).toBe(204);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one and sends it nothing', async () => {
    const count = smtp.received.length;
    const unknown = await post('/api/password/reset', { email: 'nobody@lindenhof.example' });
    const known = await post('/api/password/reset', { email: 'owner@lindenhof.example' });
    expect(unknown).toEqual(known);
    expect(unknown.status).toBe(202);
    const mail = await smtp.nth(count + 1);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : null).toBe('owner@lindenhof.example');
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received).toHaveLength(count + 1);
  });

  it('refuses an expired link, and an unknown one, and keeps the password', async () => {
    const email = 'staff@cityloft.example';
    const token = await mailedToken(email);
    const later = now;
    now = new Date(later.getTime() + 61 * 60_000);
    try {
      const res = await post('/api/password/update/token', { token, password: NEW_PASSWORD });
      expect(res.status).toBe(410);
      expect(res.body.error).toBe('error.reset.expired');
      expect((await login(email, DEMO_PASSWORD)).status).toBe(200);
    } finally {
      now = later;
    }
    const made = await post('/api/password/update/token', { token: 'x'.repeat(43), password: NEW_PASSWORD });
    expect(made.status).toBe(400);
    expect(made.body.error).toBe('error.reset.invalid');
  });

  it('refuses a weak new password with the form keys and leaves the link usable', async () => {
    const email = 'owner@cityloft.example';
    const token = await mailedToken(email);
    const weak = await post('/api/password/update/token', { token, password: 'short' });
    expect(weak.status).toBe(422);
    expect(weak.body.error).toBe('error.password.weak');
    expect(codes(weak)).toEqual([
      'FORM.ERROR.MINLENGTH',
      'FORM.ERROR.PASSWORDUPPERCASE',
      'FORM.ERROR.PASSWORDDIGIT',
      'FORM.ERROR.PASSWORDSPECIAL',
    ]);
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200);
    expect((await post('/api/password/update/token', { token, password: NEW_PASSWORD })).status).toBe(204);
  });

  it('limits reset requests per e-mail, known or not, with the same answer', async () => {
    for (const email of ['staff@workspace.example', 'ghost@workspace.example']) {
      for (let i = 0; i < 3; i++) expect((await post('/api/password/reset', { email })).status).toBe(202);
      const fourth = await post('/api/password/reset', { email });
      expect(fourth.status).toBe(429);
      expect(fourth.body.error).toBe('error.ratelimit');
    }
  });

  it('still answers 202 when the SMTP server is down, and logs neither the link nor the address', async () => {
    const down = await startSmtpServer();
    await down.close();
    const failing = new Mailer({ smtpUrl: down.url, mailFrom: from, outboxDir: '/nonexistent' });
    const offline = createApp({
      staticDir: mkdtempSync(join(tmpdir(), 'static-')),
      database,
      now: () => TEST_NOW,
      mailer: failing,
      publicUrl: PUBLIC_URL,
    });
    const logged: unknown[][] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args);
    });
    try {
      const res = await call(offline, 'POST', '/api/password/reset', {
        body: { email: 'owner@lindenhof.example' },
      });
      expect(res.status).toBe(202);
      await vi.waitFor(() => expect(logged).toHaveLength(1), { timeout: 10_000 });
      const line = logged.flat().map(String).join(' ');
      expect(line).toContain('password reset mail not sent');
      expect(line).not.toMatch(/token|hotel\.test|owner@/);
    } finally {
      spy.mockRestore();
      failing.close();
    }
  });

  it('has no dev outbox when mail goes to an SMTP server', async () => {
    expect((await call(app, 'GET', '/api/dev/outbox')).status).toBe(404);
  });
});

describe('signup', () => {
  const fresh = { name: 'Nora Neu', email: 'Nora@Example.com', password: NEW_PASSWORD, termsaccepted: true };
  const stored = (email: string) =>
    database.run((db) => db.select().from(appUser).where(eq(appUser.email, email)));

  it('creates an account that cannot sign in until the mailed link verifies its e-mail', async () => {
    const count = smtp.received.length;
    const res = await post('/api/signup', fresh, { headers: { 'App-Language': 'de' } });
    expect(res.status).toBe(202);
    // No session before the mailbox is proven.
    expect(res.body.token).toBeUndefined();
    const [row] = await stored('nora@example.com');
    expect(row?.termsAcceptedAt).toEqual(now);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.emailVerifiedAt).toBeNull();

    const mail = await mailTo('nora@example.com', count);
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.text).toContain('Hallo Nora Neu,');
    expect(mail.text).toContain('24 Stunden');
    const token = verifyTokenOf(mail.text);
    const tokens = await database.run((db) => db.select().from(emailVerification));
    expect(tokens.map((r) => r.tokenHash)).not.toContain(token);

    // The right password tells the account waits; a wrong one gets the usual answer.
    const early = await login('nora@example.com', NEW_PASSWORD);
    expect(early.status).toBe(403);
    expect(early.body.error).toBe('error.login.unverified');
    expect(early.body.token).toBeUndefined();
    const wrong = await login('nora@example.com', 'Wrong-Pass-2026!');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('error.login.failed');

    expect((await post('/api/signup/verify', { token })).status).toBe(204);
    const signedIn = await login('Nora@Example.com', NEW_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ name: 'Nora Neu', email: 'nora@example.com', properties: [] });
    const me = await call(app, 'GET', '/api/session/user', { token: signedIn.body.token as string });
    expect(me.status).toBe(200);

    const again = await post('/api/signup/verify', { token });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('error.verify.invalid');
    const made = await post('/api/signup/verify', { token: 'y'.repeat(43) });
    expect(made.status).toBe(400);
    expect(made.body.error).toBe('error.verify.invalid');
    const bad = await post('/api/signup/verify', { token: 'not a token' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('error.validation');
  });

  it('refuses an expired link; the link is sent again on request, only to an unverified account', async () => {
    const email = 'late@example.com';
    const count = smtp.received.length;
    expect((await post('/api/signup', { ...fresh, name: 'Lena Late', email })).status).toBe(202);
    const first = await mailTo(email, count);
    expect(first.subject).toBe('Confirm your e-mail address');
    const token = verifyTokenOf(first.text);
    const later = now;
    now = new Date(later.getTime() + 25 * 3_600_000);
    try {
      const expired = await post('/api/signup/verify', { token });
      expect(expired.status).toBe(410);
      expect(expired.body.error).toBe('error.verify.expired');
      expect((await login(email, NEW_PASSWORD)).body.error).toBe('error.login.unverified');

      expect((await post('/api/signup/verify/resend', { email: ' LATE@example.com ' })).status).toBe(202);
      const second = await mailTo(email, count, 2);
      expect(second.text).toContain('Hello Lena Late,');
      expect((await post('/api/signup/verify', { token: verifyTokenOf(second.text) })).status).toBe(204);
      expect((await login(email, NEW_PASSWORD)).status).toBe(200);

      // A verified account and an unknown e-mail get the same answer and no mail.
      const verified = await post('/api/signup/verify/resend', { email });
      const unknown = await post('/api/signup/verify/resend', { email: 'nobody@example.com' });
      expect(verified).toEqual(unknown);
      expect(verified.status).toBe(202);
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.received.slice(count).filter((m) => addressOf(m).includes(email))).toHaveLength(2);
      expect(smtp.received.slice(count).filter((m) => addressOf(m).includes('nobody@example.com'))).toEqual(
        [],
      );
    } finally {
      now = later;
    }
  });

  it('limits requests for the link again per e-mail, known or not', async () => {
    for (const email of ['pending@example.com', 'phantom@example.com']) {
      for (let i = 0; i < 5; i++)
        expect((await post('/api/signup/verify/resend', { email })).status).toBe(202);
      const sixth = await post('/api/signup/verify/resend', { email });
      expect(sixth.status).toBe(429);
      expect(sixth.body.error).toBe('error.ratelimit');
    }
  });

  it('a password reset by mail proves the mailbox too, and ends the sessions of whoever signed up', async () => {
    const email = 'taken@example.com';
    const count = smtp.received.length;
    expect((await post('/api/signup', { ...fresh, email })).status).toBe(202);
    await mailTo(email, count);
    expect((await post('/api/password/reset', { email })).status).toBe(202);
    const token = tokenOf((await mailTo(email, count, 2)).text);
    expect((await post('/api/password/update/token', { token, password: 'Real-Owner-2026!' })).status).toBe(
      204,
    );
    expect((await login(email, 'Real-Owner-2026!')).status).toBe(200);
    expect((await login(email, NEW_PASSWORD)).body.error).toBe('error.login.failed');
  });

  it('refuses an e-mail that has an account', async () => {
    const res = await post('/api/signup', { ...fresh, email: 'OWNER@lindenhof.example' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('error.signup.exists');
  });

  it('refuses a weak password, missing terms and a bad e-mail, storing nothing', async () => {
    const email = 'weak@example.com';
    const weak = await post('/api/signup', { ...fresh, email, password: 'alllowercase' });
    expect(weak.status).toBe(422);
    expect(weak.body.error).toBe('error.password.weak');
    expect(codes(weak)).toEqual([
      'FORM.ERROR.PASSWORDUPPERCASE',
      'FORM.ERROR.PASSWORDDIGIT',
      'FORM.ERROR.PASSWORDSPECIAL',
    ]);
    const terms = await post('/api/signup', { ...fresh, email, termsaccepted: false });
    expect(terms.status).toBe(422);
    expect(terms.body.error).toBe('error.terms.required');
    const bad = await post('/api/signup', { ...fresh, email: 'not-an-address' });
    expect(bad.status).toBe(422);
    expect(codes(bad)).toEqual(['FORM.ERROR.EMAIL']);
    const missing = await post('/api/signup', { name: 'X', email, password: NEW_PASSWORD });
    expect(missing.status).toBe(400);
    expect(await stored(email)).toEqual([]);
  });

  it('refuses more than five signups of one e-mail an hour, and stores nothing then', async () => {
    const email = 'flood@example.com';
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/signup', { ...fresh, email, password: 'alllowercase' })).status).toBe(422);
    }
    const limited = await post('/api/signup', { ...fresh, email });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('error.ratelimit');
    // When to try again: the seconds left of the hour's window.
    const wait = Number(limited.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(await stored(email)).toEqual([]);
  });
});

describe('change password', () => {
  const email = 'owner@cityloft.example';
  it('needs the current password, keeps this session and ends the others', async () => {
    // The reset test above set this owner's password to NEW_PASSWORD.
    const current = (await login(email, NEW_PASSWORD)).body.token as string;
    const other = (await login(email, NEW_PASSWORD)).body.token as string;
    const next = 'Changed-Cityloft-9?';

    const wrong = await post(
      '/api/password/update',
      { oldPassword: 'Not-It-2026!', password: next },
      { token: current },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toBe('error.password.wrong');
    const weak = await post(
      '/api/password/update',
      { oldPassword: NEW_PASSWORD, password: 'weak' },
      { token: current },
    );
    expect(weak.status).toBe(422);
    expect(weak.body.error).toBe('error.password.weak');

    const ok = await post(
      '/api/password/update',
      { oldPassword: NEW_PASSWORD, password: next },
      { token: current },
    );
    expect(ok.status).toBe(204);
    expect((await call(app, 'GET', '/api/session/user', { token: current })).status).toBe(200);
    expect((await call(app, 'GET', '/api/session/user', { token: other })).status).toBe(401);
    expect((await login(email, next)).status).toBe(200);
    expect((await login(email, NEW_PASSWORD)).status).toBe(401);
    const alias = await post(
      '/api/passwordChange',
      { oldPassword: next, password: NEW_PASSWORD },
      { token: current },
    );
    expect(alias.status).toBe(204);
  });

  it('needs a staff login', async () => {
    const res = await post('/api/password/update', { oldPassword: NEW_PASSWORD, password: 'Whatever-2026!' });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('error.unauthorized');
  });

  it('counts wrong current passwords as failed logins', async () => {
    const user = 'staff@cityloft.example';
    const token = (await login(user, DEMO_PASSWORD)).body.token as string;
    for (let i = 0; i < 10; i++) {
      const res = await post(
        '/api/password/update',
        { oldPassword: `Wrong-${i}-Pass!`, password: NEW_PASSWORD },
        { token },
      );
      expect(res.status).toBe(422);
    }
    const locked = await post(
      '/api/password/update',
      { oldPassword: DEMO_PASSWORD, password: NEW_PASSWORD },
      { token },
    );
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe('error.login.locked');
  });
});

describe('the dev outbox', () => {
  it('without SMTP_URL keeps the reset mail as an .eml in DATA_DIR/outbox and shows it with its link', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'data-'));
    const outboxDir = join(dataDir, 'outbox');
    const local = createApp({
      staticDir: mkdtempSync(join(tmpdir(), 'static-')),
      database,
      now: () => TEST_NOW,
      guessLimits: { maxFailures: 1_000_000, windowSeconds: 900 },
      mailer: new Mailer({ smtpUrl: undefined, mailFrom: from, outboxDir }, () => TEST_NOW),
      publicUrl: 'http://127.0.0.1:3000',
      devOutbox: true,
    });
    expect((await call(local, 'GET', '/api/dev/outbox')).body).toEqual({ items: [] });
    const asked = await call(local, 'POST', '/api/password/reset', {
      body: { email: 'owner@workspace.example' },
    });
    expect(asked.status).toBe(202);

    let items: { id: string; to: string; subject: string }[] = [];
    for (let i = 0; i < 50 && items.length === 0; i++) {
      items = (await call(local, 'GET', '/api/dev/outbox')).body.items as typeof items;
      if (items.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(items).toEqual([
      {
        id: expect.any(String),
        to: 'owner@workspace.example',
        subject: 'Reset your password',
        date: expect.any(String),
      },
    ]);
    const id = items[0]?.id as string;
    expect(existsSync(join(outboxDir, `${id}.eml`))).toBe(true);
    const shown = await call(local, 'GET', `/api/dev/outbox/${id}`);
    expect(shown.status).toBe(200);
    const links = shown.body.links as string[];
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^http:\/\/127\.0\.0\.1:3000\/app\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(shown.body.html).toContain('<a href=');
    expect((await call(local, 'GET', '/api/dev/outbox/20260301T100000000Z-00000000')).status).toBe(404);

    // The link works like the mailed one.
    const token = new URL(links[0] as string).searchParams.get('token');
    const reset = await call(local, 'POST', '/api/password/update/token', {
      body: { token, password: 'Outbox-Reset-2026!' },
    });
    expect(reset.status).toBe(204);
  });

  it('keeps the signup verification mail too, and its link verifies the account', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'data-')), 'outbox');
    const local = createApp({
      staticDir: mkdtempSync(join(tmpdir(), 'static-')),
      database,
      now: () => TEST_NOW,
      guessLimits: { maxFailures: 1_000_000, windowSeconds: 900 },
      mailer: new Mailer({ smtpUrl: undefined, mailFrom: from, outboxDir }, () => TEST_NOW),
      publicUrl: 'http://127.0.0.1:3000',
      devOutbox: true,
    });
    const body = {
      name: 'Olga Outbox',
      email: 'olga@example.com',
      password: NEW_PASSWORD,
      termsaccepted: true,
    };
    expect((await call(local, 'POST', '/api/signup', { body })).status).toBe(202);
    let items: { id: string; subject: string }[] = [];
    for (let i = 0; i < 50 && items.length === 0; i++) {
      items = (await call(local, 'GET', '/api/dev/outbox')).body.items as typeof items;
      if (items.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(items.map((i) => i.subject)).toEqual(['Confirm your e-mail address']);
    const shown = await call(local, 'GET', `/api/dev/outbox/${items[0]?.id}`);
    const links = shown.body.links as string[];
    expect(links).toEqual([
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:3000\/app\/verify-email\?token=[A-Za-z0-9_-]{43}$/),
    ]);
    const token = new URL(links[0] as string).searchParams.get('token');
    expect((await call(local, 'POST', '/api/signup/verify', { body: { token } })).status).toBe(204);
    expect(
      (await call(local, 'POST', '/api/login', { body: { username: body.email, password: NEW_PASSWORD } }))
        .status,
    ).toBe(200);
  });

  it('does not exist when the app is not told to serve it (production)', async () => {
    const prod = createApp({
      staticDir: mkdtempSync(join(tmpdir(), 'static-')),
      database,
      now: () => TEST_NOW,
      mailer: new Mailer(
        {
          smtpUrl: undefined,
          mailFrom: from,
          outboxDir: mkdtempSync(join(tmpdir(), 'o-')),
        },
        () => TEST_NOW,
      ),
    });
    const res = await call(prod, 'GET', '/api/dev/outbox');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('error.notfound');
  });
});
