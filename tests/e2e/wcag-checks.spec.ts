import AxeBuilder from '@axe-core/playwright';
import { isoDay } from '../src/configurator-helpers.ts';
import { staffSignIn } from '../src/property-app-helpers.ts';
import { expect, type Page, test } from '../src/test.ts';

/*
 * Single WCAG 2.2 criteria that no journey test covers by the way: each test here checks one of them on the
 * configurator and, where it applies, the property app.
 */

test.use({ viewport: { width: 1400, height: 900 } });

/** The lindenhof dashboard with a day 50 days ahead and 25 people chosen (German, the configurator's default). */
async function openLindenhof(page: Page): Promise<void> {
  const day = isoDay(50);
  await page.goto(`/lindenhof?f.start=${day}&f.end=${day}&f.people=25`);
  await expect(page.getByRole('button', { name: "Los geht's" })).toBeVisible();
  // Enabled once the page has hydrated and logged in: a control of the server-rendered page answers only then.
  await expect(page.getByRole('button', { name: "Los geht's" })).toBeEnabled();
}

test('a control’s accessible name contains its visible label (axe label-content-name-mismatch)', {
  tag: ['@wcag-2.5.3'],
}, async ({ page }) => {
  // The rule is experimental in axe, so the WCAG tag scan leaves it out; it runs here on its own.
  const scan = async (what: string) => {
    const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
    expect(
      results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.html}`)),
      what,
    ).toEqual([]);
    // The rule must have looked at something, or the test proves nothing.
    expect(results.passes.flatMap((p) => p.nodes).length, `${what}: controls checked`).toBeGreaterThan(0);
  };
  await openLindenhof(page);
  await scan('dashboard');
  await page.getByRole('button', { name: "Los geht's" }).click();
  await expect(page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' })).toBeVisible();
  await scan('meeting rooms');
  await page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' }).click();
  await page.getByRole('tab', { name: /Übersicht/ }).click();
  await expect(page.getByRole('button', { name: 'Angebot anfordern' })).toBeVisible();
  await scan('cart');

  await staffSignIn(page);
  await scan('staff dashboard');
  await page.getByRole('link', { name: 'Bookings' }).first().click();
  await expect(page.getByRole('grid', { name: 'Bookings' })).toBeVisible();
  await scan('staff bookings');
});

test('closing a dialog gives focus back to its button at once, never for a frame to the page’s body', {
  tag: ['@wcag-2.4.3'],
}, async ({ page }) => {
  await openLindenhof(page);
  /** Counts, frame by frame until `frames` have passed, the frames in which nothing had the focus. */
  const watchFocus = (frames: number) =>
    page.evaluate((frames) => {
      const w = window as unknown as { focusLost: number; framesSeen: number };
      w.focusLost = 0;
      w.framesSeen = 0;
      const tick = () => {
        w.framesSeen++;
        if (document.activeElement === null || document.activeElement === document.body) w.focusLost++;
        if (w.framesSeen < frames) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }, frames);
  const watched = () =>
    page.evaluate(() => {
      const w = window as unknown as { focusLost: number; framesSeen: number };
      return { focusLost: w.focusLost, framesSeen: w.framesSeen };
    });
  const language = page.getByRole('button', { name: /^Sprache|^Language/ });
  const dialog = page.getByRole('dialog');
  // Cancel with Escape, then OK with another language (the page's texts change while the dialog closes).
  for (const [close, name] of [
    ['Escape', 'Sprache: Deutsch'],
    ['OK', 'Language: English'],
  ] as const) {
    await language.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    if (close === 'OK') {
      await dialog.getByRole('radio', { name: 'Deutsch' }).focus();
      await page.keyboard.press('ArrowDown');
      await expect(dialog.getByRole('radio', { name: 'English' })).toBeChecked();
      await dialog.getByRole('button', { name: 'OK' }).focus();
    }
    await watchFocus(60);
    await page.keyboard.press(close === 'OK' ? 'Enter' : 'Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await watched()).framesSeen).toBe(60);
    expect((await watched()).focusLost, `frames without focus after ${close}`).toBe(0);
    await expect(page.getByRole('button', { name })).toBeFocused();
  }
});

test('a button acts when the pointer is released on it, not when pressed: moving off before release cancels', {
  tag: ['@wcag-2.5.2'],
}, async ({ page }) => {
  await openLindenhof(page);
  await page.getByRole('button', { name: "Los geht's" }).click();
  const select = page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' });
  await expect(select).toHaveAttribute('aria-pressed', 'false');

  const box = await select.boundingBox();
  if (!box) throw new Error('the select button has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(select).toHaveAttribute('aria-pressed', 'false');
  // Off the button (onto the page's heading), then up: the press is cancelled.
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  if (!heading) throw new Error('no heading');
  await page.mouse.move(heading.x + 5, heading.y + 5, { steps: 5 });
  await page.mouse.up();
  await expect(select).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('tab', { name: /Übersicht/ })).not.toContainText('1');

  // A whole click on it selects.
  await select.click();
  await expect(select).toHaveAttribute('aria-pressed', 'true');
});

test('moving focus alone never changes the context: no page, window, dialog or language change on Tab', {
  tag: ['@wcag-3.2.1'],
}, async ({ page }) => {
  /** Tabs through the whole page (up to `stops` times) and fails on any change of context. */
  const tabThrough = async (what: string, stops: number) => {
    const before = {
      url: page.url(),
      title: await page.title(),
      lang: await page.getAttribute('html', 'lang'),
    };
    let popups = 0;
    page.context().on('page', () => popups++);
    for (let i = 0; i < stops; i++) {
      await page.keyboard.press('Tab');
      const now = {
        url: page.url(),
        title: await page.title(),
        lang: await page.getAttribute('html', 'lang'),
      };
      expect(now, `${what}, tab stop ${i + 1}`).toEqual(before);
      await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toHaveCount(0);
    }
    expect(popups, `${what}: windows opened`).toBe(0);
  };
  await openLindenhof(page);
  await tabThrough('configurator dashboard', 40);
  await page.getByRole('button', { name: "Los geht's" }).click();
  await expect(page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' })).toBeVisible();
  await tabThrough('meeting rooms', 40);

  await staffSignIn(page);
  await tabThrough('staff dashboard', 30);
});

/** What a change of context would change, read in the page: its address, title and language, and dialogs. */
function pageContext() {
  return {
    path: location.pathname,
    title: document.title,
    lang: document.documentElement.lang,
    // A toast (an alertdialog in the notifications region) tells of a change without taking the focus.
    dialogs: [...document.querySelectorAll('[role=dialog], [role=alertdialog]')].filter(
      (dialog) => dialog.closest('[role=region]') === null,
    ).length,
  };
}

/**
 * Changes every form control on the page once, by keyboard, as a user sets it: a checkbox, switch or toggle
 * button with Space, a radio to its neighbour, a number, date segment or slider with an arrow key, a text with a
 * letter, a select with ArrowRight (react-aria's select takes the next option without opening). After each the
 * page, title, language, windows and dialogs are the same, and focus is still on the control (a radio's group):
 * nothing but the control's own value and the content it governs changed. Returns the names of the controls
 * changed.
 * The hero's full-screen button is left out: its name says the change it makes, which the user asks for.
 */
async function changeEveryControl(page: Page, what: string): Promise<string[]> {
  // The page has loaded what it shows: its controls are there and enabled.
  await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
  const count = await page.evaluate(() => {
    const selector = [
      'input:not([type=hidden]):not([type=file])',
      'textarea',
      '[role=spinbutton]',
      '[role=slider]',
      'button[aria-pressed]:not([aria-label=Vollbild]):not([aria-label="Full screen"])',
      'button[aria-haspopup=listbox]',
    ].join(',');
    // Toggle buttons last, so that the fields a chosen item shows are changed before it is unchosen.
    const all = [...document.querySelectorAll<HTMLElement>(selector)].sort(
      (a, b) => Number(a.hasAttribute('aria-pressed')) - Number(b.hasAttribute('aria-pressed')),
    );
    for (const [i, el] of all.entries()) el.setAttribute('data-probe', String(i));
    return all.length;
  });
  const windows = () => page.context().pages().length;
  const changed: string[] = [];
  for (let i = 0; i < count; i++) {
    // Finds the control, says how a user changes it (null: not there, hidden or disabled) and focuses it.
    const found = await page.evaluate((i) => {
      const el = document.querySelector<HTMLElement>(`[data-probe="${i}"]`);
      if (!el) return null;
      const input = el instanceof HTMLInputElement ? el : null;
      const hidden = el.closest('[inert], [aria-hidden=true]') !== null;
      const disabled = input?.disabled || el.getAttribute('aria-disabled') === 'true';
      // react-aria's checkboxes and radios are visually hidden inputs in a visible label.
      const box = (
        input && ['checkbox', 'radio'].includes(input.type) ? el.parentElement : el
      )?.getBoundingClientRect();
      if (hidden || disabled || !box || box.width === 0 || box.height === 0 || input?.readOnly) return null;
      const role = el.getAttribute('role');
      const kind =
        input?.type === 'checkbox' || el.hasAttribute('aria-pressed')
          ? 'Space'
          : input?.type === 'radio'
            ? input.checked
              ? 'ArrowDown'
              : 'Space'
            : el.getAttribute('aria-haspopup') === 'listbox'
              ? 'ArrowRight'
              : role === 'spinbutton' || role === 'slider' || /numeric|decimal/.test(input?.inputMode ?? '')
                ? 'ArrowUp'
                : '7';
      const labelledBy = el
        .getAttribute('aria-labelledby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
      const labels = (el as HTMLInputElement | HTMLTextAreaElement).labels;
      const name = el.getAttribute('aria-label') ?? labelledBy ?? labels?.[0]?.textContent ?? el.textContent;
      el.focus();
      return { kind, name };
    }, i);
    if (found === null) continue;
    const label = `${what}: ${found.name}`;
    const before = { ...(await page.evaluate(pageContext)), windows: windows() };
    await page.keyboard.press(found.kind);
    // The reactions the change asks for are in: React has rendered it, and no part of the page is busy (lists and
    // prices of a changed cart, which come after a debounce, docs/rules.md#yanking; a page still loading).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
    const focus = await page.evaluate((i) => {
      const el = document.querySelector(`[data-probe="${i}"]`);
      const active = document.activeElement;
      const sameGroup =
        el instanceof HTMLInputElement && el.type === 'radio' && active instanceof HTMLInputElement
          ? active.name === el.name
          : false;
      return active === el || sameGroup ? 'on the control' : (active?.outerHTML.slice(0, 100) ?? 'nowhere');
    }, i);
    expect({ ...(await page.evaluate(pageContext)), windows: windows() }, label).toEqual(before);
    expect(focus, `${label}: where the focus is`).toBe('on the control');
    changed.push(found.name ?? '');
  }
  return changed;
}

test('changing a setting never changes the context: every control of the main pages of both apps, by keyboard', {
  tag: ['@wcag-3.2.2'],
}, async ({ page }) => {
  test.setTimeout(180_000);
  /** Changes every control of the page and checks that the walk reached at least the ones named (in part). */
  const walk = async (what: string, names: string[]) => {
    const changed = await changeEveryControl(page, what);
    for (const name of names)
      expect(
        changed.filter((changedName) => changedName.includes(name)),
        `${what}: ${name}`,
      ).not.toEqual([]);
  };

  await openLindenhof(page);
  // The event bar's time and feature fields and the hero come in chunks of their own.
  await expect(page.getByRole('combobox', { name: 'Merkmale' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Automatisch weiterblättern' })).toBeVisible();
  await walk('configurator dashboard', ['Uhrzeit wählen', 'Personen', 'Merkmale', 'Nebeneinander']);
  await page.getByRole('button', { name: "Los geht's" }).click();
  await expect(page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' })).toBeVisible();
  await walk('meeting rooms', ['Auswählen Plenarsaal Seeblick']);
  // The steps are tabs: an arrow key shows the next step's page in the panel and leaves focus on its tab.
  await page.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /Verpflegung/ })).toBeFocused();
  await expect(page.getByRole('tab', { name: /Verpflegung/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Verpflegung' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Verpflegung' })).toBeVisible();
  await page.getByRole('button', { name: 'Auswählen Mittagsbuffet' }).click();
  await expect(page.getByRole('checkbox', { name: 'Vegetarisch' })).toBeVisible();
  await walk('catering', [
    'Personen',
    'Vegetarisch',
    'Vegan',
    'Auswählen Mittagsbuffet',
    'Auswählen Tagungsgetränke',
  ]);
  await page.getByRole('tab', { name: /Übersicht/ }).click();
  await expect(page.getByRole('button', { name: 'Angebot anfordern' })).toBeVisible();
  // The optional fields are changed too, once shown.
  await page.getByRole('button', { name: 'Titel und Anschrift (optional)' }).click();
  await page.getByRole('button', { name: 'Aktionscode oder Kundennummer eingeben' }).click();
  await walk('cart', [
    'Vorname',
    'E-Mail',
    'Ihre Wünsche',
    'Straße',
    'Aktionscode',
    'Zahlung vor Ort',
    'Kreditkarte',
    'Ich akzeptiere die Geschäftsbedingungen',
  ]);

  await staffSignIn(page);
  await page.getByRole('link', { name: 'Bookings' }).first().click();
  await expect(page.getByRole('grid', { name: 'Bookings' })).toBeVisible();
  await page.getByRole('button', { name: 'More filters' }).click();
  await walk('staff bookings', [
    'Search',
    'All categories',
    'Only bookings I have not seen',
    'New',
    'Confirmed',
  ]);
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail for questions' })).toBeEditable();
  await walk('staff settings', [
    'E-mail for questions',
    'Direct booking up to',
    'Monday',
    'Online payment',
    'Credit card',
  ]);
});

/**
 * The accessibility tree of what every page repeats, the header and the menus outside the main view (a list's
 * pager is the page's own), without what marks the current page.
 */
async function repeatedParts(page: Page): Promise<string> {
  const parts = page.locator('header:not(main *), nav:not(main *)');
  const snapshots: string[] = [];
  for (const part of await parts.all()) snapshots.push(await part.ariaSnapshot());
  // The unread messages' count is the Messages link's live state, not its name: it appears whenever the count
  // arrives (a dry run saw it arrive between two pages of this walk).
  return snapshots
    .join('\n')
    .replace(/ \[(current|selected|pressed|expanded)(=[^\]]*)?\]/g, '')
    .replace(/: \d+\b.*$/gm, '')
    .replace(/, \d+ unread/g, '');
}

test('the header and menus name the same controls the same way on every page of both apps, each titled', {
  tag: ['@wcag-2.4.2', '@wcag-3.2.3', '@wcag-3.2.4'],
}, async ({ page }) => {
  await openLindenhof(page);
  await page.getByRole('button', { name: "Los geht's" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const configurator = await repeatedParts(page);
  expect(configurator).toContain('Sprache: Deutsch');
  for (const tab of [/Verpflegung/, /Zimmer/, /Übersicht/]) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(await repeatedParts(page), `configurator, ${tab}`).toBe(configurator);
    // Each step has a title of its own: its heading and the property.
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(page).toHaveTitle(`${heading} – Seehotel Lindenhof`);
  }

  await staffSignIn(page);
  const staff = await repeatedParts(page);
  expect(staff).toContain('Bookings');
  for (const [entry, heading] of [
    ['Bookings', 'Bookings'],
    ['Occupancy', 'Occupancy'],
    ['Images', 'Images'],
  ] as const) {
    await page.getByRole('navigation').getByRole('link', { name: entry, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await repeatedParts(page), `property app, ${entry}`).toBe(staff);
  }
});

test('the booker’s details are asked once, each field saying what it collects: what was typed stays across steps', {
  tag: ['@wcag-1.3.5', '@wcag-3.3.7'],
}, async ({ page }) => {
  await openLindenhof(page);
  await page.getByRole('button', { name: "Los geht's" }).click();
  await page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' }).click();
  await page.getByRole('tab', { name: /Übersicht/ }).click();
  // The title and address are optional here: they wait behind one button until the booker opens them.
  const more = page.getByRole('button', { name: 'Titel und Anschrift (optional)' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('textbox', { name: 'Straße' })).toHaveCount(0);
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  // Each field asking for the booker's own data names its purpose, so browsers and password managers fill it.
  const purposes = {
    Vorname: 'given-name',
    Nachname: 'family-name',
    Firma: 'organization',
    'E-Mail': 'email',
    Telefon: 'tel',
    Straße: 'street-address',
    PLZ: 'postal-code',
    Ort: 'address-level2',
  };
  for (const [label, purpose] of Object.entries(purposes))
    await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveAttribute(
      'autocomplete',
      purpose,
    );
  await page.getByRole('textbox', { name: 'Vorname' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Lovelace');
  await page.getByRole('textbox', { name: 'E-Mail' }).fill('ada@example.com');
  await page.getByRole('textbox', { name: 'Ort' }).fill('London');

  await page.getByRole('tab', { name: /Verpflegung/ }).click();
  await page.getByRole('button', { name: 'Auswählen Mittagsbuffet' }).click();
  await page.getByRole('tab', { name: /Übersicht/ }).click();
  await expect(page.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Ada');
  await expect(page.getByRole('textbox', { name: 'Nachname' })).toHaveValue('Lovelace');
  await expect(page.getByRole('textbox', { name: 'E-Mail' })).toHaveValue('ada@example.com');
  // A filled-in address comes back open.
  await expect(page.getByRole('textbox', { name: 'Ort' })).toHaveValue('London');
  // Only one field anywhere asks for each.
  await expect(page.getByRole('textbox', { name: 'E-Mail' })).toHaveCount(1);
});

test('nothing flashes: every animation that repeats runs at most three times a second, and none under reduced motion', {
  tag: ['@wcag-2.3.1'],
}, async ({ page }) => {
  /**
   * Every animation the page's style sheets define (a spinner's turn, a skeleton's pulse, a dialog's fade):
   * its cycle in ms, how often it repeats, and whether it applies under reduced motion.
   */
  const styledAnimations = () =>
    page.evaluate(() => {
      const found: { rule: string; cycle: number; repeats: boolean; reducedMotion: boolean }[] = [];
      const ms = (value: string) =>
        Math.min(...value.split(',').map((v) => Number.parseFloat(v) * (v.trim().endsWith('ms') ? 1 : 1000)));
      const walk = (list: CSSRuleList, reducedMotion: boolean) => {
        for (const rule of Array.from(list)) {
          if (rule instanceof CSSMediaRule)
            walk(rule.cssRules, reducedMotion || /prefers-reduced-motion:\s*reduce/.test(rule.conditionText));
          else if (
            rule instanceof CSSStyleRule &&
            rule.style.animationName &&
            rule.style.animationName !== 'none'
          )
            found.push({
              rule: rule.selectorText,
              cycle: ms(rule.style.animationDuration || '0s'),
              repeats: /infinite|^[2-9]|^\d{2}/.test(rule.style.animationIterationCount),
              reducedMotion,
            });
        }
      };
      for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules, false);
      return found;
    });
  // What runs on the page: nothing repeats under reduced motion.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openLindenhof(page);
  const running = await page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => (a.effect?.getComputedTiming().iterations ?? 1) > 1)
      .map((a) => (a instanceof CSSAnimation ? a.animationName : 'script animation')),
  );
  expect(running, 'repeating animations under reduced motion').toEqual([]);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.getByRole('button', { name: "Los geht's" }).click();
  await expect(page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' })).toBeVisible();
  const animations = await styledAnimations();
  // The style sheets define some (spinner, skeleton, dialogs), or this test would prove nothing.
  expect(animations.filter((a) => a.repeats).length).toBeGreaterThan(0);
  for (const a of animations.filter((x) => x.repeats)) {
    expect(a.cycle, `${a.rule} repeats every ${a.cycle} ms`).toBeGreaterThanOrEqual(334);
    expect(a.reducedMotion, `${a.rule} repeats under reduced motion`).toBe(false);
  }
});

test('the interface has no images of text: every picture is a property’s photo or floor plan, every icon an SVG without text', {
  tag: ['@wcag-1.4.5'],
}, async ({ page }) => {
  const pictures = () =>
    page.evaluate(() => ({
      images: Array.from(document.querySelectorAll('img, input[type="image"], picture source')).map(
        (img) => img.getAttribute('src') ?? img.getAttribute('srcset') ?? '',
      ),
      svgText: Array.from(document.querySelectorAll('svg text')).length,
      cssImages: Array.from(document.querySelectorAll('body *'))
        .map((el) => getComputedStyle(el).backgroundImage)
        .filter((bg) => bg.includes('url('))
        // An inline SVG drawing (a widget's icon or placeholder) is no picture of text unless it draws text.
        .filter((bg) => {
          const inline = /url\("?data:image\/svg\+xml(;[^,]*)?,([^")]*)/.exec(bg);
          if (!inline) return true;
          const svg = inline[1]?.includes('base64')
            ? atob(inline[2] ?? '')
            : decodeURIComponent(inline[2] ?? '');
          return /<text[\s>]/.test(svg);
        }),
    }));
  /** A property's uploaded picture comes from the image store's route. */
  const uploaded = /^(\/api\/|https?:\/\/127\.0\.0\.1:\d+\/api\/)/;
  const check = async (what: string) => {
    const found = await pictures();
    for (const src of found.images) expect(src, `${what}: picture`).toMatch(uploaded);
    expect(found.svgText, `${what}: SVG text elements`).toBe(0);
    for (const bg of found.cssImages)
      expect(bg, `${what}: background picture`).toMatch(/url\("?(\/api\/|https?:\/\/127)/);
  };
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Seehotel Lindenhof' })).toBeVisible();
  await check('properties');
  await openLindenhof(page);
  await check('dashboard');
  await page.getByRole('button', { name: "Los geht's" }).click();
  await expect(page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' })).toBeVisible();
  await expect(page.getByRole('img').first()).toBeVisible();
  await check('meeting rooms');
  await staffSignIn(page);
  await check('staff dashboard');
});
