import { expectNoAxeViolations } from '../src/axe.ts';
import { isoDay } from '../src/configurator-helpers.ts';
import { STAFF_PASSWORD, staffSignIn } from '../src/property-app-helpers.ts';
import { type APIRequestContext, expect, type Page, test } from '../src/test.ts';

/*
 * Issue 44 (WCAG 3.3.4, 2.4.3): a staff member's one-keystroke deletions ask first, in the one confirmation
 * dialog (design-system ConfirmDialog) that names what goes and opens on Cancel. Cancel keeps the row and hands
 * focus back to its button; confirming removes it and focus goes to the next row's same button (or the list's
 * heading when none is left), never to the page's body. All by keyboard, on the workspace property's own fresh
 * rows (an inactive unit group of its own, blocks far ahead, its own calendar links), removed again afterwards.
 */

const OWNER = 'owner@workspace.example';
const GROUP = 'E2E confirmations';
const NOTE = 'e2e confirmation';
const tags = { tag: ['@wcag-3.3.4', '@wcag-2.4.3'] };

interface Api {
  headers: Record<string, string>;
  propertyId: number;
  request: APIRequestContext;
}

async function api(request: APIRequestContext): Promise<Api> {
  const login = await request.post('/api/login', { data: { username: OWNER, password: STAFF_PASSWORD } });
  const headers = { 'X-Auth-Token': ((await login.json()) as { token: string }).token };
  const list = await request.get('/api/staff/property/list?p.s=50', { headers });
  const properties = (await list.json()) as { items: { id: number; key: string }[] };
  const propertyId = properties.items.find((p) => p.key === 'workspace')?.id;
  if (propertyId === undefined) throw new Error('no workspace property');
  return { headers, propertyId, request };
}

async function rows<T>(a: Api, base: string, query: string): Promise<T[]> {
  const answer = await a.request.get(`/api/staff/${base}/list?${query}&p.s=500`, { headers: a.headers });
  return ((await answer.json()) as { items: T[] }).items;
}

/** Removes what this spec makes: its unit group with its units, its blocks and its calendar links. */
async function cleanUp(request: APIRequestContext) {
  const a = await api(request);
  for (const g of await rows<{ id: number; version: number; name: string }>(
    a,
    'unitgroup',
    `f.propertyId=${a.propertyId}`,
  )) {
    if (g.name !== GROUP) continue;
    for (const u of await rows<{ id: number; version: number }>(a, 'unit', `f.unitgroupId=${g.id}`))
      await request.delete(`/api/staff/unit/delete/${u.id}?version=${u.version}`, { headers: a.headers });
    const gone = await request.delete(`/api/staff/unitgroup/delete/${g.id}?version=${g.version}`, {
      headers: a.headers,
    });
    expect(gone.status(), 'the spec’s unit group is deleted again').toBeLessThan(300);
  }
  const blocks = await request.get(`/api/staff/block/list?f.propertyId=${a.propertyId}&p.s=200`, {
    headers: a.headers,
  });
  for (const b of ((await blocks.json()) as { items: { id: number; version: number; note: string }[] }).items)
    if (b.note === NOTE)
      await request.post(`/api/staff/block/${b.id}/release`, {
        headers: a.headers,
        data: { version: b.version },
      });
  const feeds = await request.get(`/api/staff/property/${a.propertyId}/calendarfeeds`, {
    headers: a.headers,
  });
  for (const f of ((await feeds.json()) as { items: { id: number; name: string }[] }).items)
    if (f.name.startsWith(NOTE))
      await request.delete(`/api/staff/property/${a.propertyId}/calendarfeeds/${f.id}`, {
        headers: a.headers,
      });
}

test.use({ viewport: { width: 1400, height: 900 } });
test.beforeEach(async ({ request }) => cleanUp(request));
test.afterEach(async ({ request }) => cleanUp(request));

/** The focused element's accessible name, or "BODY" when focus fell to the page. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'BODY';
    return active.getAttribute('aria-label') ?? active.textContent?.trim() ?? active.tagName;
  });
}

/** Opens the confirmation from a focused button by Enter; Cancel must have the focus. */
async function ask(page: Page, button: string, question: string | RegExp) {
  await page.getByRole('button', { name: button, exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: question });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  return dialog;
}

/** The open confirmation passes axe; Cancel by Enter keeps the row and gives focus back to its button. */
async function cancel(page: Page, button: string, question: string | RegExp) {
  const dialog = await ask(page, button, question);
  await expectNoAxeViolations(page, `confirmation ${button}`);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: button, exact: true })).toBeFocused();
}

/** Tab to the destructive button, Enter: the row goes. */
async function confirm(page: Page, button: string, question: string | RegExp, act: string) {
  const dialog = await ask(page, button, question);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: act })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: button, exact: true })).toHaveCount(0);
}

test(
  'a unit is deleted only after the confirmation names it; focus goes to the next unit’s Delete',
  tags,
  async ({ page, request }) => {
    const a = await api(request);
    const vat = (await rows<{ id: number }>(a, 'vat', `f.propertyId=${a.propertyId}`))[0];
    const defaults = await (
      await request.post('/api/staff/unitgroup/new', {
        headers: a.headers,
        data: { propertyId: a.propertyId },
      })
    ).json();
    const group = (await (
      await request.post('/api/staff/unitgroup/add', {
        headers: a.headers,
        data: {
          ...defaults,
          propertyId: a.propertyId,
          code: 'E2ECONF',
          name: GROUP,
          vatId: vat?.id,
          inactive: true,
        },
      })
    ).json()) as { id: number };
    for (const name of ['ZZ-1', 'ZZ-2', 'ZZ-3'])
      expect(
        (
          await request.post('/api/staff/unit/add', {
            headers: a.headers,
            data: { unitgroupId: group.id, name },
          })
        ).status(),
      ).toBe(201);

    await staffSignIn(page, OWNER);
    await page.goto(`/app/offer/unitgroup/${group.id}`);
    await expect(page.getByRole('heading', { level: 1, name: GROUP })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete ZZ-3', exact: true })).toBeVisible();

    await cancel(page, 'Delete ZZ-2', 'Delete unit ZZ-2?');
    await confirm(page, 'Delete ZZ-2', 'Delete unit ZZ-2?', 'Delete unit');
    await expect(page.getByRole('button', { name: 'Delete ZZ-3', exact: true })).toBeFocused();
    // The last one: focus goes to the one before it.
    await confirm(page, 'Delete ZZ-3', 'Delete unit ZZ-3?', 'Delete unit');
    await expect(page.getByRole('button', { name: 'Delete ZZ-1', exact: true })).toBeFocused();
    await confirm(page, 'Delete ZZ-1', 'Delete unit ZZ-1?', 'Delete unit');
    await expect(page.getByRole('heading', { level: 2, name: /^Units/ })).toBeFocused();
    expect(await rows(a, 'unit', `f.unitgroupId=${group.id}`)).toEqual([]);
  },
);

test(
  'a block is released only after the confirmation names its units and days; focus goes to the next block',
  tags,
  async ({ page, request }) => {
    const a = await api(request);
    const groups = await rows<{ id: number; code: string }>(a, 'unitgroup', `f.propertyId=${a.propertyId}`);
    const focusRooms = groups.find((g) => g.code === 'FOCUS')?.id;
    const units = await rows<{ id: number; name: string }>(a, 'unit', `f.unitgroupId=${focusRooms}`);
    const [first, second] = [...units].sort((x, y) => x.name.localeCompare(y.name));
    if (!first || !second) throw new Error('the workspace has fewer than two focus rooms');
    // Far ahead, after every other block, on two days in a row: the second is listed after the first.
    for (const [unit, offset] of [
      [first, 330],
      [second, 331],
    ] as const) {
      const made = await request.post('/api/staff/block/add', {
        headers: a.headers,
        data: {
          propertyId: a.propertyId,
          from: isoDay(offset),
          to: isoDay(offset + 1),
          unitIds: [unit.id],
          reason: 'maintenance',
          note: NOTE,
        },
      });
      expect(made.status()).toBe(201);
    }

    await staffSignIn(page, OWNER);
    await page.goto('/app/blocks');
    await expect(page.getByRole('heading', { level: 1, name: 'Units out of sale' })).toBeVisible();
    const release = (unit: string) =>
      page.getByRole('button', { name: new RegExp(`^Release ${unit} from `) }).getAttribute('aria-label');
    const firstButton = (await release(first.name)) ?? '';
    const secondButton = (await release(second.name)) ?? '';
    const question = (unit: string) => new RegExp(`^Release ${unit} from .+ to .+\\?$`);

    await cancel(page, firstButton, question(first.name));
    await confirm(page, firstButton, question(first.name), 'Release block');
    await expect(page.getByRole('status')).toHaveText(`${first.name} for sale again.`);
    await expect(page.getByRole('button', { name: secondButton, exact: true })).toBeFocused();
    await confirm(page, secondButton, question(second.name), 'Release block');
    // The last row gone, focus moves on once the list is back without it (a few frames on the body meanwhile).
    await expect.poll(() => focused(page)).toMatch(/^Release |^Out of sale now and later$/);
  },
);

test(
  'a published calendar link is revoked only after the confirmation names it; focus goes to the next link',
  tags,
  async ({ page, request }) => {
    const a = await api(request);
    const groups = await rows<{ id: number; code: string }>(a, 'unitgroup', `f.propertyId=${a.propertyId}`);
    for (const code of ['FOCUS', 'TEAM']) {
      const made = await request.post(`/api/staff/property/${a.propertyId}/calendarfeeds`, {
        headers: a.headers,
        data: {
          direction: 'export',
          name: `${NOTE} ${code}`,
          unitgroupId: groups.find((g) => g.code === code)?.id,
        },
      });
      expect(made.status()).toBe(201);
    }

    await staffSignIn(page, OWNER);
    await page.goto('/app/calendar-feeds');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar sync' })).toBeVisible();
    const revokes = page.getByRole('button', { name: /^Revoke the published calendar of / });
    await expect(revokes).toHaveCount(2);
    // Named by their unit groups once the property's units have loaded.
    await expect(revokes.nth(1)).toHaveAccessibleName(/\(unit group\)$/);
    const first = (await revokes.nth(0).getAttribute('aria-label')) ?? '';
    const second = (await revokes.nth(1).getAttribute('aria-label')) ?? '';
    const target = (label: string) => label.replace('Revoke the published calendar of ', '');

    await cancel(page, first, `Revoke the calendar link of ${target(first)}?`);
    await confirm(page, first, `Revoke the calendar link of ${target(first)}?`, 'Revoke link');
    await expect(page.getByRole('button', { name: second, exact: true })).toBeFocused();
    await confirm(page, second, `Revoke the calendar link of ${target(second)}?`, 'Revoke link');
    await expect(page.getByText('No calendar links yet.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Calendar links' })).toBeFocused();
  },
);
