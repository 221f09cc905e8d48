// @postgres: push notifications by NOTIFY and pg-boss
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { addDaysToIsoDate } from '@venue/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogCache } from '../catalog/cache.ts';
import { type Jobs, startJobs } from '../jobs/jobs.ts';
import { openTestApp, type TestApp } from '../testing/harness.ts';
import { staffToken } from '../testing/hotel.ts';
import { catalogIds, cityloftRooms } from '../testing/payloads.ts';
import { PUSH_QUEUE, queueMissedPushes, startPushJobs } from './pushJobs.ts';
import { WebPush } from './webPush.ts';

/** web-push-testing: a local push service that accepts VAPID-signed, encrypted messages and decrypts them. */
const require = createRequire(import.meta.url);
const PushServer = require('web-push-testing/src/server.js') as new (
  model: unknown,
  port: number,
) => { startServer(): void; _server: { close(cb: () => void): void } };
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
  PushApiModel: new () => unknown;
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const TODAY = '2026-11-23';
const clock = new Date('2026-11-23T09:00:00Z');

describe('Web Push to the staff (spec 7 push devices)', () => {
  let t: TestApp;
  let jobs: Jobs;
  let stopPush: () => Promise<void>;
  let stopSecond: () => Promise<void>;
  let pushServer: InstanceType<typeof PushServer>;
  let service: string;

  const subscribe = async (publicKey: string) => {
    const res = await fetch(`${service}/subscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userVisibleOnly: 'true', applicationServerKey: publicKey }),
    });
    return (
      (await res.json()) as {
        data: { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };
      }
    ).data;
  };
  const received = async (clientHash: string) => {
    const res = await fetch(`${service}/get-notifications`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ clientHash }),
    });
    return ((await res.json()) as { data: { messages: string[] } }).data.messages.map((m) => JSON.parse(m));
  };

  beforeAll(async () => {
    const port = await freePort();
    service = `http://localhost:${port}`;
    pushServer = new PushServer(new PushApiModel(), port);
    pushServer.startServer();
    t = await openTestApp({ now: () => clock, pushEndpointOrigins: [service] });
    jobs = await startJobs(
      { database: t.database, catalogs: new CatalogCache(t.database), now: () => clock },
      { pollingIntervalSeconds: 0.5 },
    );
    stopPush = await startPushJobs(
      jobs.boss,
      {
        database: t.database,
        webPush: new WebPush(t.database, () => clock, 'mailto:push@venue.example'),
        publicUrl: 'http://127.0.0.1:3000',
        now: () => clock,
      },
      { pollingIntervalSeconds: 0.5 },
    );
    // A second server process hears the same NOTIFY and queues the same notification.
    stopSecond = await startPushJobs(
      jobs.boss,
      {
        database: t.database,
        webPush: new WebPush(t.database, () => clock, 'mailto:push@venue.example'),
        publicUrl: 'http://127.0.0.1:3000',
        now: () => clock,
      },
      { pollingIntervalSeconds: 0.5 },
    );
  }, 60_000);
  afterAll(async () => {
    await stopSecond?.();
    await stopPush?.();
    await jobs?.stop();
    await t?.close();
    await new Promise<void>((resolve) => pushServer._server.close(() => resolve()));
  });

  it('registers a device once per token, lists only the user’s own and deletes it on logout', async () => {
    const token = await staffToken(t, 'lindenhof');
    const { publicKey } = (await (await t.request('GET', '/api/pushdevice/publickey', { token })).json()) as {
      publicKey: string;
    };
    const sub = await subscribe(publicKey);
    const body = { pushdevicetoken: sub.endpoint, keys: sub.keys, language: 'de' };
    const first = await t.request('POST', '/api/pushdevice/add', { token, body });
    expect(first.status).toBe(201);
    const device = (await first.json()) as { id: number; userId: number };
    const again = await t.request('POST', '/api/pushdevice/add', { token, body });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: number }).id).toBe(device.id);

    const mine = await t.request(
      'GET',
      `/api/pushdevice/list?f.userId=${device.userId}&f.pushdevicetoken=${encodeURIComponent(sub.endpoint)}`,
      { token },
    );
    expect(((await mine.json()) as { items: { id: number }[] }).items.map((d) => d.id)).toEqual([device.id]);
    const other = await staffToken(t, 'cityloft');
    expect(
      (await t.request('GET', `/api/pushdevice/list?f.userId=${device.userId}`, { token: other })).status,
    ).toBe(404);
    expect((await t.request('DELETE', `/api/pushdevice/delete/${device.id}`, { token: other })).status).toBe(
      404,
    );
    expect((await t.request('DELETE', `/api/pushdevice/delete/${device.id}`, { token })).status).toBe(204);
    expect(
      ((await (await t.request('GET', '/api/pushdevice/list', { token })).json()) as { total: number }).total,
    ).toBe(0);
  });

  it('refuses an endpoint that is no push service, and a call without a staff login', async () => {
    const token = await staffToken(t, 'lindenhof');
    const res = await t.request('POST', '/api/pushdevice/add', {
      token,
      body: {
        pushdevicetoken: 'http://169.254.169.254/latest/meta-data',
        keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
        language: 'en',
      },
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      details: [{ path: 'pushdevicetoken', code: 'FORM.ERROR.PUSHENDPOINT' }],
    });
    expect((await t.request('GET', '/api/pushdevice/list')).status).toBe(401);
  });

  it('notifies the property’s staff devices of a new request and a booker’s message, in their language, once', async () => {
    const token = await staffToken(t, 'cityloft');
    const { publicKey } = (await (await t.request('GET', '/api/pushdevice/publickey', { token })).json()) as {
      publicKey: string;
    };
    const cityloftDevice = await subscribe(publicKey);
    await t.request('POST', '/api/pushdevice/add', {
      token,
      body: { pushdevicetoken: cityloftDevice.endpoint, keys: cityloftDevice.keys, language: 'de' },
    });
    const lindenhofDevice = await subscribe(publicKey);
    await t.request('POST', '/api/pushdevice/add', {
      token: await staffToken(t, 'lindenhof'),
      body: { pushdevicetoken: lindenhofDevice.endpoint, keys: lindenhofDevice.keys, language: 'en' },
    });

    const guest = await t.login('cityloft');
    const ids = await catalogIds(t, guest);
    const created = await t.request('POST', '/api/booking/add', {
      token: guest,
      body: { ...cityloftRooms(2, ids.unitgroup('STUDIO'), addDaysToIsoDate(TODAY, 30), 2), request: true },
    });
    const booking = (await created.json()) as { id: number; bookingcode: string; bookingtoken: string };

    await expect.poll(() => received(cityloftDevice.clientHash), { timeout: 20_000 }).toHaveLength(1);
    const [message] = await received(cityloftDevice.clientHash);
    expect(message).toEqual({
      title: 'Neue Anfrage für Cityloft Hotel',
      body: `${booking.bookingcode} · 23. Dez. – 25. Dez.`,
      url: `http://127.0.0.1:3000/app/bookings/${booking.id}`,
      tag: `booking-${booking.id}`,
    });
    expect(await received(lindenhofDevice.clientHash)).toEqual([]);
    // The second listener (another process) queued the same job id: once the queue is empty, still one.
    await expect.poll(() => jobs.boss.getQueueSize(PUSH_QUEUE), { timeout: 20_000 }).toBe(0);
    expect(await received(cityloftDevice.clientHash)).toHaveLength(1);

    // A booker's message is a notification too; the staff's own answers are not.
    await t.request('POST', `/api/booking/messages/${booking.bookingtoken}/${booking.bookingcode}`, {
      token: await t.login('cityloft'),
      body: { text: 'Can we bring a dog?' },
    });
    await t.request('POST', `/api/staff/messages/${booking.id}`, { token, body: { text: 'Of course.' } });
    await expect.poll(() => received(cityloftDevice.clientHash), { timeout: 20_000 }).toHaveLength(2);
    expect((await received(cityloftDevice.clientHash))[1]).toMatchObject({
      title: 'Neue Nachricht eines Buchenden für Cityloft Hotel',
      url: `http://127.0.0.1:3000/app/bookings/${booking.id}`,
    });
    await expect.poll(() => jobs.boss.getQueueSize(PUSH_QUEUE), { timeout: 20_000 }).toBe(0);
    expect(await received(cityloftDevice.clientHash)).toHaveLength(2);
  });

  it('after a lost LISTEN connection, a request and a booker’s message of the gap are pushed once', async () => {
    const token = await staffToken(t, 'cityloft');
    const { publicKey } = (await (await t.request('GET', '/api/pushdevice/publickey', { token })).json()) as {
      publicKey: string;
    };
    const device = await subscribe(publicKey);
    await t.request('POST', '/api/pushdevice/add', {
      token,
      body: { pushdevicetoken: device.endpoint, keys: device.keys, language: 'en' },
    });
    // Nobody listens: the NOTIFYs of these two are lost, as in an outage.
    await stopSecond();
    await stopPush();
    stopPush = stopSecond = async () => undefined;
    const guest = await t.login('cityloft');
    const ids = await catalogIds(t, guest);
    const created = await t.request('POST', '/api/booking/add', {
      token: guest,
      body: { ...cityloftRooms(2, ids.unitgroup('STUDIO'), addDaysToIsoDate(TODAY, 40), 2), request: true },
    });
    expect(created.status).toBe(201);
    const booking = (await created.json()) as { id: number; bookingcode: string; bookingtoken: string };
    const wrote = await t.request(
      'POST',
      `/api/booking/messages/${booking.bookingtoken}/${booking.bookingcode}`,
      {
        token: await t.login('cityloft'),
        body: { text: 'Is there parking?' },
      },
    );
    expect(wrote.status).toBe(201);
    await expect.poll(() => jobs.boss.getQueueSize(PUSH_QUEUE), { timeout: 20_000 }).toBe(0);
    expect(await received(device.clientHash)).toEqual([]);

    // The connection is back in two processes: both catch up on the gap, the staff get each notification once.
    const gapStart = new Date(clock.getTime() - 5 * 60_000);
    expect(await queueMissedPushes(jobs.boss, t.database, gapStart)).toBeGreaterThanOrEqual(2);
    await queueMissedPushes(jobs.boss, t.database, gapStart);
    await expect.poll(() => received(device.clientHash), { timeout: 20_000 }).toHaveLength(2);
    await expect.poll(() => jobs.boss.getQueueSize(PUSH_QUEUE), { timeout: 20_000 }).toBe(0);
    const messages = await received(device.clientHash);
    expect(messages.map((m) => m.title).sort()).toEqual([
      'New message from a booker at Cityloft Hotel',
      'New request at Cityloft Hotel',
    ]);
    expect(messages.every((m) => m.url === `http://127.0.0.1:3000/app/bookings/${booking.id}`)).toBe(true);
  });

  it('forgets a device the push service says is gone', async () => {
    const token = await staffToken(t, 'cityloft');
    const { publicKey } = (await (await t.request('GET', '/api/pushdevice/publickey', { token })).json()) as {
      publicKey: string;
    };
    const gone = await subscribe(publicKey);
    const added = await t.request('POST', '/api/pushdevice/add', {
      token,
      body: { pushdevicetoken: gone.endpoint, keys: gone.keys, language: 'en' },
    });
    const { id } = (await added.json()) as { id: number };
    await fetch(`${service}/expire-subscription/${gone.clientHash}`, { method: 'POST' });
    const push = new WebPush(t.database, () => clock, 'mailto:push@venue.example');
    await push.toProperty(2, () => ({ title: 't', body: 'b', url: 'u', tag: 'x' }));
    const list = (await (await t.request('GET', '/api/pushdevice/list', { token })).json()) as {
      items: { id: number }[];
    };
    expect(list.items.map((d) => d.id)).not.toContain(id);
  });
});
