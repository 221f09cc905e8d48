import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHttpClient } from '@venue/api-client';
import { describedAs } from '@venue/design-system/testing/description';
import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from '../../api/endpoints.ts';
import { resolvePropertyLocation } from '../../api/propertyLocation.ts';
import { ApiProvider } from '../../app/ApiProvider.tsx';
import { readQueryPrefill } from '../../app/queryPrefill.ts';
import { I18nRoot } from '../../i18n/I18nRoot.tsx';
import { createI18n } from '../../i18n/i18n.ts';
import { createAppStore, flushCartStorage } from '../../store/createAppStore.ts';
import { StoreProvider } from '../../store/StoreProvider.tsx';
import { fakeServer, listPage, loginAnswer } from '../../testing/fakeServer.ts';
import { EventBar } from './EventBar.tsx';

/**
 * The event bar of a logged-in lindenhof session whose settings are `settings`; `started` starts the cart and
 * renders the bar as a step page does (collapsible), `query` is the page's query string (dates, people).
 */
async function renderEventBar(
  settings: readonly { key: string; value: string }[],
  seen: Request[] = [],
  {
    started = false,
    query = '',
    language = 'de',
    calendar = [],
  }: { started?: boolean; query?: string; language?: string; calendar?: readonly unknown[] } = {},
) {
  const routes = (request: Request) => ({
    '/api/propertylogin': loginAnswer,
    '/api/property/7': { id: 7, key: 'lindenhof', name: 'Seehotel Lindenhof', timezone: 'Europe/Berlin' },
    '/api/propertysetting/list': listPage(settings),
    '/api/calendar/unitgroup/unavailability/list': { calendarentryList: calendar },
    '/api/timeslicedefinition/list': listPage([
      { id: 1, name: 'Ganztags', starttime: '08:00:00', endtime: '18:00:00' },
      { id: 2, name: 'Vormittag', starttime: '08:00:00', endtime: '12:00:00' },
    ]),
    // The property knows one promo code, in any case.
    '/api/promocode/check': {
      valid: new URL(request.url).searchParams.get('f.code')?.toUpperCase() === 'SPRING20',
    },
  });
  const api = createApi(
    createHttpClient({
      baseUrl: '',
      token: () => store.getState().token,
      language: () => 'de',
      fetch: fakeServer(routes, { emptyLists: true, seen }),
    }),
  );
  const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
  await store
    .getState()
    .startSession(resolvePropertyLocation('/lindenhof', '', null, null), readQueryPrefill(query));
  if (started) store.getState().dispatch({ type: 'start' });
  render(
    <I18nRoot instance={createI18n(language)}>
      <ApiProvider api={api}>
        <StoreProvider store={store}>
          <EventBar onStart={() => {}} collapsible={started} />
        </StoreProvider>
      </ApiProvider>
    </I18nRoot>,
  );
  return store;
}

afterEach(() => {
  // A cart write still pending (the store writes when idle) must not reach the next test.
  flushCartStorage();
  localStorage.clear();
});

describe('the event bar', () => {
  it('is shown to a guest of a property that uses it', async () => {
    await renderEventBar([]);
    expect(await screen.findByRole('region', { name: 'Ihre Veranstaltung' })).toBeVisible();
  });

  it('is hidden when the property disables it, and the booking starts without it', async () => {
    const store = await renderEventBar([
      { key: 'web.engine.configuration.eventbar.isDisabled', value: 'true' },
    ]);
    expect(screen.queryByRole('region')).toBeNull();
    expect(store.getState().cart?.started).toBe(true);
  });

  it('asks for a mandatory promo code next to the start, which waits for a code the server knows', async () => {
    const seen: Request[] = [];
    const store = await renderEventBar(
      [
        { key: 'web.engine.configuration.promocode.mandatory', value: 'true' },
        { key: 'web.engine.configuration.autostart', value: 'false' },
      ],
      seen,
    );
    const start = screen.getByRole('button', { name: "Los geht's" });
    // The field's code arrives after the bar (it is not part of every property's first screen).
    const field = await screen.findByRole('textbox', { name: 'Aktionscode' });
    // Disabled, and why: next to it and as its description; the field says why it is there, but is not red
    // before the guest did anything.
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription('Zum Starten bitte vervollständigen: Aktionscode.');
    expect(field).toBeRequired();
    expect(field).not.toBeInvalid();
    expect(field).toHaveAccessibleDescription(
      describedAs('Für eine Buchung hier ist ein Aktionscode nötig.'),
    );
    // Left empty, the field says what is missing.
    await userEvent.click(field);
    await userEvent.tab();
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(
      'Für eine Buchung hier ist ein Aktionscode nötig. Bitte füllen Sie dieses Feld aus.',
    );

    // An unknown code is named when the guest is done with the field; the cart keeps none.
    await userEvent.type(field, 'WINTER{Enter}');
    expect(await screen.findByText('Dieser Aktionscode ist ungültig. Bitte prüfen Sie ihn.')).toBeVisible();
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(/Dieser Aktionscode ist ungültig/);
    // Also announced: the guest may have left the field already.
    expect(store.getState().announcement).toEqual([{ key: 'CART.PROMOCODE.REJECTED' }]);
    expect(start).toBeDisabled();
    expect(store.getState().cart?.promocode).toBeNull();

    // A known one goes into the cart (the cart page's field), and the start opens.
    await userEvent.clear(field);
    await userEvent.type(field, 'spring20');
    await waitFor(() => expect(start).toBeEnabled());
    expect(store.getState().cart?.promocode).toBe('spring20');
    expect(field).toHaveAccessibleDescription(
      describedAs('Aktionscode angenommen. Die Preise zeigen den Tarif zu diesem Code.'),
    );
    expect(start).not.toHaveAttribute('aria-describedby');
    expect(store.getState().announcement).toEqual([{ key: 'eventbar.promocodeAccepted' }]);
    // The unit group list is asked with the code, so the cards show the rate it unlocks.
    await waitFor(() =>
      expect(
        seen.some(
          (request) =>
            request.url.includes('/api/unitgroup/list') &&
            new URL(request.url).searchParams.get('f.configPromocode') === 'spring20',
        ),
      ).toBe(true),
    );
  });

  it('asks for no code when the property does not make one mandatory', async () => {
    await renderEventBar([]);
    expect(screen.queryByRole('textbox', { name: 'Aktionscode' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Kundennummer' })).toBeNull();
  });
});

describe('the calendar of the event bar', () => {
  it('offers the last day of the booking horizon and shows the next day unavailable', async () => {
    // Today is 22 November 2026: by default a stay may reach 1095 days ahead, to 21 November 2029
    // (docs/rules.md#stay-rules).
    await renderEventBar([], [], {
      query: '?f.start=2029-11-20&f.end=2029-11-20&f.people=20',
      language: 'en',
    });
    const calendar = await screen.findByRole('grid');
    const day = (name: RegExp) => within(calendar).getByRole('button', { name });
    expect(day(/21 November 2029/)).not.toHaveAttribute('data-unavailable');
    expect(day(/22 November 2029/)).toHaveAttribute('data-unavailable', 'true');
    expect(day(/30 November 2029/)).toHaveAttribute('data-unavailable', 'true');
  });

  it('shows a free day’s lowest price under its number and in its name, for the guest count of the bar', async () => {
    const seen: Request[] = [];
    const day = (
      checkindate: string,
      free: number,
      lowestPrice: { amount: number; currency: string } | null,
    ) => ({
      checkindate,
      checkoutdate: checkindate,
      checkintime: '00:00:00',
      checkouttime: '23:59:59',
      available: free > 0,
      availableCount: free,
      unavailableCount: 6 - free,
      lowestPrice,
    });
    await renderEventBar([], seen, {
      query: '?f.start=2026-12-15&f.end=2026-12-15&f.people=20',
      calendar: [day('2026-12-15', 6, { amount: 8900, currency: 'EUR' }), day('2026-12-16', 0, null)],
    });
    const calendar = await screen.findByRole('grid');
    const priced = await within(calendar).findByRole('button', { name: /15\. Dezember 2026.*, ab 89\s€$/ });
    expect(priced.closest('td')).toHaveTextContent(/^15$/);
    expect(within(calendar).getByRole('button', { name: /16\. Dezember 2026$/ })).toHaveAccessibleDescription(
      'nicht verfügbar',
    );
    expect(
      within(calendar.closest('[role="application"]') as HTMLElement).getByRole('list', { name: 'Legende' }),
    ).toHaveTextContent(/Preise in €: der günstigste Raum für einen Tag$/);
    const asked = seen.map((r) => new URL(r.url)).find((u) => u.pathname.startsWith('/api/calendar/'));
    expect(asked?.searchParams.get('f.personcount')).toBe('20');
  });

  it('says how long a stay may last: 90 nights by default, or only the longest event in days when that is stricter', async () => {
    await renderEventBar([], [], { language: 'en' });
    expect(await screen.findByText('Maximum stay: 90 nights.')).toBeVisible();
    cleanup();
    flushCartStorage();
    localStorage.clear();
    await renderEventBar([{ key: 'web.engine.configuration.duration.max', value: '5' }], [], {
      language: 'en',
    });
    expect(await screen.findByText('At most 5 days.')).toBeVisible();
    expect(screen.queryByText(/Maximum stay/)).toBeNull();
  });
});

describe('the event bar on a step page', () => {
  const oneDay = { started: true, query: '?f.start=2027-01-20&f.end=2027-01-20&f.people=20' };

  it('is one summary line of what the booking is, with one button that opens the full bar', async () => {
    const store = await renderEventBar(
      [{ key: 'web.engine.configuration.autostart', value: 'false' }],
      [],
      oneDay,
    );
    store
      .getState()
      .dispatch({ type: 'setTimes', starttime: '08:00:00', endtime: '18:00:00', timeslicedefinitionId: 1 });
    const bar = await screen.findByRole('region', { name: 'Ihre Veranstaltung' });
    expect(await within(bar).findByText('Mi., 20.01.2027 · 20 Personen · Ganztags')).toBeVisible();
    // The fields are not there for the keyboard: the button is the bar's one stop.
    expect(within(bar).queryByRole('textbox', { name: 'Personen' })).toBeNull();
    expect(within(bar).queryByRole('grid')).toBeNull();
    const change = within(bar).getByRole('button', { name: 'Veranstaltung ändern' });
    expect(change).toHaveAttribute('aria-expanded', 'false');
    expect(within(bar).getAllByRole('button')).toEqual([change]);
    expect(document.getElementById(change.getAttribute('aria-controls') ?? '')).not.toBeVisible();

    // Opened: the full bar in place, focus in it; the same button folds it again.
    await userEvent.click(change);
    const done = within(bar).getByRole('button', { name: 'Fertig' });
    expect(done).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(done.getAttribute('aria-controls') ?? '')).toBeVisible();
    const people = within(bar).getByRole('textbox', { name: 'Personen' });
    expect(people).toHaveValue('20');
    await waitFor(() => expect(bar).toContainElement(document.activeElement as HTMLElement));
    expect(document.activeElement).not.toBe(done);
    expect(within(bar).queryByText(/20 Personen/)).toBeNull();
    expect(within(bar).queryByRole('button', { name: "Los geht's" })).toBeNull();

    // A change shows in the summary once it is folded.
    await userEvent.clear(people);
    await userEvent.type(people, '35{Enter}');
    await userEvent.click(done);
    expect(within(bar).getByText('Mi., 20.01.2027 · 35 Personen · Ganztags')).toBeVisible();
    expect(within(bar).getByRole('button', { name: 'Veranstaltung ändern' })).toHaveFocus();
    expect(within(bar).queryByRole('textbox', { name: 'Personen' })).toBeNull();
  });

  it('names a stay from its first to its last day, in English too', async () => {
    await renderEventBar([{ key: 'web.engine.configuration.autostart', value: 'false' }], [], {
      started: true,
      query: '?f.start=2027-01-20&f.end=2027-01-22&f.people=1',
      language: 'en',
    });
    const bar = await screen.findByRole('region', { name: 'Your event' });
    expect(within(bar).getByText('Wed, 20/01/2027 – Fri, 22/01/2027 · 1 person')).toBeVisible();
    expect(within(bar).getByRole('button', { name: 'Change event' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('stays open while a field of it needs the guest', async () => {
    await renderEventBar(
      [
        { key: 'web.engine.configuration.autostart', value: 'false' },
        { key: 'web.engine.configuration.guests.mandatory', value: 'true' },
      ],
      [],
      { started: true, query: '?f.start=2027-01-20&f.end=2027-01-20&f.people=0' },
    );
    const bar = await screen.findByRole('region', { name: 'Ihre Veranstaltung' });
    // The guest count is a part of its own (loaded after the first screen).
    const people = await within(bar).findByRole('textbox', { name: 'Personen' });
    expect(people).toBeVisible();
    expect(people).toBeInvalid();
    expect(within(bar).queryByRole('button', { name: /Veranstaltung ändern|Fertig/ })).toBeNull();

    // Fixed: it does not fold away under the guest; the guest folds it when done.
    await userEvent.clear(people);
    await userEvent.type(people, '12{Enter}');
    await waitFor(() => expect(people).not.toBeInvalid());
    expect(people).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: 'Fertig' }));
    expect(within(bar).getByText('Mi., 20.01.2027 · 12 Personen')).toBeVisible();
  });

  it('says nothing is wrong with a field on the first screen before the guest changed it', async () => {
    await renderEventBar(
      [
        { key: 'web.engine.configuration.autostart', value: 'false' },
        { key: 'web.engine.configuration.flexibleslot.enabled', value: 'true' },
      ],
      [],
      { query: '?f.start=2027-01-20&f.end=2027-01-20&f.people=6' },
    );
    const bar = await screen.findByRole('region', { name: 'Ihre Veranstaltung' });
    // The times are missing: the start says so, the empty time fields do not shout it yet.
    const start = within(bar).getByRole('button', { name: "Los geht's" });
    expect(start).toHaveAccessibleDescription('Zum Starten bitte vervollständigen: Uhrzeit.');
    expect(within(bar).queryByText('Bitte füllen Sie dieses Feld aus.')).toBeNull();
  });

  it('is the full bar on the first screen, before the start', async () => {
    await renderEventBar([{ key: 'web.engine.configuration.autostart', value: 'false' }], [], {
      query: '?f.start=2027-01-20&f.end=2027-01-20&f.people=20',
    });
    const bar = await screen.findByRole('region', { name: 'Ihre Veranstaltung' });
    expect(await within(bar).findByRole('textbox', { name: 'Personen' })).toBeVisible();
    expect(within(bar).queryByRole('button', { name: 'Veranstaltung ändern' })).toBeNull();
    expect(within(bar).getByRole('button', { name: "Los geht's" })).toBeVisible();
  });
});
