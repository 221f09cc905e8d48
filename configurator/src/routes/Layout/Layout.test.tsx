import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHttpClient } from '@venue/api-client';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createApi } from '../../api/endpoints.ts';
import { resolvePropertyLocation } from '../../api/propertyLocation.ts';
import { readQueryPrefill } from '../../app/queryPrefill.ts';
import { I18nRoot } from '../../i18n/I18nRoot.tsx';
import { createI18n } from '../../i18n/i18n.ts';
import { createAppStore, flushCartStorage } from '../../store/createAppStore.ts';
import { StoreProvider } from '../../store/StoreProvider.tsx';
import { fakeServer, listPage, loginAnswer } from '../../testing/fakeServer.ts';
import { Layout, preloadFrame } from './Layout.tsx';
import { SkipTarget } from './SkipLinks.tsx';

/** A window of the given width, as far as `matchMedia(min-width)` is concerned. */
function windowWidth(px: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY) <= px,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const servicetype = (id: number, code: string, name: string, minadvancebookingdays: number) => ({
  id,
  code,
  name,
  notab: false,
  disableingroupmode: false,
  notassignedtounitgroup: false,
  required: false,
  minadvancebookingdays,
  sort: id,
});

const routes: Record<string, unknown> = {
  '/api/propertylogin': loginAnswer,
  '/api/property/7': { id: 7, key: 'lindenhof', name: 'Seehotel Lindenhof' },
  '/api/propertysetting/list': listPage([
    { key: 'web.engine.configuration.unitgroup.isEnabled', value: 'true' },
    { key: 'web.engine.configuration.contact.email', value: 'tagung@lindenhof.example' },
    { key: 'web.engine.configuration.contact.phone', value: '+49 8151 4470-0' },
  ]),
  // Catering can be booked 30 days ahead: for a start on 1 December (9 days away) its page is disabled.
  '/api/servicetype/list': listPage([
    servicetype(1, 'package', 'Tagungspauschalen', 0),
    servicetype(2, 'catering', 'Verpflegung', 30),
  ]),
};

/** Every store a test made: afterEach moves its saving to a key of its own. */
const stores: ReturnType<typeof createAppStore>[] = [];

/** The layout on `path` of a logged-in lindenhof session (German), its cart started or not. */
async function renderLayout(
  path: string,
  {
    started,
    page = <h1>Seite</h1>,
    settings = routes['/api/propertysetting/list'],
  }: { started: boolean; page?: ReactNode; settings?: unknown },
) {
  const api = createApi(
    createHttpClient({
      baseUrl: '',
      token: () => store.getState().token,
      language: () => 'de',
      fetch: fakeServer({ ...routes, '/api/propertysetting/list': settings }, { emptyLists: true }),
    }),
  );
  const search = '?f.start=2026-12-01&f.end=2026-12-01';
  const store = createAppStore({ api, now: () => new Date('2026-11-22T10:00:00Z'), notify: () => {} });
  stores.push(store);
  await store
    .getState()
    .startSession(resolvePropertyLocation('/lindenhof', search, null, null), readQueryPrefill(search));
  if (started) store.getState().dispatch({ type: 'start' });
  const location = memoryLocation({ path, record: true });
  render(
    <I18nRoot instance={createI18n('de')}>
      <StoreProvider store={store}>
        <Router hook={location.hook}>
          <Layout>{page}</Layout>
        </Router>
      </StoreProvider>
    </I18nRoot>,
  );
  return { location, store };
}

// jsdom does not scroll; the menu's scroll to the new page's top is recorded instead.
const scrollTo = vi.fn();
beforeEach(() => {
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
});

afterEach(() => {
  vi.unstubAllGlobals();
  // A request of the test that just ended may still answer and save its (started) cart: not under the key the
  // next test's cart is restored from.
  for (const store of stores.splice(0)) store.persist.setOptions({ name: 'ended-test' });
  // Writes still waiting for an idle moment would be read by the next test's store: write them, then clear all.
  flushCartStorage();
  localStorage.clear();
});

// The app loads the frame's parts (their own chunks) before its first render in the browser (main.tsx).
beforeAll(async () => {
  await preloadFrame();
});

describe('the configurator frame', () => {
  it('at 1350 px or more shows the menu beside the main view, with home and the booking steps', async () => {
    windowWidth(1400);
    await renderLayout('/unitgroup/1/2', { started: true });
    const menu = await screen.findByRole('navigation', { name: 'Menü' });
    expect(screen.getByRole('main')).toHaveTextContent('Seite');
    expect(screen.queryByRole('button', { name: 'Menü öffnen' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Startseite' })).not.toHaveAttribute('aria-current');
    const steps = within(menu).getByRole('list', { name: 'Buchungsschritte' });
    const links = within(steps).getAllByRole('link');
    expect(links.map((link) => link.firstChild?.textContent)).toEqual([
      'Tagungsräume',
      'Tagungspauschalen',
      'Verpflegung',
      'Zimmer',
      'Übersicht',
    ]);
    expect(within(steps).getByRole('link', { name: 'Tagungsräume' })).toHaveAttribute('aria-current', 'page');
    expect(within(steps).getByRole('link', { name: 'Zimmer' })).not.toHaveAttribute('aria-current');
    // Like its tab, a page that cannot be booked yet is disabled and says from when it can.
    const catering = within(steps).getByRole('link', { name: /Verpflegung/ });
    expect(catering).toHaveAttribute('aria-disabled', 'true');
    expect(catering).toHaveAccessibleName('Verpflegung buchbar für Termine ab Di., 22.12.2026');
  });

  it("ends every page with the property's phone and e-mail as links that call and write (WCAG 3.2.6)", async () => {
    windowWidth(1400);
    await renderLayout('/unitgroup/1/2', { started: true });
    const foot = await screen.findByRole('contentinfo');
    expect(within(foot).getByRole('heading', { level: 2, name: 'Fragen?' })).toBeInTheDocument();
    expect(foot).toHaveTextContent('Seehotel Lindenhof hilft Ihnen gern bei Ihrer Buchung.');
    expect(within(foot).getByRole('link', { name: '+49 8151 4470-0' })).toHaveAttribute(
      'href',
      'tel:+49815144700',
    );
    expect(within(foot).getByRole('link', { name: 'tagung@lindenhof.example' })).toHaveAttribute(
      'href',
      'mailto:tagung@lindenhof.example',
    );
  });

  it('shows no contact where the property has set none', async () => {
    windowWidth(1400);
    await renderLayout('/unitgroup/1/2', {
      started: true,
      settings: listPage([{ key: 'web.engine.configuration.unitgroup.isEnabled', value: 'true' }]),
    });
    await screen.findByRole('navigation', { name: 'Menü' });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('activating a step in the menu opens its page without reloading', async () => {
    windowWidth(1400);
    const { location } = await renderLayout('/unitgroup/1/2', { started: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Übersicht' }));
    expect(location.history.at(-1)).toBe('/cart/1');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Übersicht' })).toHaveAttribute('aria-current', 'page'),
    );
    await user.click(screen.getByRole('link', { name: 'Startseite' }));
    expect(location.history.at(-1)).toBe('/dashboard');
  });

  it('before the cart is started lists no steps, only home and a hint', async () => {
    windowWidth(1400);
    await renderLayout('/dashboard', { started: false });
    const menu = await screen.findByRole('navigation', { name: 'Menü' });
    expect(within(menu).getByRole('link', { name: 'Startseite' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).queryByRole('list', { name: 'Buchungsschritte' })).not.toBeInTheDocument();
    expect(menu).toHaveTextContent('Starten Sie Ihre Buchung, um die Schritte zu sehen.');
  });

  it('below 1350 px keeps the menu in a drawer opened by keyboard; Escape closes it and focus returns', async () => {
    windowWidth(1280);
    await renderLayout('/unitgroup/1/2', { started: true });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Menü öffnen' });
    const user = userEvent.setup();
    act(() => button.focus());
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menü' });
    const steps = within(drawer).getByRole('list', { name: 'Buchungsschritte' });
    expect(within(steps).getByRole('link', { name: 'Tagungsräume' })).toHaveAttribute('aria-current', 'page');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('closes the drawer once a step is chosen and opens that page', async () => {
    windowWidth(390);
    const { location } = await renderLayout('/unitgroup/1/2', { started: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menü öffnen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Zimmer' }));
    expect(location.history.at(-1)).toBe('/unitgroup/0/1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('starts every page with "Zum Inhalt": Enter moves focus to the main view, past the menu', async () => {
    windowWidth(1400);
    await renderLayout('/unitgroup/1/2', {
      started: true,
      page: (
        <>
          <h1>Seite</h1>
          <button type="button">Erste Wahl</button>
        </>
      ),
    });
    await screen.findByRole('navigation', { name: 'Menü' });
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Zum Inhalt' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Erste Wahl' })).toHaveFocus();
  });

  it('skips to the target a page names, and offers a second link to a further target', async () => {
    windowWidth(1400);
    await renderLayout('/cart/1', {
      started: true,
      page: (
        <>
          <SkipTarget id="bar" />
          <SkipTarget id="send" label="Zum Absenden" />
          <button type="button">Bild weiter</button>
          <section id="bar" aria-label="Veranstaltung">
            <button type="button">Datum wählen</button>
          </section>
          <div id="send">
            <button type="button">Absenden</button>
          </div>
        </>
      ),
    });
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Zum Inhalt' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Zum Absenden' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Absenden' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Zum Inhalt' }));
    expect(screen.getByRole('region', { name: 'Veranstaltung' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Datum wählen' })).toHaveFocus();
  });
});
