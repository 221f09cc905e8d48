import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../testing/harness.ts';

let t: TestApp;
let lindenhof: string;
let workspace: string;
beforeAll(async () => {
  t = await openTestApp();
  lindenhof = await t.login('lindenhof');
  workspace = await t.login('workspace');
});
afterAll(() => t.close());

type Item = Record<string, unknown> & { id: number; name: string };
const read = async (path: string, token: string, language?: string) => {
  const res = await t.request('GET', path, {
    token,
    ...(language !== undefined ? { headers: { 'App-Language': language } } : {}),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown> & { items: Item[] };
};
const names = async (path: string, token: string, language?: string) =>
  (await read(path, token, language)).items.map((i) => i.name);

describe('catalog texts in the language of the call (App-Language)', () => {
  it('lists lindenhof’s service types in German and in English', async () => {
    expect(await names('/api/servicetype/list', lindenhof, 'de')).toContain('Verpflegung');
    const english = await names('/api/servicetype/list', lindenhof, 'en');
    expect(english).toContain('Catering');
    expect(english).not.toContain('Verpflegung');
  });

  it('lists services with their options, groups, time slices and unit groups in the language', async () => {
    const services = (await read('/api/service/list', lindenhof, 'en-GB')).items;
    const buffet = services.find((s) => s.code === 'LUNCH-BUFFET') as Item & {
      text: string;
      serviceOptionList: Item[];
    };
    expect(buffet.name).toBe('Lunch buffet');
    expect(buffet.text).toContain('vegetarian');
    expect(buffet.serviceOptionList.map((o) => o.name)).toEqual(['Vegetarian', 'Vegan', 'Gluten-free']);
    expect(await names('/api/servicegroup/list', lindenhof, 'en')).toEqual(['Lunch', 'Coffee breaks']);
    expect(await names('/api/timeslicedefinition/list', lindenhof, 'en')).toContain('Morning');
    const groups = (await read('/api/unitgroup/list', lindenhof, 'en')).items;
    const single = groups.find((u) => u.code === 'SGL');
    expect(single).toMatchObject({
      name: 'Single room',
      description: 'Quiet single room facing the garden.',
    });

    const detail = (await read(`/api/service/${buffet.id}`, lindenhof, 'de')) as unknown as Item;
    expect(detail.name).toBe('Mittagsbuffet');
    const room = (await read(`/api/unitgroup/${single?.id}`, lindenhof, 'en')) as unknown as Item;
    expect(room.name).toBe('Single room');
  });

  it('gives an English property its German texts, tags included', async () => {
    expect(await names('/api/servicetype/list', workspace, 'de')).toEqual(['Verpflegung', 'Technik']);
    expect(await names('/api/servicetype/list', workspace, 'en')).toEqual(['Catering', 'Equipment']);
    expect(await names('/api/unitgroup/list', workspace, 'de')).toContain('Fokusraum');
    expect(await names('/api/portal/search/tag/list', workspace, 'de')).toContain('Tageslicht');
    expect(await names('/api/portal/search/tag/list', workspace, 'en')).toContain('daylight');
  });

  it('falls back to the stored text for an unknown language or without the header', async () => {
    expect(await names('/api/servicetype/list', lindenhof, 'fr')).toContain('Verpflegung');
    expect(await names('/api/servicetype/list', lindenhof)).toContain('Verpflegung');
    expect(await names('/api/unitgroup/list', workspace, 'xx')).toContain('Focus room');
  });

  it('names the seating setups in the language (translated since migration 0019)', async () => {
    const english = (await read('/api/setup/list', lindenhof, 'en')).items;
    expect(english.map((s) => s.name)).toEqual(['Classroom', 'U-shape', 'Theatre']);
    expect(english[1]?.description).toBe('Tables in a U for up to 30 people.');
    expect(await names('/api/setup/list', lindenhof, 'de')).toEqual(['Parlament', 'U-Form', 'Theater']);
    expect(await names('/api/setup/list', lindenhof)).toContain('U-Form');
    const one = (await read(`/api/setup/${english[1]?.id}`, lindenhof, 'en')) as unknown as Item;
    expect(one.name).toBe('U-shape');
  });

  it('keeps ids, order and everything but the texts the same in every language', async () => {
    // The texts: a unit group's name and description, and the names of the rates it is sold at.
    const strip = (items: Item[]) =>
      items.map(({ name: _n, description: _d, rateplanList, ...rest }) => ({
        ...rest,
        rateplanList: (rateplanList as Item[]).map(({ name: _rate, ...rate }) => rate),
      }));
    const de = (await read('/api/unitgroup/list', lindenhof, 'de')).items;
    const en = (await read('/api/unitgroup/list', lindenhof, 'en')).items;
    expect(strip(en)).toEqual(strip(de));
  });

  it('names the property in the language and still answers the i18n routes', async () => {
    const property = (await read('/api/property/1', lindenhof, 'en')) as unknown as Item;
    expect(property.name).toBe('Lindenhof Lakeside Hotel');
    expect(((await read('/api/property/1', lindenhof, 'de')) as unknown as Item).name).toBe(
      'Seehotel Lindenhof',
    );
    expect(await read('/api/property/i18n/1', lindenhof, 'en')).toMatchObject({
      en: { name: 'Lindenhof Lakeside Hotel' },
    });
    const single = (await read('/api/unitgroup/list', lindenhof)).items.find((u) => u.code === 'SGL');
    expect(await read(`/api/unitgroup/i18n/${single?.id}`, lindenhof, 'en')).toMatchObject({
      en: { name: 'Single room' },
      de: { name: 'Einzelzimmer' },
    });
  });
});
