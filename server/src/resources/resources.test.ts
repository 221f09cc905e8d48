// @postgres: concurrent catalog edits and NOTIFY between processes
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDaysToIsoDate } from '@venue/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { createApp } from '../http/app.ts';
import { DEMO_PASSWORD } from '../seed/users.ts';
import { openTestApp, openTestDatabase, type TestApp } from '../testing/harness.ts';
import { staffToken } from '../testing/hotel.ts';
import { catalogIds, lindenhofMeetingDay } from '../testing/payloads.ts';
import { REFERENCE_LISTS, RESOURCES } from './definitions.ts';

// docs/api.md#resources. One clock: 23 Nov 2026, 10:00 in Berlin.
const NOW = new Date('2026-11-23T09:00:00Z');
const LINDENHOF = 1;
const CITYLOFT = 2;

type Row = Record<string, unknown> & { id: number; version: number };
type Page = { items: Row[]; total: number | null; hasMore: boolean };

let t: TestApp;
let drop: () => Promise<void>;
let secondDatabase: Database | null = null;
let second: ReturnType<typeof createApp>;
let owner: string;
let staff: string;
let cityloftStaff: string;

beforeAll(async () => {
  const opened = await openTestDatabase();
  drop = opened.drop;
  t = await openTestApp({ now: () => NOW, database: opened.database });
  // A second server process with its own catalog cache: on PostgreSQL also its own pool and LISTEN connection.
  secondDatabase = opened.url ? await openDatabase({ databaseUrl: opened.url }) : null;
  second = createApp({
    staticDir: mkdtempSync(join(tmpdir(), 'static-')),
    database: secondDatabase ?? opened.database,
    now: () => NOW,
  });
  const login = await t.request('POST', '/api/login', {
    body: { username: 'owner@lindenhof.example', password: DEMO_PASSWORD },
  });
  owner = ((await login.json()) as { token: string }).token;
  staff = await staffToken(t, 'lindenhof');
  cityloftStaff = await staffToken(t, 'cityloft');
});
afterAll(async () => {
  await secondDatabase?.close();
  await drop();
});

const call = async (method: string, path: string, token: string, body?: unknown) => {
  const res = await t.request(method, path, { token, ...(body === undefined ? {} : { body }) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Row & Page & { error?: string } };
};

/** The first row of a base at Lindenhof (a parent for units and options). */
const firstAtLindenhof = async (base: string) =>
  (await call('GET', `/api/staff/${base}/list?f.propertyId=${LINDENHOF}&p.s=1`, owner)).body.items[0] as Row;

/** What each base needs besides its defaults to be a valid new row (texts, and the parent of a child). */
async function sample(base: string): Promise<Record<string, unknown>> {
  switch (base) {
    case 'unit':
      return { unitgroupId: (await firstAtLindenhof('unitgroup')).id, name: 'Room 99' };
    case 'serviceoption':
      return { serviceId: (await firstAtLindenhof('service')).id, name: 'Extra option' };
    case 'vat':
      return { propertyId: LINDENHOF, name: 'Test VAT 5 %', value: 5 };
    case 'relation':
      return {
        propertyId: LINDENHOF,
        ownerUnitgroupId: (await firstAtLindenhof('unitgroup')).id,
        relatedServiceId: (await firstAtLindenhof('service')).id,
      };
    case 'setup':
      return { propertyId: LINDENHOF, name: 'Cabaret' };
    case 'propertysetting':
      return { propertyId: LINDENHOF, key: 'web.engine.configuration.maxNightcount', value: '14' };
    case 'customeraccount':
      return { propertyId: LINDENHOF, number: 'C-4711', name: 'Analytical Engines Ltd' };
    case 'promocode':
      return { propertyId: LINDENHOF, code: 'WINTER27' };
    case 'servicegroup':
    case 'timeslicedefinition':
    case 'tag':
      return { propertyId: LINDENHOF, name: 'rooftop terrace' };
    case 'bookingreason':
    case 'paymenttype':
    case 'documenttemplatecategory':
      return { propertyId: LINDENHOF, name: `New ${base}` };
    default:
      return { propertyId: LINDENHOF, name: `New ${base}`, code: `NEW-${base.toUpperCase()}` };
  }
}

/** A value for a list filter `f.{name}` taken from `row`, and what every row it keeps must satisfy. */
function filterCase(name: string, row: Row, others: readonly Row[]): [string, (item: Row) => boolean] {
  if (name === 'search') {
    const text = String(row.name ?? row.code ?? row.key ?? row.number ?? '').slice(1, 4);
    const matches = (item: Row) =>
      ['name', 'code', 'key', 'number'].some((f) =>
        String(item[f] ?? '')
          .toLowerCase()
          .includes(text.toLowerCase()),
      );
    return [text, matches];
  }
  // A filter on a field the new row leaves empty takes the value of another row.
  const value = row[name] ?? others.find((o) => o[name] != null)?.[name];
  return [String(value), (item: Row) => item[name] === value];
}

describe.each(RESOURCES.filter((r) => !r.noAdd).map((r) => [r.base, r] as const))(
  'the %s base',
  (base, r) => {
    const path = `/api/staff/${base}`;
    const ownerField = r.owner.field;

    it('new, add, read, list by every sort key, update with its version, delete: on its property only', async () => {
      const wanted = await sample(base);
      const fresh = await call('POST', `${path}/new`, owner, { [ownerField]: wanted[ownerField] });
      expect(fresh.status).toBe(200);
      expect(fresh.body[ownerField]).toBe(wanted[ownerField]);

      const added = await call('POST', `${path}/add`, owner, { ...fresh.body, ...wanted });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect(added.body.version).toBe(1);
      const id = added.body.id;
      expect((await call('GET', `${path}/${id}`, staff)).body).toEqual(added.body);

      // The list of the owner has it, sorted by each key both ways (the same values, reversed).
      const list = (query: string) =>
        call('GET', `${path}/list?${ownerField.replace(/^/, 'f.')}=${wanted[ownerField]}${query}`, staff);
      const all = await list('');
      expect(all.status).toBe(200);
      expect(all.body.items.map((i) => i.id)).toContain(id);
      expect(all.body.total).toBe(all.body.items.length);
      for (const key of Object.keys(r.sortKeys)) {
        const up = (await list(`&o.sort=${key}`)).body.items.map((i) => i[key]);
        const down = (await list(`&o.sort=${key}|desc`)).body.items.map((i) => i[key]);
        expect(down, key).toEqual([...up].reverse());
        if (up.every((v) => typeof v === 'number'))
          expect(up, key).toEqual([...(up as number[])].sort((a, b) => a - b));
      }
      // Each filter keeps exactly the rows it names (the new row among them where it matches).
      for (const name of Object.keys(r.filters)) {
        const [value, keeps] = filterCase(name, added.body, all.body.items);
        const filtered = await list(`&f.${name}=${encodeURIComponent(value)}`);
        expect(filtered.status, name).toBe(200);
        expect(filtered.body.items.every(keeps), name).toBe(true);
        expect(filtered.body.items.map((i) => i.id).includes(id), name).toBe(keeps(added.body));
      }
      const paged = await list('&p.s=1&p.i=0&lazylist=true');
      expect(paged.body.items).toHaveLength(1);
      expect(paged.body.total).toBeNull();
      expect(paged.body.hasMore).toBe(all.body.items.length > 1);

      // Another property's staff learn nothing of it.
      expect((await call('GET', `${path}/${id}`, cityloftStaff)).status).toBe(404);
      expect((await call('POST', `${path}/update/${id}`, cityloftStaff, { id, version: 1 })).status).toBe(
        404,
      );
      expect((await call('DELETE', `${path}/delete/${id}?version=1`, cityloftStaff)).status).toBe(404);
      const theirs = await call('GET', `${path}/list`, cityloftStaff);
      expect(theirs.status).toBe(200);
      expect(theirs.body.items.map((i) => i.id)).not.toContain(id);

      // An update sends only what changed, with the version read; a stale version gets the current row.
      const [field, changed] = (
        {
          vat: ['value', 6],
          relation: ['type', 'remove'],
          propertysetting: ['value', '21'],
          promocode: ['code', 'SPRING27'],
        } as Record<string, [string, unknown]>
      )[base] ?? ['name', `Renamed ${base}`];
      const updated = await call('POST', `${path}/update/${id}`, owner, { id, version: 1, [field]: changed });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(updated.body).toMatchObject({ version: 2, [field]: changed });
      const stale = await call('POST', `${path}/update/${id}`, owner, {
        id,
        version: 1,
        [field]: wanted[field],
      });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toBe('error.conflict');
      expect((stale.body as unknown as { details: { current: Row }[] }).details[0]?.current).toMatchObject({
        version: 2,
        [field]: changed,
      });
      // The owner cannot be moved to another property.
      expect(
        (await call('POST', `${path}/update/${id}`, owner, { id, version: 2, [ownerField]: CITYLOFT }))
          .status,
      ).toBe(400);

      expect((await call('DELETE', `${path}/delete/${id}?version=1`, owner)).status).toBe(409);
      expect((await call('DELETE', `${path}/delete/${id}?version=2`, owner)).status).toBe(204);
      expect((await call('GET', `${path}/${id}`, owner)).status).toBe(404);
    });
  },
);

describe.each([
  { base: 'unitgroup', field: 'tagIds', other: 'tag', guest: '/api/unitgroup/list', guestField: 'tagIds' },
  {
    base: 'servicegroup',
    field: 'serviceIds',
    other: 'service',
    guest: '/api/service/list',
    guestField: 'servicegroupIds',
  },
])('the $field of a $base: a set of ids through the pattern', ({ base, field, other, guest, guestField }) => {
  const path = `/api/staff/${base}`;

  it('is set, replaced and cleared with the version; ids of another property are refused; guests see it', async () => {
    const ours = (await listAt(other)).map((x) => x.id).sort((x, y) => x - y);
    expect(ours.length).toBeGreaterThanOrEqual(3);
    const [a, b, c] = ours as [number, number, number];
    // A row of another property (Cityloft has tags but no services: the workspace's then).
    const theirStaff = await staffToken(t, other === 'service' ? 'workspace' : 'cityloft');
    const theirs = ((await call('GET', `/api/staff/${other}/list`, theirStaff)).body.items[0] as Row).id;
    const fresh = (await call('POST', `${path}/new`, owner, { propertyId: LINDENHOF })).body;
    expect(fresh[field]).toEqual([]);
    const wanted = { ...fresh, ...(await sample(base)) };
    const count = async () => (await call('GET', `${path}/list?f.propertyId=${LINDENHOF}`, owner)).body.total;
    const before = await count();

    // An id of another property's row (or of none) is refused, and nothing is stored.
    for (const wrong of [[a, theirs], [99999]]) {
      const refused = await call('POST', `${path}/add`, owner, { ...wanted, [field]: wrong });
      expect(refused.status).toBe(422);
      expect((refused.body as unknown as { details: { path: string }[] }).details[0]?.path).toBe(field);
    }
    expect(await count()).toBe(before);

    // Added with a set: answered sorted, each id once.
    const added = await call('POST', `${path}/add`, owner, { ...wanted, [field]: [b, a, b] });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ version: 1, [field]: [a, b].sort((x, y) => x - y) });
    const id = added.body.id;
    expect((await call('GET', `${path}/${id}`, staff)).body).toEqual(added.body);
    expect(
      (await call('GET', `${path}/list?f.propertyId=${LINDENHOF}`, staff)).body.items.find(
        (x) => x.id === id,
      ),
    ).toEqual(added.body);

    const update = (version: number, ids: unknown, user = owner) =>
      call('POST', `${path}/update/${id}`, user, { id, version, [field]: ids });
    // Replaced: a new version with only the new set.
    const replaced = await update(1, [c]);
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ version: 2, [field]: [c] });
    // The guest's catalog follows at once.
    const guestToken = await t.login('lindenhof');
    const seenByGuest = async () => {
      const res = await t.request('GET', `${guest}?p.s=500`, { token: guestToken });
      const items = ((await res.json()) as { items: Record<string, unknown>[] }).items;
      return base === 'unitgroup'
        ? (items.find((x) => x.id === id)?.[guestField] as number[] | undefined)
        : items.filter((x) => (x[guestField] as number[]).includes(id)).map((x) => x.id as number);
    };
    if (base === 'servicegroup') expect(await seenByGuest()).toEqual([c]);
    // Another property's id: 422, nothing changes.
    const foreign = await update(2, [c, theirs]);
    expect(foreign.status).toBe(422);
    expect((await call('GET', `${path}/${id}`, owner)).body).toMatchObject({ version: 2, [field]: [c] });
    // Not a set of ids: 400.
    expect((await update(2, ['x'])).status).toBe(400);
    // Cleared.
    const cleared = await update(2, []);
    expect(cleared.body).toMatchObject({ version: 3, [field]: [] });
    if (base === 'servicegroup') expect(await seenByGuest()).toEqual([]);
    // A stale version: 409 with the current row; nothing written.
    const stale = await update(2, [a]);
    expect(stale.status).toBe(409);
    expect((stale.body as unknown as { details: { current: Row }[] }).details[0]?.current).toMatchObject({
      version: 3,
      [field]: [],
    });
    expect((await call('GET', `${path}/${id}`, owner)).body[field]).toEqual([]);

    // Two saves of the same version at once: exactly one wins, and its set is the one stored.
    const [one, two] = await Promise.all([update(3, [a]), update(3, [b, c], staff)]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const winner = one.status === 200 ? one : two;
    const stored = (await call('GET', `${path}/${id}`, owner)).body;
    expect(stored).toMatchObject({ version: 4, [field]: winner.body[field] });
    expect(stored[field]).toEqual(one.status === 200 ? [a] : [b, c]);

    // Deleted, its join rows go with it.
    expect((await call('DELETE', `${path}/delete/${id}?version=4`, owner)).status).toBe(204);
    if (base === 'servicegroup') expect(await seenByGuest()).toEqual([]);
  });

  if (base === 'unitgroup')
    it("a seeded room type's tags are the guest's, and a change reaches the guest at once", async () => {
      const guestToken = await t.login('lindenhof');
      const guestTags = async (id: number) => {
        const res = await t.request('GET', guest, { token: guestToken });
        const items = ((await res.json()) as { items: { id: number; tagIds: number[] }[] }).items;
        return items.find((x) => x.id === id)?.tagIds;
      };
      const group = (await listAt('unitgroup', '&f.category=1'))[0] as Row;
      const tags = group.tagIds as number[];
      expect(await guestTags(group.id)).toEqual(expect.arrayContaining(tags));
      expect((await guestTags(group.id))?.length).toBe(tags.length);
      const another = (await listAt('tag')).map((x) => x.id).find((x) => !tags.includes(x)) as number;
      const changed = await call('POST', `${path}/update/${group.id}`, staff, {
        id: group.id,
        version: group.version,
        tagIds: [...tags, another],
      });
      expect(changed.status).toBe(200);
      expect(new Set(await guestTags(group.id))).toEqual(new Set([...tags, another]));
      const back = await call('POST', `${path}/update/${group.id}`, staff, {
        id: group.id,
        version: changed.body.version,
        tagIds: tags,
      });
      expect(back.status).toBe(200);
      expect(new Set(await guestTags(group.id))).toEqual(new Set(tags));
    });
});

describe('writes are checked on the server', () => {
  it('staff may change the offer; only owners change rate plans and VAT', async () => {
    const vat = await firstAtLindenhof('vat');
    const refused = await call('POST', `/api/staff/vat/update/${vat.id}`, staff, {
      id: vat.id,
      version: vat.version,
      value: 0,
    });
    expect(refused.status).toBe(403);
    expect((await call('GET', `/api/staff/vat/${vat.id}`, staff)).body.value).toBe(vat.value);
    const group = await firstAtLindenhof('unitgroup');
    const ok = await call('POST', `/api/staff/unitgroup/update/${group.id}`, staff, {
      id: group.id,
      version: group.version,
      sort: 5,
    });
    expect(ok.status).toBe(200);
  });

  it('refuses a foreign key of another property, rows that make no sense, and unknown fields; stores nothing', async () => {
    const theirVat = (await call('GET', `/api/staff/vat/list?f.propertyId=${CITYLOFT}`, cityloftStaff)).body
      .items[0] as Row;
    const fresh = (await call('POST', '/api/staff/service/new', owner, { propertyId: LINDENHOF })).body;
    const before = (await call('GET', `/api/staff/service/list?f.propertyId=${LINDENHOF}`, owner)).body.total;
    const bad = [
      { ...fresh, code: 'X1', name: 'Foreign VAT', vatId: theirVat.id },
      { ...fresh, code: 'X2', name: 'Options', minOption: 3, maxOption: 1 },
      { ...fresh, code: 'X3', name: 'Price', price: -1 },
      { ...fresh, code: 'X4', name: 'Unknown', colour: 'red' },
      { ...fresh, code: 'bad code!', name: 'Code' },
    ];
    for (const body of bad) {
      const res = await call('POST', '/api/staff/service/add', owner, body);
      expect([400, 422], JSON.stringify(body)).toContain(res.status);
      expect(res.body.error).toBe('error.validation');
    }
    expect((await call('GET', `/api/staff/service/list?f.propertyId=${LINDENHOF}`, owner)).body.total).toBe(
      before,
    );
    // Nor can a user add to a property they do not work for.
    expect(
      (await call('POST', '/api/staff/service/add', cityloftStaff, { ...fresh, code: 'X5', name: 'Mine' }))
        .status,
    ).toBe(404);
  });

  it('filters a list: by service type, flags, and a search in name and code', async () => {
    const services = (await call('GET', `/api/staff/service/list?f.propertyId=${LINDENHOF}`, staff)).body
      .items;
    const type = services[0]?.servicetypeId as number;
    const ofType = (
      await call('GET', `/api/staff/service/list?f.propertyId=${LINDENHOF}&f.servicetypeId=${type}`, staff)
    ).body.items;
    expect(ofType.length).toBeGreaterThan(0);
    expect(ofType.length).toBeLessThan(services.length);
    expect(ofType.every((s) => s.servicetypeId === type)).toBe(true);
    const lunch = (
      await call('GET', `/api/staff/service/list?f.propertyId=${LINDENHOF}&f.search=mittagsBUF`, staff)
    ).body.items;
    expect(lunch.map((s) => s.code)).toEqual(['LUNCH-BUFFET']);
    const byCode = (
      await call('GET', `/api/staff/service/list?f.propertyId=${LINDENHOF}&f.search=lunch-b`, staff)
    ).body.items;
    expect(byCode.map((s) => s.code)).toEqual(['LUNCH-BUFFET']);
    const rooms = (
      await call('GET', `/api/staff/unitgroup/list?f.propertyId=${CITYLOFT}&f.category=1`, cityloftStaff)
    ).body.items;
    expect(rooms.length).toBeGreaterThan(0);
    expect(rooms.every((u) => u.category === 1)).toBe(true);
    expect((await call('GET', `/api/staff/service/list?f.colour=red`, staff)).status).toBe(400);
    expect((await call('GET', `/api/staff/service/list?o.sort=colour`, staff)).status).toBe(400);
  });
});

/** The list of a base at Lindenhof, for `user` (the owner unless told). */
const listAt = async (base: string, query = '', user = owner) =>
  (await call('GET', `/api/staff/${base}/list?f.propertyId=${LINDENHOF}${query}`, user)).body.items;

describe.each([
  ['herodocument', 'hero'],
  ['unitdocument', 'unitgroup'],
] as const)('the %s base: the documents of kind %s', (base, kind) => {
  const path = `/api/staff/${base}`;
  const r = RESOURCES.find((x) => x.base === base);

  it('lists, reads and changes only those documents, on its property only', async () => {
    const rows = await listAt(base);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((d) => d.id)).toEqual((await listAt('document', `&f.kind=${kind}`)).map((d) => d.id));
    for (const key of Object.keys(r?.sortKeys ?? {})) {
      const up = (await listAt(base, `&o.sort=${key}`)).map((i) => i.id);
      const down = (await listAt(base, `&o.sort=${key}|desc`)).map((i) => i.id);
      expect(new Set(down), key).toEqual(new Set(up));
      expect(up, key).toHaveLength(rows.length);
    }
    for (const name of Object.keys(r?.filters ?? {})) {
      const [value, keeps] = filterCase(name, rows[0] as Row, rows);
      const filtered = await listAt(base, `&f.${name}=${encodeURIComponent(value)}`);
      expect(filtered.length, name).toBeGreaterThan(0);
      expect(filtered.every(keeps), name).toBe(true);
    }
    const row = rows[0] as Row;
    expect((await call('GET', `${path}/${row.id}`, staff)).body).toEqual(row);
    expect(row).not.toHaveProperty('bytes');
    // A document of another kind is not one of this base's.
    const other = (await listAt('document', `&f.kind=panorama`))[0] as Row;
    expect((await call('GET', `${path}/${other.id}`, owner)).status).toBe(404);
    expect(
      (await call('POST', `${path}/update/${other.id}`, owner, { id: other.id, version: other.version }))
        .status,
    ).toBe(404);
    expect((await call('DELETE', `${path}/delete/${other.id}?version=${other.version}`, owner)).status).toBe(
      404,
    );
    // Documents come by upload: no new, no add here.
    expect((await call('POST', `${path}/new`, owner, { propertyId: LINDENHOF })).status).toBe(404);
    // Another property's staff learn nothing of them.
    expect((await call('GET', `${path}/${row.id}`, cityloftStaff)).status).toBe(404);
    const theirs = (await call('GET', `${path}/list`, cityloftStaff)).body.items;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((d) => d.propertyId === CITYLOFT && d.kind === kind)).toBe(true);

    // An update changes the text alternative with the version read; a stale version gets the current row.
    const update = (changes: Record<string, unknown>, version = row.version) =>
      call('POST', `${path}/update/${row.id}`, staff, { id: row.id, version, ...changes });
    const changed = await update({ description: `A ${base}` });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ version: row.version + 1, description: `A ${base}`, kind });
    const stale = await update({ description: 'Stale' });
    expect(stale.status).toBe(409);
    expect((stale.body as unknown as { details: { current: Row }[] }).details[0]?.current).toMatchObject({
      description: `A ${base}`,
    });
    // A row cannot leave the view: its kind is not a field here.
    expect((await update({ kind: 'panorama' }, changed.body.version)).status).toBe(400);
    if (base === 'unitdocument') {
      const theirGroup = (
        await call('GET', `/api/staff/unitgroup/list?f.propertyId=${CITYLOFT}`, cityloftStaff)
      ).body.items[0] as Row;
      expect((await update({ unitgroupId: theirGroup.id }, changed.body.version)).status).toBe(422);
    }
    expect((await update({ description: row.description }, changed.body.version)).status).toBe(200);
  });
});

describe('tags, booking reasons and the other small lists', () => {
  it("the property's own tags are the guest's tags; a name once per property", async () => {
    const guestTags = async (property: string) => {
      const guest = await t.login(property);
      const res = await t.request('GET', '/api/portal/search/tag/list', { token: guest });
      return ((await res.json()) as { items: { id: number; name: string }[] }).items;
    };
    const ours = await listAt('tag', '&o.sort=id');
    expect((await guestTags('lindenhof')).map((x) => x.id)).toEqual(ours.map((x) => x.id));
    // Cityloft has its own "step-free", not Lindenhof's.
    const theirs = await guestTags('cityloft');
    const stepFree = (tags: readonly { id: number; name: string }[]) =>
      tags.find((x) => x.name === 'step-free')?.id;
    expect(stepFree(theirs)).toBeDefined();
    expect(stepFree(theirs)).not.toBe(stepFree(ours as unknown as { id: number; name: string }[]));

    const added = await call('POST', '/api/staff/tag/add', staff, {
      propertyId: LINDENHOF,
      name: 'garden',
      i18n: {},
    });
    expect(added.status).toBe(201);
    expect((await guestTags('lindenhof')).map((x) => x.name)).toContain('garden');
    expect((await guestTags('cityloft')).map((x) => x.name)).not.toContain('garden');
    const again = await call('POST', '/api/staff/tag/add', staff, {
      propertyId: LINDENHOF,
      name: 'garden',
      i18n: {},
    });
    expect(again.status).toBe(422);
    // Another property may have a tag of the same name.
    const theirGarden = await call('POST', '/api/staff/tag/add', cityloftStaff, {
      propertyId: CITYLOFT,
      name: 'garden',
      i18n: {},
    });
    expect(theirGarden.status).toBe(201);
    for (const [row, user] of [
      [added.body, staff],
      [theirGarden.body, cityloftStaff],
    ] as const)
      expect((await call('DELETE', `/api/staff/tag/delete/${row.id}?version=1`, user)).status).toBe(204);
    expect((await guestTags('lindenhof')).map((x) => x.name)).not.toContain('garden');
  });

  it('a booking reason or tag a booking names cannot be deleted; objectionable says why', async () => {
    const reason = await call('POST', '/api/staff/bookingreason/add', owner, {
      propertyId: LINDENHOF,
      name: 'Jahrestagung',
      sort: 9,
      inactive: false,
      i18n: { en: { name: 'Annual meeting' } },
    });
    expect(reason.status).toBe(201);
    const tag = (await listAt('tag'))[0] as Row;
    const guest = await t.login('lindenhof');
    const ids = await catalogIds(t, guest);
    const booked = await t.request('POST', '/api/booking/add', {
      token: guest,
      body: lindenhofMeetingDay(ids, addDaysToIsoDate('2026-11-23', 40), 20, {
        bookingreason: { id: reason.body.id },
        tags: [{ id: tag.id }],
      }),
    });
    expect(booked.status).toBe(201);
    // A booking names a reason of its own property only.
    const theirReason = (
      await call('GET', `/api/staff/bookingreason/list?f.propertyId=${CITYLOFT}`, cityloftStaff)
    ).body.items[0] as Row;
    const foreign = await t.request('POST', '/api/booking/add', {
      token: guest,
      body: lindenhofMeetingDay(ids, addDaysToIsoDate('2026-11-23', 41), 20, {
        bookingreason: { id: theirReason.id },
      }),
    });
    expect(foreign.status).toBe(400);
    expect(JSON.stringify(await foreign.json())).toContain('unknown booking reason');
    for (const [base, row] of [
      ['bookingreason', reason.body],
      ['tag', tag],
    ] as const) {
      const asked = await call('POST', `/api/staff/${base}/objectionable/${row.id}`, owner);
      expect(asked.body, base).toMatchObject({
        deletable: false,
        objections: [{ what: 'booking', count: 1 }],
      });
      const refused = await call(
        'DELETE',
        `/api/staff/${base}/delete/${row.id}?version=${row.version}`,
        owner,
      );
      expect(refused.status, base).toBe(409);
      expect(refused.body.error).toBe('error.referenced');
    }
    // Deactivated, the reason stays on the booking.
    const off = await call('POST', `/api/staff/bookingreason/update/${reason.body.id}`, owner, {
      id: reason.body.id,
      version: 1,
      inactive: true,
    });
    expect(off.status).toBe(200);
    expect((await listAt('bookingreason', '&f.inactive=false')).map((x) => x.id)).not.toContain(
      reason.body.id,
    );
  });

  it('the demo properties have booking reasons, payment types and document template categories in en and de', async () => {
    for (const base of ['bookingreason', 'paymenttype', 'documenttemplatecategory']) {
      const rows = await listAt(base, '&f.search=e');
      expect(rows.length, base).toBeGreaterThan(0);
      // Lindenhof speaks German; the English texts are the translations.
      expect(
        rows.every((x) => typeof (x.i18n as { en?: { name?: string } }).en?.name === 'string'),
        base,
      ).toBe(true);
    }
    // Only owners change the payment types.
    const type = (await listAt('paymenttype'))[0] as Row;
    const refused = await call('POST', `/api/staff/paymenttype/update/${type.id}`, staff, {
      id: type.id,
      version: type.version,
      inactive: true,
    });
    expect(refused.status).toBe(403);
  });
});

describe.each(REFERENCE_LISTS.map((r) => [r.base, r] as const))('the %s reference list', (base, r) => {
  const path = `/api/staff/${base}`;
  /** The guest-side list of the same data, where there is one. */
  const guestList: Record<string, string> = {
    language: '/api/language/list?p.s=10000',
    country: '/api/country/list?p.s=10000',
    salutation: '/api/salutation/list',
    academictitle: '/api/academictitle/list',
    messagecategory: '/api/messagecategory/list',
  };

  it('is read by every staff user, the same for every property, sorted and filtered; never written', async () => {
    const all = await call('GET', `${path}/list?p.s=10000`, staff);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(all.body.items.length);
    expect(all.body.items.length).toBeGreaterThan(0);
    expect(all.body.items.every((x) => x.version === 1)).toBe(true);
    expect((await call('GET', `${path}/list?p.s=10000`, cityloftStaff)).body.items).toEqual(all.body.items);
    const guestPath = guestList[base];
    if (guestPath) {
      const guest = await t.login('lindenhof');
      const theirs = (await (await t.request('GET', guestPath, { token: guest })).json()) as { items: Row[] };
      expect(all.body.items.map(({ version: _, ...rest }) => rest)).toEqual(theirs.items);
    }
    if (base === 'timezone')
      expect(all.body.items.map((x) => x.name)).toEqual(expect.arrayContaining(['UTC', 'Europe/Berlin']));

    for (const key of r.sortKeys) {
      const up = (await call('GET', `${path}/list?p.s=10000&o.sort=${key}`, staff)).body.items.map(
        (i) => i[key],
      );
      const down = (await call('GET', `${path}/list?p.s=10000&o.sort=${key}|desc`, staff)).body.items.map(
        (i) => i[key],
      );
      expect(down, key).toEqual([...up].reverse());
      expect(up, key).toHaveLength(all.body.items.length);
      if (up.every((v) => typeof v === 'number'))
        expect(up, key).toEqual([...(up as number[])].sort((a, b) => a - b));
    }
    for (const name of Object.keys(r.filters)) {
      const [value, keeps] = filterCase(name, all.body.items[1] as Row, all.body.items);
      const filtered = await call(
        'GET',
        `${path}/list?p.s=10000&f.${name}=${encodeURIComponent(value)}`,
        staff,
      );
      expect(filtered.status, name).toBe(200);
      expect(filtered.body.items.length, name).toBeGreaterThan(0);
      expect(filtered.body.items.every(keeps), name).toBe(true);
      expect(filtered.body.items, name).toEqual(all.body.items.filter(keeps));
    }
    const paged = await call('GET', `${path}/list?p.s=1&lazylist=true`, staff);
    expect(paged.body).toMatchObject({ total: null, hasMore: all.body.items.length > 1 });
    expect(paged.body.items).toHaveLength(1);

    const first = all.body.items[0] as Row;
    expect((await call('GET', `${path}/${first.id}`, staff)).body).toEqual(first);
    expect((await call('GET', `${path}/99999`, staff)).status).toBe(404);
    expect((await t.request('GET', `${path}/list`)).status).toBe(401);
    // Read only: no new, add, update or delete.
    expect((await call('POST', `${path}/new`, owner, {})).status).toBe(404);
    expect((await call('POST', `${path}/add`, owner, { ...first, id: undefined })).status).toBe(404);
    expect(
      (await call('POST', `${path}/update/${first.id}`, owner, { id: first.id, version: 1 })).status,
    ).toBe(404);
    expect((await call('DELETE', `${path}/delete/${first.id}?version=1`, owner)).status).toBe(404);
  });
});

describe('the property itself', () => {
  it('owners change its name and theme; a theme below WCAG AA contrast or with unsafe CSS is refused; the CSS follows', async () => {
    const path = `/api/staff/property/${LINDENHOF}`;
    const row = (await call('GET', path, staff)).body as unknown as Row & {
      themeTokens: { color: Record<string, string> };
    };
    expect(row).toMatchObject({ key: 'lindenhof', currency: 'EUR' });
    expect((await call('GET', `/api/staff/property/${LINDENHOF}`, cityloftStaff)).status).toBe(404);
    const update = (token: string, changes: Record<string, unknown>, version = row.version) =>
      call('POST', `/api/staff/property/update/${LINDENHOF}`, token, { id: LINDENHOF, version, ...changes });
    const withColor = (color: Record<string, string>) => ({
      themeTokens: { ...row.themeTokens, color: { ...row.themeTokens.color, ...color } },
    });
    expect((await update(staff, withColor({ brand: '#7a1f3d' }))).status).toBe(403);
    const pale = await update(owner, withColor({ text: '#aaaaaa' }));
    expect(pale.status).toBe(422);
    expect(JSON.stringify(pale.body)).toContain('text on surface');
    const injected = await update(owner, withColor({ brand: 'red; } body { display: none' }));
    expect(injected.status).toBe(400);
    // The key, code and currency stay.
    expect((await update(owner, { currency: 'USD' })).status).toBe(400);

    const guest = await t.login('lindenhof');
    const css = async () =>
      (await t.request('GET', `/api/property/css/${LINDENHOF}`, { token: guest })).text();
    expect(await css()).toContain(row.themeTokens.color.brand as string);
    const ok = await update(owner, {
      name: 'Seehotel Lindenhof am See',
      ...withColor({ brand: '#7a1f3d', brandHover: '#5c1730' }),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await css()).toContain('--venue-color-brand: #7a1f3d;');
    await update(owner, { name: row.name, themeTokens: row.themeTokens }, ok.body.version);
  });
});

describe('property settings', () => {
  it("are checked with the domain's parsers; a key is stored once; the configurator reads the change", async () => {
    const add = (key: string, value: string) =>
      call('POST', '/api/staff/propertysetting/add', owner, { propertyId: LINDENHOF, key, value });
    const bad = await add('web.engine.configuration.minNightcount', 'two');
    expect(bad.status).toBe(422);
    expect((bad.body as unknown as { details: { path: string }[] }).details[0]?.path).toBe('value');
    expect((await add('web.engine.configuration.noSuchSetting', '1')).status).toBe(422);
    // Lindenhof has booking.offerReview already: a second entry for the key is refused.
    const again = await add('web.engine.configuration.booking.offerReview', 'false');
    expect(again.status).toBe(422);
    const list = await call(
      'GET',
      `/api/staff/propertysetting/list?f.propertyId=${LINDENHOF}&f.search=offerReview`,
      staff,
    );
    expect(list.body.items).toHaveLength(1);
    // Staff may read settings; only owners change them.
    const row = list.body.items[0] as Row;
    expect(
      (
        await call('POST', `/api/staff/propertysetting/update/${row.id}`, staff, {
          id: row.id,
          version: row.version,
          value: 'false',
        })
      ).status,
    ).toBe(403);
    const guest = await t.login('lindenhof');
    const seen = async () => {
      const res = await t.request('GET', '/api/propertysetting/list?p.s=500', { token: guest });
      const items = ((await res.json()) as { items: { key: string; value: string }[] }).items;
      return items.find((i) => i.key.endsWith('maxNightcount'))?.value;
    };
    const before = await seen();
    const added = await add('web.engine.configuration.maxNightcount', '9');
    expect(added.status).toBe(201);
    expect(await seen()).toBe('9');
    await call('DELETE', `/api/staff/propertysetting/delete/${added.body.id}?version=1`, owner);
    expect(await seen()).toBe(before);
  });
});

describe('concurrent edits and bookings', () => {
  it('two staff saving the same service at once: one wins, the other gets the conflict and loses nothing on retry', async () => {
    const service = await firstAtLindenhof('service');
    const [a, b] = await Promise.all([
      call('POST', `/api/staff/service/update/${service.id}`, owner, {
        id: service.id,
        version: service.version,
        price: 4100,
      }),
      call('POST', `/api/staff/service/update/${service.id}`, staff, {
        id: service.id,
        version: service.version,
        name: 'Lunch',
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    const current = (loser.body as unknown as { details: { current: Row }[] }).details[0]?.current as Row;
    const retry = a.status === 409 ? { price: 4100 } : { name: 'Lunch' };
    const again = await call(
      'POST',
      `/api/staff/service/update/${service.id}`,
      a.status === 409 ? owner : staff,
      {
        id: service.id,
        version: current.version,
        ...retry,
      },
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ price: 4100, name: 'Lunch', version: service.version + 2 });
  });

  it('a service in a booking cannot be deleted (it can be deactivated); objectionable says why', async () => {
    const guest = await t.login('lindenhof');
    const ids = await catalogIds(t, guest);
    const booked = await t.request('POST', '/api/booking/add', {
      token: guest,
      body: lindenhofMeetingDay(ids, addDaysToIsoDate('2026-11-23', 30), 20),
    });
    expect(booked.status).toBe(201);
    const lunch = ids.service('LUNCH-BUFFET');
    const row = (await call('GET', `/api/staff/service/${lunch.id}`, owner)).body;
    const asked = await call('POST', `/api/staff/service/objectionable/${lunch.id}`, owner);
    expect(asked.body).toMatchObject({ deletable: false, objections: [{ what: 'booking' }] });
    const refused = await call(
      'DELETE',
      `/api/staff/service/delete/${lunch.id}?version=${row.version}`,
      owner,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('error.referenced');
    expect((await call('GET', `/api/staff/service/${lunch.id}`, owner)).status).toBe(200);
    // Deactivated, it leaves the guest's offer and stays on the booking.
    const off = await call('POST', `/api/staff/service/update/${lunch.id}`, owner, {
      id: lunch.id,
      version: row.version,
      inactive: true,
    });
    expect(off.status).toBe(200);
    const offer = (await (await t.request('GET', '/api/service/list', { token: guest })).json()) as {
      items: { id: number; available?: boolean }[];
    };
    expect(offer.items.find((s) => s.id === lunch.id)?.available ?? false).toBe(false);
    await call('POST', `/api/staff/service/update/${lunch.id}`, owner, {
      id: lunch.id,
      version: off.body.version,
      inactive: false,
    });
  });

  it("a deactivated unit group leaves the guest's list and comes back when activated", async () => {
    const guest = await t.login('lindenhof');
    const offered = async () =>
      (
        (await (await t.request('GET', '/api/unitgroup/list', { token: guest })).json()) as {
          items: { id: number }[];
        }
      ).items.map((u) => u.id);
    const group = await firstAtLindenhof('unitgroup');
    expect(await offered()).toContain(group.id);
    const fresh = (await call('GET', `/api/staff/unitgroup/${group.id}`, owner)).body;
    const off = await call('POST', `/api/staff/unitgroup/update/${group.id}`, staff, {
      id: group.id,
      version: fresh.version,
      inactive: true,
    });
    expect(off.status).toBe(200);
    expect(await offered()).not.toContain(group.id);
    await call('POST', `/api/staff/unitgroup/update/${group.id}`, staff, {
      id: group.id,
      version: off.body.version,
      inactive: false,
    });
    expect(await offered()).toContain(group.id);
  });

  it('a new price reaches the guest at once, through whichever server process serves them', async () => {
    const guest = await t.login('lindenhof');
    const priceSeen = async (app: { request: typeof second.request }, id: number) => {
      const res = await app.request('/api/unitgroup/list', { headers: { 'X-Auth-Token': guest } });
      const body = (await res.json()) as { items: { id: number; rateplanList: { price: number }[] }[] };
      return body.items.find((u) => u.id === id)?.rateplanList[0]?.price;
    };
    const group = await firstAtLindenhof('unitgroup');
    // Both processes have the catalog cached.
    const before = await priceSeen(second, group.id);
    expect(before).toBeDefined();
    expect(await priceSeen(t.app, group.id)).toBe(before);
    const fresh = (await call('GET', `/api/staff/unitgroup/${group.id}`, owner)).body;
    const res = await call('POST', `/api/staff/unitgroup/update/${group.id}`, owner, {
      id: group.id,
      version: fresh.version,
      price: (fresh.price as number) + 1000,
    });
    expect(res.status).toBe(200);
    expect(await priceSeen(t.app, group.id)).toBe((before as number) + 1000);
    // The other process heard of it (NOTIFY) and dropped its cached catalog.
    await expect.poll(() => priceSeen(second, group.id), { timeout: 5000 }).toBe((before as number) + 1000);
  });
});

describe('translations of VAT rates, setups and images (migration 0019, docs/api.md#resources)', () => {
  it('a VAT rate added without translations has none; an update stores them', async () => {
    const added = await call('POST', '/api/staff/vat/add', owner, {
      propertyId: LINDENHOF,
      name: 'Nullsatz',
      value: 0,
    });
    expect(added.status).toBe(201);
    expect(added.body.i18n).toEqual({});
    const named = await call('POST', `/api/staff/vat/update/${added.body.id}`, owner, {
      id: added.body.id,
      version: added.body.version,
      i18n: { en: { name: 'Zero rate' } },
    });
    expect(named.status).toBe(200);
    expect(named.body.i18n).toEqual({ en: { name: 'Zero rate' } });
    const gone = await call(
      'DELETE',
      `/api/staff/vat/delete/${added.body.id}?version=${named.body.version}`,
      owner,
    );
    expect(gone.status).toBe(204);
  });

  it('staff translate a setup; an image’s text alternative is 500 characters at most in every language', async () => {
    const setup = await firstAtLindenhof('setup');
    const i18n = { en: { name: 'Classroom', description: 'Rows of tables facing the front.' } };
    expect(setup.i18n).toEqual(i18n);
    const changed = await call('POST', `/api/staff/setup/update/${setup.id}`, staff, {
      id: setup.id,
      version: setup.version,
      i18n: { en: { name: 'Class room', description: 'Rows of tables.' } },
    });
    expect(changed.status).toBe(200);
    const back = await call('POST', `/api/staff/setup/update/${setup.id}`, staff, {
      id: setup.id,
      version: changed.body.version,
      i18n,
    });
    expect(back.body.i18n).toEqual(i18n);

    const image = await firstAtLindenhof('document');
    const refused = await call('POST', `/api/staff/document/update/${image.id}`, staff, {
      id: image.id,
      version: image.version,
      i18n: { en: { description: 'x'.repeat(501) } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([expect.objectContaining({ path: 'i18n.en.description' })]);
  });
});
