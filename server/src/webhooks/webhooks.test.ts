import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertBookingEvent } from '../db/bookingEventQueries.ts';
import { webhookDelivery } from '../db/webhookSchema.ts';
import type { Mail } from '../mail/mailer.ts';
import { readSecretsKey, type SecretsKey } from '../payments/secrets.ts';
import { DEMO_PASSWORD } from '../seed/users.ts';
import { openTestApp, TEST_NOW, type TestApp } from '../testing/harness.ts';
import { hotelAction } from '../testing/hotel.ts';
import { booker, catalogIds, cityloftRooms, daysFromNow } from '../testing/payloads.ts';
import { readWebhookAddressPolicy } from './addresses.ts';
import { deliverDueWebhooks, RETRY_DELAYS_SECONDS, type WebhookDeps } from './deliver.ts';
import { exampleReceiver, type ReceivedEvent } from './exampleReceiver.ts';

const CITYLOFT = 2;
const LINDENHOF = 1;

/** A receiver on 127.0.0.1 (the example of docs/integrations.md), with what reached it and what it answered. */
interface Receiver {
  readonly url: string;
  readonly events: ReceivedEvent[];
  /** Every request's `webhook-id`, accepted or not. */
  readonly ids: string[];
  close(): Promise<void>;
}

async function startReceiver(secret: string, failures = 0): Promise<Receiver> {
  const events: ReceivedEvent[] = [];
  const ids: string[] = [];
  let left = failures;
  const server: Server = exampleReceiver(secret, (event) => {
    if (left > 0) {
      left--;
      throw new Error('down for maintenance');
    }
    events.push(event);
  });
  server.on('request', (request) => ids.push(String(request.headers['webhook-id'])));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    events,
    ids,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
let key: SecretsKey;
/** The one clock: the app's, the sender's, and (faked Date) the receiver's, which checks the timestamp. */
let clock = TEST_NOW;
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
  vi.setSystemTime(clock);
};
const mails: Mail[] = [];
let deps: WebhookDeps;
let owner: string;
let guest: string;
let unitgroup: number;
let day = 20;

const login = async (username: string) => {
  const res = await t.request('POST', '/api/login', { body: { username, password: DEMO_PASSWORD } });
  return ((await res.json()) as { token: string }).token;
};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
  key = readSecretsKey({ PAYMENT_SECRETS_KEY: randomBytes(32).toString('base64') }) as SecretsKey;
  // The address rule as config.ts reads WEBHOOK_ALLOWED_HOSTS=127.0.0.1 (the local receiver).
  t = await openTestApp({
    now: () => clock,
    paymentSecretsKey: key,
    webhookAddresses: readWebhookAddressPolicy({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' }),
  });
  deps = {
    database: t.database,
    now: () => clock,
    secretsKey: key,
    addresses: { allowPrivate: false, allowedHosts: ['127.0.0.1'] },
    mail: {
      mailer: {
        send: async (mail) => {
          mails.push(mail);
        },
      },
      publicUrl: 'https://venue.test',
    },
  };
  owner = await login('owner@cityloft.example');
  guest = await t.login('cityloft');
  unitgroup = (await catalogIds(t, guest)).unitgroup('PENTHOUSE');
}, 60_000);
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

const base = `/api/staff/property/${CITYLOFT}/webhooks`;

async function createEndpoint(url: string, events: string[] = ['booking.created']) {
  const res = await t.request('POST', base, { token: owner, body: { url, events, description: 'PMS' } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: number; secret: string; secretLast4: string; version: number };
}

/** Creates an endpoint with a receiver that knows its secret (the secret exists only once the endpoint does). */
async function endpointWithReceiver(failures = 0, events?: string[]) {
  // Created at a placeholder first: the secret is made by the server, the receiver needs it to verify.
  const placeholder = await startReceiver(`whsec_${Buffer.alloc(24).toString('base64')}`);
  const endpoint = await createEndpoint(placeholder.url, events);
  await placeholder.close();
  const receiver = await startReceiver(endpoint.secret, failures);
  const res = await t.request('PUT', `${base}/${endpoint.id}`, {
    token: owner,
    body: { version: endpoint.version, url: receiver.url },
  });
  expect(res.status).toBe(200);
  return { endpoint, receiver };
}

async function book() {
  day += 3;
  const res = await t.request('POST', '/api/booking/add', {
    token: guest,
    body: {
      ...cityloftRooms(CITYLOFT, unitgroup, daysFromNow(day), 2),
      booker,
      paymentmethod: 'CreditCard',
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: number; version: number; bookingcode: string; bookingtoken: string };
}

const deliveries = async (endpointId: number) => {
  const res = await t.request('GET', `${base}/${endpointId}/deliveries`, { token: owner });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    deliveries: {
      id: number;
      eventId: string;
      status: string;
      attempts: number;
      lastStatusCode: number | null;
    }[];
  };
};

describe('docs/integrations.md#webhooks: a booking reaches the hotel’s system, signed', () => {
  it('a booking made through the API arrives once, signed, with the booking as its record reads', async () => {
    const { endpoint, receiver } = await endpointWithReceiver();
    expect(endpoint.secret).toMatch(/^whsec_/);
    const list = await t.request('GET', base, { token: owner });
    const listed = (await list.json()) as { endpoints: Record<string, unknown>[] };
    expect(JSON.stringify(listed)).not.toContain(endpoint.secret);
    expect(listed.endpoints[0]).toMatchObject({ secretLast4: endpoint.secret.slice(-4), enabled: true });

    const booking = await book();
    expect(await deliverDueWebhooks(deps)).toMatchObject({ succeeded: 1, failed: 0 });
    // Nothing more is due: a second round sends nothing again.
    expect(await deliverDueWebhooks(deps)).toMatchObject({ succeeded: 0, failed: 0 });
    expect(receiver.events).toHaveLength(1);
    const [event] = receiver.events;
    expect(event).toMatchObject({ type: 'booking.created', timestamp: clock.toISOString() });
    const data = event?.data as {
      property: string;
      booking: Record<string, unknown>;
      event: { action: string };
    };
    expect(data.property).toBe('cityloft');
    expect(data.booking).toMatchObject({
      id: booking.id,
      code: booking.bookingcode,
      state: expect.any(Number),
    });
    expect(data.booking.view).toMatchObject({ booker: { email: booker.email }, lines: [expect.any(Object)] });
    expect(data.event.action).toBe('request');
    const log = await deliveries(endpoint.id);
    expect(log.deliveries).toEqual([
      expect.objectContaining({ eventId: event?.id, status: 'succeeded', attempts: 1, lastStatusCode: 204 }),
    ]);
    await receiver.close();
    await t.request('DELETE', `${base}/${endpoint.id}`, { token: owner });
  });

  it('a receiver that answers 500 twice gets the event on the third try, by the backoff', async () => {
    const { endpoint, receiver } = await endpointWithReceiver(2);
    await book();
    expect(await deliverDueWebhooks(deps)).toMatchObject({ succeeded: 0, failed: 1 });
    // Not due again before its wait.
    const [first = 0, second = 0] = RETRY_DELAYS_SECONDS;
    advance(first - 1);
    expect(await deliverDueWebhooks(deps)).toMatchObject({ succeeded: 0, failed: 0 });
    advance(1);
    expect(await deliverDueWebhooks(deps)).toMatchObject({ succeeded: 0, failed: 1 });
    advance(second);
    expect(await deliverDueWebhooks(deps)).toMatchObject({ succeeded: 1, failed: 0 });
    expect(receiver.events).toHaveLength(1);
    // The same event each time: one webhook-id for three tries.
    expect(new Set(receiver.ids)).toEqual(new Set([receiver.events[0]?.id]));
    expect(receiver.ids).toHaveLength(3);
    const log = await deliveries(endpoint.id);
    expect(log.deliveries[0]).toMatchObject({ status: 'succeeded', attempts: 3, lastStatusCode: 204 });

    // "Send again" sends the same event once more; "send test event" sends a webhook.test.
    const again = await t.request(
      'POST',
      `${base}/${endpoint.id}/deliveries/${log.deliveries[0]?.id}/resend`,
      {
        token: owner,
      },
    );
    expect(again.status).toBe(202);
    const test = await t.request('POST', `${base}/${endpoint.id}/test`, { token: owner });
    expect(test.status).toBe(202);
    expect(await deliverDueWebhooks(deps)).toMatchObject({ succeeded: 2 });
    expect(receiver.events.map((e) => e.type)).toEqual([
      'booking.created',
      'booking.created',
      'webhook.test',
    ]);
    expect(receiver.events[1]?.id).toBe(receiver.events[0]?.id);
    await receiver.close();
    await t.request('DELETE', `${base}/${endpoint.id}`, { token: owner });
  });

  it('a message from the booker and the hotel’s cancellation arrive as their events', async () => {
    const { endpoint, receiver } = await endpointWithReceiver(0, [
      'message.received',
      'booking.state_changed',
      'booking.canceled',
    ]);
    const booking = await book();
    const wrote = await t.request(
      'POST',
      `/api/booking/messages/${booking.bookingtoken}/${booking.bookingcode}`,
      {
        token: guest,
        body: { text: 'Can we arrive at noon?', category: 3 },
      },
    );
    expect(wrote.status, await wrote.clone().text()).toBe(201);
    const canceled = await hotelAction(t, 'cityloft', booking, 'cancel');
    expect(canceled.status).toBe(200);
    await deliverDueWebhooks(deps);
    expect(receiver.events.map((e) => e.type)).toEqual([
      'message.received',
      'booking.state_changed',
      'booking.canceled',
    ]);
    expect(receiver.events[0]?.data.message).toMatchObject({
      author: 'booker',
      body: 'Can we arrive at noon?',
    });
    expect(receiver.events[2]?.data.event).toMatchObject({
      action: 'cancel',
      toState: canceled.body.bookingstate,
    });
    await receiver.close();
    await t.request('DELETE', `${base}/${endpoint.id}`, { token: owner });
  });

  it('the example receiver of docs/integrations.md is this very code', () => {
    const docPage = readFileSync(new URL('../../../docs/integrations.md', import.meta.url), 'utf8');
    expect(docPage).toContain(readFileSync(new URL('./exampleReceiver.ts', import.meta.url), 'utf8'));
  });

  it('a change that is rolled back sends nothing', async () => {
    const { endpoint, receiver } = await endpointWithReceiver(0, [
      'booking.changed',
      'booking.state_changed',
    ]);
    const booking = await book();
    const before = await t.database.run((db) =>
      db.select().from(webhookDelivery).where(eq(webhookDelivery.endpointId, endpoint.id)),
    );
    await expect(
      t.database.run((db) =>
        db.transaction(async (tx) => {
          await insertBookingEvent(tx, {
            bookingId: booking.id,
            at: clock,
            actor: 'staff',
            userId: null,
            action: 'edit',
            fromState: 1,
            toState: 1,
            version: 2,
          });
          throw new Error('the change failed after its history was written');
        }),
      ),
    ).rejects.toThrow(/failed after/);
    const after = await t.database.run((db) =>
      db.select().from(webhookDelivery).where(eq(webhookDelivery.endpointId, endpoint.id)),
    );
    expect(after).toEqual(before);
    await deliverDueWebhooks(deps);
    expect(receiver.ids).toEqual([]);
    await receiver.close();
    await t.request('DELETE', `${base}/${endpoint.id}`, { token: owner });
  });

  it('an endpoint turned off receives nothing', async () => {
    const { endpoint, receiver } = await endpointWithReceiver();
    const off = await t.request('PUT', `${base}/${endpoint.id}`, {
      token: owner,
      body: { version: endpoint.version + 1, enabled: false },
    });
    expect(off.status, await off.clone().text()).toBe(200);
    await book();
    await deliverDueWebhooks(deps);
    expect(receiver.ids).toEqual([]);
    expect((await deliveries(endpoint.id)).deliveries).toEqual([]);
    await receiver.close();
    await t.request('DELETE', `${base}/${endpoint.id}`, { token: owner });
  });
});

describe('docs/integrations.md#which-addresses: the address rule, when saved and when sent', () => {
  it.each([
    ['http://10.0.0.1/hooks', /not a public address/, 'private'],
    ['https://169.254.169.254/latest', /not a public address/, 'private'],
    ['https://[fd00::1]/hooks', /not a public address/, 'private'],
    ['https://localhost/hooks', /not a public address/, 'private'],
    ['http://93.184.216.34/hooks', /only https/, 'https'],
  ])('refuses %s when it is saved, naming the problem for the apps', async (url, why, code) => {
    const res = await t.request('POST', base, { token: owner, body: { url, events: ['booking.created'] } });
    expect(res.status).toBe(422);
    const answer = (await res.json()) as { message: string; details: unknown[] };
    expect(answer.message).toMatch(why);
    expect(answer.details).toEqual([expect.objectContaining({ path: ['url'], code })]);
  });

  it('checks again when it sends: an address allowed no longer is not connected to', async () => {
    const { endpoint, receiver } = await endpointWithReceiver();
    await book();
    const strict = { ...deps, addresses: { allowPrivate: false, allowedHosts: [] } };
    expect(await deliverDueWebhooks(strict)).toMatchObject({ succeeded: 0, failed: 1 });
    expect(receiver.ids).toEqual([]);
    const [row] = await t.database.run((db) =>
      db.select().from(webhookDelivery).where(eq(webhookDelivery.endpointId, endpoint.id)),
    );
    expect(row?.responseExcerpt).toMatch(/^refused: not a public address/);
    await receiver.close();
    await t.request('DELETE', `${base}/${endpoint.id}`, { token: owner });
  });
});

describe('docs/integrations.md#webhooks: only a property’s owners set up its webhooks', () => {
  it('its staff are refused, and another property’s owner finds nothing', async () => {
    const endpoint = await createEndpoint('https://93.184.216.34/hooks');
    const staff = await login('staff@cityloft.example');
    expect((await t.request('GET', base, { token: staff })).status).toBe(403);
    expect(
      (
        await t.request('POST', base, {
          token: staff,
          body: { url: 'https://93.184.216.34/', events: ['booking.created'] },
        })
      ).status,
    ).toBe(403);
    const other = await login('owner@lindenhof.example');
    expect((await t.request('GET', base, { token: other })).status).toBe(404);
    expect((await t.request('GET', `${base}/${endpoint.id}/deliveries`, { token: other })).status).toBe(404);
    // Through their own property's path, the endpoint of another property does not exist.
    const theirs = `/api/staff/property/${LINDENHOF}/webhooks/${endpoint.id}`;
    expect((await t.request('GET', `${theirs}/deliveries`, { token: other })).status).toBe(404);
    expect((await t.request('DELETE', theirs, { token: other })).status).toBe(404);
    expect((await t.request('DELETE', `${base}/${endpoint.id}`, { token: owner })).status).toBe(204);
  });
});

describe('docs/integrations.md#disabling: an endpoint that fails on and on', () => {
  it('an endpoint failing for three days is turned off and its owners are mailed', async () => {
    const { endpoint, receiver } = await endpointWithReceiver(Number.POSITIVE_INFINITY);
    await book();
    for (const wait of [...RETRY_DELAYS_SECONDS, 0]) {
      expect(await deliverDueWebhooks(deps)).toMatchObject({ succeeded: 0 });
      advance(wait);
    }
    // Three days on, the owner's session has ended: they sign in again.
    owner = await login('owner@cityloft.example');
    expect(receiver.ids).toHaveLength(RETRY_DELAYS_SECONDS.length + 1);
    const listed = (await (await t.request('GET', base, { token: owner })).json()) as {
      endpoints: { id: number; enabled: boolean; disabledReason: string | null }[];
    };
    expect(listed.endpoints.find((e) => e.id === endpoint.id)).toMatchObject({
      enabled: false,
      disabledReason: expect.stringContaining('HTTP 500'),
    });
    expect(mails.map((m) => m.to)).toEqual(['owner@cityloft.example']);
    expect(mails[0]?.subject).toContain(receiver.url);
    expect((await deliveries(endpoint.id)).deliveries[0]).toMatchObject({ status: 'failed', attempts: 9 });
    await receiver.close();
    await t.request('DELETE', `${base}/${endpoint.id}`, { token: owner });
  });
});
