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
const service = (id: number, name: string) => ({
  id,
  version: 1,
  propertyId: 1,
  code: `S${id}`,
  name,
  text: '',
  servicetypeId: 2,
  minOption: 0,
  maxOption: 0,
  timeenabled: false,
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
  sort: id,
  i18n: {},
});
const relation = (id: number, owner: number, related: number) => ({
  id,
  version: 1,
  propertyId: 1,
  ownerServiceId: owner,
  ownerUnitgroupId: null,
  type: 'add',
  groupKey: null,
  relatedServiceId: related,
  relatedUnitgroupId: null,
});

const page = (items: unknown[]) =>
  jsonResponse(200, { items, total: items.length, pageIndex: 0, pageSize: 500, hasMore: false });

function openRelations() {
  let relations = [relation(1, 7, 8), relation(2, 8, 9)];
  const deleted: string[] = [];
  const app = startApp('/app/offer/relation', (method, path) => {
    const route = path.split('?')[0] ?? '';
    if (method === 'GET' && route === '/api/staff/property/1') return jsonResponse(200, property);
    if (method === 'GET' && route === '/api/staff/relation/list') return page(relations);
    if (method === 'GET' && route === '/api/staff/service/list')
      return page([service(7, 'Lunch'), service(8, 'Coffee'), service(9, 'Cake')]);
    if (method === 'GET' && /^\/api\/staff\/\w+\/list$/.test(route)) return page([]);
    const remove = /^\/api\/staff\/relation\/delete\/(\d+)$/.exec(route);
    if (method === 'DELETE' && remove) {
      deleted.push(path);
      relations = relations.filter((r) => r.id !== Number(remove[1]));
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
  expect(await screen.findByRole('heading', { level: 1, name: 'Relation rules' })).toBeInTheDocument();
  return user;
}

describe('deleting a relation rule asks first', () => {
  it('names the rule; Cancel keeps it and gives focus back to its Delete button @wcag-3.3.4 @wcag-2.4.3', async () => {
    const { deleted } = openRelations();
    const user = await signIn();
    const button = await screen.findByRole('button', { name: 'Delete the rule: Adding Lunch adds Coffee' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete the rule “Adding Lunch adds Coffee”?',
    });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    expect(deleted).toEqual([]);
  });

  it('deletes on confirming; focus goes to the next rule’s button, then the list’s heading @wcag-3.3.4 @wcag-2.4.3', async () => {
    const { deleted } = openRelations();
    const user = await signIn();
    (await screen.findByRole('button', { name: 'Delete the rule: Adding Lunch adds Coffee' })).focus();
    await user.keyboard('{Enter}');
    let dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete rule' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete the rule: Adding Coffee adds Cake' })).toHaveFocus(),
    );
    expect(deleted).toEqual(['/api/staff/relation/delete/1?version=1']);
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('alertdialog', { name: /Adding Coffee adds Cake/ });
    await user.click(within(dialog).getByRole('button', { name: 'Delete rule' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Rules' })).toHaveFocus());
    expect(screen.getByText('No rules yet.')).toBeInTheDocument();
  });
});

describe('the new rule’s form', () => {
  it('comes with its items: while they load no empty picker takes the focus; then Enter opens one @wcag-2.1.1', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    startApp('/app/offer/relation', async (method, path) => {
      const route = path.split('?')[0] ?? '';
      if (method === 'GET' && route === '/api/staff/property/1') return jsonResponse(200, property);
      if (method === 'GET' && route === '/api/staff/relation/list') {
        await held;
        return page([relation(1, 7, 8)]);
      }
      if (method === 'GET' && route === '/api/staff/service/list')
        return page([service(7, 'Lunch'), service(8, 'Coffee')]);
      if (method === 'GET' && /^\/api\/staff\/\w+\/list$/.test(route)) return page([]);
      return null;
    });
    const user = await signIn();
    // An empty picker would take the focus and ignore Enter (react-aria opens no list without items).
    expect(screen.queryByRole('button', { name: /When a guest adds or removes/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'New rule' })).toHaveTextContent('Loading');
    release();
    const picker = await screen.findByRole('button', { name: /When a guest adds or removes/ });
    picker.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('option', { name: 'Lunch' })).toBeInTheDocument();
  });
});
