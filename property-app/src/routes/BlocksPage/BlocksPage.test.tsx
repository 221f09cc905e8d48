import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, startApp } from '../../testing/startApp.tsx';

beforeEach(() => sessionStorage.clear());

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

/** A block in force of one unit, 1–3 Dec 2026 (its exclusive end the 4th). */
const block = (id: number, unit: string) => ({
  id,
  propertyId: 1,
  bookingcode: `B${id}`,
  bookingstate: 8,
  version: 1,
  bookingcategoryId: 4,
  reason: 'maintenance',
  note: '',
  from: '2026-12-01',
  to: '2026-12-04',
  fromTime: null,
  toTime: null,
  start: '2026-12-01T14:00:00Z',
  end: '2026-12-04T10:00:00Z',
  unitList: [
    {
      unitId: id,
      unitName: unit,
      unitgroupId: 1,
      start: '2026-12-01T14:00:00Z',
      end: '2026-12-04T10:00:00Z',
    },
  ],
  allowedActions: ['changeBlock', 'release'],
  createdAt: '2026-11-28T09:00:00Z',
});

const page = (items: unknown[]) =>
  jsonResponse(200, { items, total: items.length, pageIndex: 0, pageSize: 200, hasMore: false });

function openBlocks(units: string[]) {
  let blocks = units.map((u, i) => block(i + 1, u));
  const released: number[] = [];
  const app = startApp('/app/blocks', (method, path) => {
    const route = path.split('?')[0] ?? '';
    if (method === 'GET' && route === '/api/staff/property/1') return jsonResponse(200, property);
    if (method === 'GET' && route === '/api/staff/unitgroup/list') return page([]);
    if (method === 'GET' && route === '/api/staff/block/list') return page(blocks);
    const release = /^\/api\/staff\/block\/(\d+)\/release$/.exec(route);
    if (method === 'POST' && release) {
      const id = Number(release[1]);
      const gone = blocks.find((b) => b.id === id);
      blocks = blocks.filter((b) => b.id !== id);
      released.push(id);
      return jsonResponse(200, { ...gone, bookingstate: 32, version: 2, allowedActions: [] });
    }
    return null;
  });
  return { ...app, released };
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-mail address/), 'owner@lindenhof.example');
  await user.type(screen.getByLabelText(/Password/), 'Demo-Stay-2026!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Units out of sale' })).toBeInTheDocument();
  return user;
}

describe('releasing a block asks first', () => {
  it('names the units and days; Cancel keeps the block and focus goes back to its Release button @wcag-3.3.4 @wcag-2.4.3', async () => {
    const { released } = openBlocks(['SGL-2', 'SGL-3']);
    const user = await signIn();
    const button = await screen.findByRole('button', { name: 'Release SGL-2 from 1 Dec 2026' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Release SGL-2 from 1 Dec 2026 to 3 Dec 2026?',
    });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    expect(released).toEqual([]);
  });

  it('releases on confirming, then focus goes to the next block’s button, then the list’s heading @wcag-3.3.4 @wcag-2.4.3', async () => {
    const { released } = openBlocks(['SGL-2', 'SGL-3']);
    const user = await signIn();
    (await screen.findByRole('button', { name: 'Release SGL-2 from 1 Dec 2026' })).focus();
    await user.keyboard('{Enter}');
    let dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Release block' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Release SGL-3 from 1 Dec 2026' })).toHaveFocus(),
    );
    expect(released).toEqual([1]);
    expect(screen.queryByRole('button', { name: /SGL-2/ })).toBeNull();
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('alertdialog', { name: /SGL-3/ });
    await user.click(within(dialog).getByRole('button', { name: 'Release block' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Out of sale now and later' })).toHaveFocus(),
    );
    expect(screen.getByText('Nothing is out of sale.')).toBeInTheDocument();
  });
});
