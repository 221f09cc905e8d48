import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { isoDay } from '../src/configurator-helpers.ts';
import { staffSignIn } from '../src/property-app-helpers.ts';

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

/**
 * The accessibility tree of what every page repeats, the header and the menus outside the main view (a list's
 * pager is the page's own), without what marks the current page.
 */
async function repeatedParts(page: Page): Promise<string> {
  const parts = page.locator('header:not(main *), nav:not(main *)');
  const snapshots: string[] = [];
  for (const part of await parts.all()) snapshots.push(await part.ariaSnapshot());
  return snapshots
    .join('\n')
    .replace(/ \[(current|selected|pressed|expanded)(=[^\]]*)?\]/g, '')
    .replace(/: \d+\b.*$/gm, '');
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

  await page.getByRole('tab', { name: /Verpflegung/ }).click();
  await page.getByRole('button', { name: 'Auswählen Mittagsbuffet' }).click();
  await page.getByRole('tab', { name: /Übersicht/ }).click();
  await expect(page.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Ada');
  await expect(page.getByRole('textbox', { name: 'Nachname' })).toHaveValue('Lovelace');
  await expect(page.getByRole('textbox', { name: 'E-Mail' })).toHaveValue('ada@example.com');
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
        .filter((bg) => bg.includes('url(')),
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
