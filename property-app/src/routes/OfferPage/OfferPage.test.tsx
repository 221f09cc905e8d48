import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, startApp } from '../../testing/startApp.tsx';

beforeEach(() => sessionStorage.clear());

/*
 * The catalog editor in the staff user's language (issue 37): a German property's VAT rates, setups and the rows
 * a form names are shown in English to a user reading the app in English, and setups are edited in both.
 */

const property = {
  id: 1,
  version: 1,
  key: 'lindenhof',
  code: 'LH',
  currency: 'EUR',
  name: 'Seehotel Lindenhof',
  defaultLanguage: 'de',
  timezone: 'Europe/Berlin',
  address: {},
  i18n: {},
  themeTokens: null,
};
const vat = {
  id: 1,
  version: 1,
  propertyId: 1,
  name: 'MwSt. 19 %',
  value: 19,
  i18n: { en: { name: 'VAT 19 %' } },
};
const setup = {
  id: 2,
  version: 4,
  propertyId: 1,
  name: 'U-Form',
  description: 'Tische in U-Form.',
  issetup: true,
  i18n: { en: { name: 'U-shape' } },
};
const coffee = {
  id: 7,
  version: 3,
  propertyId: 1,
  code: 'COFFEE',
  name: 'Kaffeepause',
  text: 'Kaffee und Kuchen',
  servicetypeId: 2,
  minOption: 0,
  maxOption: 0,
  timeenabled: true,
  timeenabledforuserisrequired: false,
  descriptionenabled: false,
  descriptionenabledforuserisrequired: false,
  sellingmode: 2,
  minimumsalesforfreerent: null,
  price: 850,
  vatId: 1,
  onRequest: false,
  disabled: false,
  inactive: false,
  sort: 10,
  i18n: { en: { name: 'Coffee break' } },
};

const page = (items: unknown[]) =>
  jsonResponse(200, { items, total: items.length, pageIndex: 0, pageSize: 500, hasMore: false });

function openOffer(path: string) {
  const updates: Record<string, unknown>[] = [];
  const lists: Record<string, unknown[]> = { vat: [vat], setup: [setup], service: [coffee] };
  const app = startApp(path, (method, url, body) => {
    const route = url.split('?')[0] ?? '';
    if (method === 'GET' && route === '/api/staff/property/1') return jsonResponse(200, property);
    const list = /^\/api\/staff\/(\w+)\/list$/.exec(route);
    if (method === 'GET' && list) return page(lists[list[1] ?? ''] ?? []);
    if (method === 'GET' && route === '/api/staff/setup/2') return jsonResponse(200, setup);
    if (method === 'GET' && route === '/api/staff/service/7') return jsonResponse(200, coffee);
    if (method === 'GET' && route === '/api/staff/serviceoption/list') return page([]);
    if (method === 'POST' && route === '/api/staff/setup/update/2') {
      updates.push(body);
      const { id: _id, version: _version, ...changes } = body;
      return jsonResponse(200, { ...setup, ...changes, version: setup.version + 1 });
    }
    return null;
  });
  return { ...app, updates };
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-mail address/), 'owner@lindenhof.example');
  await user.type(screen.getByLabelText(/Password/), 'Demo-Stay-2026!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('the catalog editor in the user’s language', () => {
  it('lists a German property’s VAT rates by their English names', async () => {
    openOffer('/app/offer/vat');
    await signIn();
    expect(await screen.findByRole('rowheader', { name: 'VAT 19 %' })).toBeInTheDocument();
    expect(screen.queryByText('MwSt. 19 %')).toBeNull();
  });

  it('names the VAT rate a service form points at in English', async () => {
    openOffer('/app/offer/service/7');
    await signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Coffee break' })).toBeInTheDocument();
    expect((await screen.findAllByText('VAT 19 % (19 %)')).length).toBeGreaterThan(0);
    expect(screen.queryByText('MwSt. 19 % (19 %)')).toBeNull();
  });

  it('edits a setup’s name and description in English and German and saves only the translation changed', async () => {
    const { updates } = openOffer('/app/offer/setup/2');
    const user = await signIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'U-shape' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Name (English)' })).toHaveValue('U-shape');
    expect(screen.getByRole('textbox', { name: 'Name (German)' })).toHaveValue('U-Form');
    expect(screen.getByRole('textbox', { name: 'Description (German)' })).toHaveValue('Tische in U-Form.');
    await user.type(screen.getByRole('textbox', { name: 'Description (English)' }), 'Tables in a U.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(updates).toEqual([
        { id: 2, version: 4, i18n: { en: { name: 'U-shape', description: 'Tables in a U.' } } },
      ]),
    );
  });

  it('keeps what was typed into a new row when the offer’s lists answer anew meanwhile', async () => {
    // The editor reads the offer's lists again on opening; when that answer comes late and differs (a VAT rate
    // added meanwhile), the name typed before it stays in the input.
    let release: () => void = () => {};
    let vatReads = 0;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const added = { ...vat, id: 3, name: 'MwSt. 7 %', value: 7, i18n: { en: { name: 'VAT 7 %' } } };
    startApp('/app/offer/service', async (method, url) => {
      const route = url.split('?')[0] ?? '';
      if (method === 'GET' && route === '/api/staff/property/1') return jsonResponse(200, property);
      if (method === 'GET' && route === '/api/staff/vat/list') {
        vatReads += 1;
        if (vatReads === 1) return page([vat]);
        await held;
        return page([vat, added]);
      }
      if (method === 'GET' && /^\/api\/staff\/\w+\/list$/.test(route))
        return page(route.includes('/service/') ? [coffee] : []);
      if (method === 'POST' && route === '/api/staff/service/new') {
        const { id: _id, version: _version, name: _name, i18n: _i18n, code: _code, ...rest } = coffee;
        return jsonResponse(200, { ...rest, name: '', code: '', i18n: {} });
      }
      return null;
    });
    const user = await signIn();
    await user.click(await screen.findByRole('link', { name: 'New service' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name (English)' }), 'Projector');
    await waitFor(() => expect(vatReads).toBe(2));
    release();
    // The late answer is in once its VAT rate can be chosen; the typed name is still there.
    await user.click(screen.getByRole('button', { name: /VAT rate$/ }));
    expect(await screen.findByRole('option', { name: 'VAT 7 % (7 %)' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('textbox', { name: 'Name (English)' })).toHaveValue('Projector');
  });

  it('refuses a setup without its German name, the property’s own language, and says so at the input', async () => {
    const { updates } = openOffer('/app/offer/setup/2');
    const user = await signIn();
    const german = await screen.findByRole('textbox', { name: 'Name (German)' });
    await user.clear(german);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please fill this in.')).toBeInTheDocument();
    expect(german).toHaveAttribute('aria-invalid', 'true');
    expect(updates).toEqual([]);
  });
});
