import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, startApp } from '../../testing/startApp.tsx';

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
const singles = {
  id: 3,
  version: 1,
  propertyId: 1,
  code: 'SGL',
  name: 'Einzelzimmer',
  description: '',
  category: 1,
  multiselect: false,
  minPersons: 1,
  maxPersons: 1,
  maxSelectablePersonCount: null,
  minimumSales: null,
  minimumSalesPerPerson: null,
  bookDirectly: true,
  hideifunavailable: false,
  ignorePersoncount: false,
  price: 9000,
  vatId: 1,
  onRequest: false,
  inactive: false,
  sort: 1,
  i18n: { en: { name: 'Single room' } },
  tagIds: [],
};
const unit = (id: number, name: string) => ({ id, version: 1, unitgroupId: 3, name });

const page = (items: unknown[]) =>
  jsonResponse(200, { items, total: items.length, pageIndex: 0, pageSize: 500, hasMore: false });

/** The single rooms' editor with units SGL-1..3; SGL-1 is booked (the server refuses to delete it). */
function openSingles() {
  let units = [unit(11, 'SGL-1'), unit(12, 'SGL-2'), unit(13, 'SGL-3')];
  const deleted: number[] = [];
  const app = startApp('/app/offer/unitgroup/3', (method, path) => {
    const route = path.split('?')[0] ?? '';
    if (method === 'GET' && route === '/api/staff/property/1') return jsonResponse(200, property);
    if (method === 'GET' && route === '/api/staff/unitgroup/3') return jsonResponse(200, singles);
    if (method === 'GET' && route === '/api/staff/unit/list') return page(units);
    if (method === 'GET' && /^\/api\/staff\/\w+\/list$/.test(route)) return page([]);
    const remove = /^\/api\/staff\/unit\/delete\/(\d+)$/.exec(route);
    if (method === 'DELETE' && remove) {
      const id = Number(remove[1]);
      if (id === 11) return errorResponse(409, 'error.referenced');
      deleted.push(id);
      units = units.filter((u) => u.id !== id);
      return jsonResponse(204, null);
    }
    return null;
  });
  return { ...app, deleted };
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-mail address/), 'owner@lindenhof.example');
  await user.type(screen.getByLabelText(/Password/), 'Demo-Stay-2026!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Single room' })).toBeInTheDocument();
  return user;
}

describe('deleting a unit asks first', () => {
  it('names the unit; Cancel keeps it and gives focus back to its Delete button @wcag-3.3.4 @wcag-2.4.3', async () => {
    const { deleted } = openSingles();
    const user = await signIn();
    const button = await screen.findByRole('button', { name: 'Delete SGL-2' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete unit SGL-2?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    expect(deleted).toEqual([]);
  });

  it('deletes on confirming; focus goes to the next unit’s Delete, from the last to the previous @wcag-3.3.4 @wcag-2.4.3', async () => {
    const { deleted } = openSingles();
    const user = await signIn();
    (await screen.findByRole('button', { name: 'Delete SGL-2' })).focus();
    await user.keyboard('{Enter}');
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete unit SGL-2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete unit' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete SGL-3' })).toHaveFocus());
    expect(deleted).toEqual([12]);
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('alertdialog', { name: 'Delete unit SGL-3?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete unit' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete SGL-1' })).toHaveFocus());
    expect(deleted).toEqual([12, 13]);
  });

  it('keeps the dialog open and says why when the unit is booked @wcag-3.3.4', async () => {
    openSingles();
    const user = await signIn();
    (await screen.findByRole('button', { name: 'Delete SGL-1' })).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete unit SGL-1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete unit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Used by bookings: it cannot be deleted.',
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
