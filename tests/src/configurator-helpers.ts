import { type APIRequestContext, expect, type FrameLocator, type Page } from '@playwright/test';

/** 'YYYY-MM-DD' of today plus `days` (UTC; the tests pick days far enough ahead for any time zone). */
export function isoDay(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether an ISO day is a Sunday (workspace, a demo property, takes no booking that starts on one). */
export const isSunday = (day: string): boolean => new Date(`${day}T12:00:00Z`).getUTCDay() === 0;

/** Like isoDay, but a Sunday moves to the Monday after it: a day workspace can be booked for. */
export function workdayIsoDay(days: number): string {
  const day = isoDay(days);
  return isSunday(day) ? isoDay(days + 1) : day;
}

/** Logs in to a property through the real API and returns its token and id. */
export async function propertyLogin(
  request: APIRequestContext,
  key: string,
): Promise<{ token: string; propertyId: number }> {
  const response = await request.post('/api/propertylogin', { data: { key } });
  if (!response.ok()) throw new Error(`login to ${key} failed: ${response.status()}`);
  const body = (await response.json()) as { token: string; propertyId: number };
  return { token: body.token, propertyId: body.propertyId };
}

/** Reads a booking through the real API (token route) as the booker would. */
export async function readBooking(
  request: APIRequestContext,
  propertyKey: string,
  bookingtoken: string,
  code: string,
): Promise<Record<string, unknown> & { total: number; bookingstate: number; currency: string }> {
  const { token } = await propertyLogin(request, propertyKey);
  const response = await request.get(
    `/api/booking/byTokenAndInternalIdOrExternalId/${encodeURIComponent(bookingtoken)}/${encodeURIComponent(code)}`,
    { headers: { 'X-Auth-Token': token } },
  );
  if (!response.ok()) throw new Error(`reading booking ${code} failed: ${response.status()}`);
  return (await response.json()) as Record<string, unknown> & {
    total: number;
    bookingstate: number;
    currency: string;
  };
}

/**
 * The booking code shown after sending and the token of the reopen link (which carries the booking's id, not its
 * code: docs/pages.md#reopening-a-booking).
 */
export async function sentBooking(page: Page): Promise<{ code: string; token: string }> {
  const href = await page
    .getByRole('link', { name: /Buchung später wieder öffnen|Open your booking again later/ })
    .getAttribute('href');
  const url = new URL(href ?? '', 'http://x');
  return {
    code: ((await page.getByTestId('booking-code').textContent()) ?? '').trim(),
    token: url.searchParams.get('bookingtoken') ?? '',
  };
}

/** Formats cents like the configurator does (Intl, de-DE or en-GB). */
export function money(cents: number, currency: string, locale: 'de-DE' | 'en-GB'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** The cart page's total (the design system's CartSummary: the value after the "Total"/"Gesamt" term). */
export function cartTotal(page: Page) {
  return page
    .getByRole('term')
    .filter({ hasText: /^(Total|Gesamt)$/ })
    .locator('xpath=following-sibling::dd[1]');
}

/** The event bar (headed "Your event", or "Your stay" at a hotel), in either language. */
export function eventBar(page: Page | FrameLocator) {
  return page.getByRole('region', { name: /^(Ihre Veranstaltung|Ihr Aufenthalt|Your event|Your stay)$/ });
}

/**
 * Opens the event bar of a step page as the guest does: there it is one summary line with a button
 * ("Veranstaltung ändern", "Change stay", …) that shows the full bar in place. Also inside an embed's frame.
 */
export async function openEventBar(page: Page | FrameLocator) {
  const bar = eventBar(page);
  const change = bar.getByRole('button', {
    name: /^(Veranstaltung ändern|Aufenthalt ändern|Change event|Change stay)$/,
  });
  await expect(change).toHaveAttribute('aria-expanded', 'false');
  await change.click();
  await expect(bar.getByRole('button', { name: /^(Fertig|Done)$/ })).toHaveAttribute('aria-expanded', 'true');
}

/** Picks a day in the calendar as the guest does, paging the calendar month by month (up to 8) until it shows. */
export async function pickDay(page: Page, iso: string, locale: 'en-GB' | 'de-DE' = 'de-DE') {
  const label = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
  // The month grids are their own chunk: wait for them before deciding to page on.
  const grid = page.getByRole('grid').first();
  await expect(grid).toBeVisible({ timeout: 15_000 });
  const day = page.getByRole('grid').getByRole('button', { name: new RegExp(`(^|\\s)${label}`) });
  // The calendar's own "Next" (the first one on the page; the step navigation's comes after it).
  const nextMonth = page.getByRole('button', { name: /^(Next|Weiter)$/ }).first();
  // Month by month, as far as the booking horizon (three years), each page awaited (the grid names its month)
  // before looking for the day again: a look at a grid still showing the last month would page past the day.
  for (let i = 0; i < 40 && (await day.count()) === 0; i++) {
    const shown = (await grid.getAttribute('aria-label')) ?? '';
    await nextMonth.click();
    await expect(grid).not.toHaveAttribute('aria-label', shown);
  }
  await day.first().click();
}

/** Chooses a language in the header's picker (a dialog with radio options, applied on OK). */
export async function chooseLanguage(page: Page, current: string, next: string) {
  await page.getByRole('button', { name: current }).click();
  const dialog = page.getByRole('dialog');
  // The radio input itself is visually hidden under its styled label: the guest presses the label.
  await dialog.getByText(next, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: next })).toBeChecked();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}
