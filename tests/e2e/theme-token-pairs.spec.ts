import { contractShape, varName } from '@venue/themes/contract.ts';
import { checkedPairs } from '@venue/themes/contrast.ts';
import { isoDay, propertyLogin } from '../src/configurator-helpers.ts';
import { freshDay, lindenhofDay } from '../src/existing-booking-helpers.ts';
import { staffSignIn } from '../src/property-app-helpers.ts';
import { type BrowserContext, expect, type Page, test } from '../src/test.ts';

/*
 * Issue 16: the theme editor's contrast rule (themes/src/contrast.ts) covers every colour pair the apps render.
 * Both apps run under a PROBE theme that gives every colour token its own colour, so each colour the browser computes
 * names the token it came from. On a set of pages and states the test collects, for every visible text, the token of
 * its colour and of the background behind it (WCAG 1.4.3), and for every border, outline, ring, small graphic and icon
 * the token of its colour and of what is next to it (WCAG 1.4.11). Every such pair must be one the check covers, and
 * every colour must come from a token: a hard-coded colour escapes the check of a property's theme.
 * Limits: only the pages and states below are seen (no hover or pressed state but the ones the clicks leave); the
 * background is the first one on the element or its ancestors (with a gradient's colours), not what a positioned
 * element happens to be painted over; disabled controls and the panorama library's loading box are left out;
 * dividers are decoration.
 * To see every pair found, read the test's attachment 'colour pairs seen'.
 */

/** The colour tokens by path ('availability.freeText'). */
const colorTokens = (function walk(tree: object, path: string[]): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? walk(value, [...path, key]) : [[...path, key].join('.')],
  );
})(contractShape.color, []);

/** The probe colour of the i-th token: the red channel alone tells the tokens apart. */
const probeRgb = (i: number): string => `${16 + i * 6}, ${200 - i * 3}, ${(97 + i * 41) % 256}`;
const probeByRgb: Record<string, string> = Object.fromEntries(colorTokens.map((t, i) => [probeRgb(i), t]));

/** A stylesheet that sets the probe colours on every element (it wins over the theme class, the property CSS and the editor's preview). */
const probeCss = `*, *::before, *::after, ::backdrop, ::placeholder {\n${colorTokens
  .map((t, i) => `  --${varName(['color', ...t.split('.')])}: rgb(${probeRgb(i)}) !important;`)
  .join('\n')}\n}`;

type Kind = 'text' | 'largeText' | 'ui';
interface Seen {
  readonly kind: Kind;
  readonly fg: string;
  readonly bg: string;
  /** Where it was seen: a snippet of the text, or the element. */
  readonly sample: string;
}

/**
 * Runs in the page: the colour pairs of everything visible. Colours are given as token names when they are probe
 * colours, else as the computed colour; a colour with transparency carries its alpha ('overlay@0.5').
 */
function collectPairs(probes: Record<string, string>): Seen[] {
  const seen: Seen[] = [];
  const parse = (value: string): { rgb: string; alpha: number } | null => {
    const m = /^rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)$/.exec(value.trim());
    if (!m) return null;
    return { rgb: `${m[1]}, ${m[2]}, ${m[3]}`, alpha: m[4] === undefined ? 1 : Number(m[4]) };
  };
  const name = (value: string): string | null => {
    const c = parse(value);
    if (!c) return value === 'none' || value === '' ? null : value;
    if (c.alpha === 0) return null;
    const token = probes[c.rgb] ?? `rgb(${c.rgb})`;
    return c.alpha < 1 ? `${token}@${c.alpha}` : token;
  };
  /** The colours of a gradient (stripes, fades), without its transparent stops. */
  const gradientColors = (image: string): string[] =>
    [...image.matchAll(/rgba?\([^)]*\)/g)].flatMap((m) => name(m[0]) ?? []);
  /**
   * The colours behind `start`: the first background at it or above it that is not transparent; a gradient's
   * colours with the colour below them (text over stripes lies on both); a picture as 'image'.
   */
  const backgroundsOf = (start: Element | null): string[] => {
    const behind: string[] = [];
    for (let el = start; el; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.backgroundImage.includes('url(')) return [...behind, `image (${el.tagName.toLowerCase()})`];
      if (style.backgroundImage !== 'none') behind.push(...gradientColors(style.backgroundImage));
      const bg = name(style.backgroundColor);
      if (bg) return [...new Set([...behind, bg])];
    }
    // The canvas: the body's background spreads to it; without one it is the browser's white.
    return [...behind, 'canvas (no background set)'];
  };
  const describe = (el: Element): string => {
    const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
    const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
    return `<${el.tagName.toLowerCase()}${cls ? ` .${cls}` : ''}> ${label}`.trim();
  };
  // Disabled controls (WCAG exempts them), and the panorama library's own loading box: white on 70 % black over its
  // own light grey, whatever the theme (about 9:1), for the moment the picture loads.
  const inactive = (el: Element): boolean =>
    el.closest(':disabled, [aria-disabled="true"], [data-disabled], .pnlm-load-box') !== null;
  const shown = (el: Element): boolean => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const rect = el.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) return false;
    // Visually hidden text for screen readers (clipped to nothing).
    for (let a: Element | null = el; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)') return false;
      const r = a.getBoundingClientRect();
      if (s.overflow === 'hidden' && (r.width <= 1 || r.height <= 1)) return false;
    }
    return true;
  };
  const large = (style: CSSStyleDeclaration): boolean => {
    const size = Number.parseFloat(style.fontSize);
    return size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
  };

  // Text (WCAG 1.4.3): every visible text node, and the values and placeholders of fields.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const textElements = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || !node.parentElement) continue;
    textElements.add(node.parentElement);
  }
  for (const el of textElements) {
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION'].includes(el.tagName)) continue;
    if (!shown(el) || inactive(el)) continue;
    const style = getComputedStyle(el);
    const fg = name(style.color);
    if (!fg) continue;
    const text = [...el.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent?.trim())
      .join(' ')
      .slice(0, 40);
    for (const bg of backgroundsOf(el))
      seen.push({ kind: large(style) ? 'largeText' : 'text', fg, bg, sample: `"${text}"` });
  }
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (!shown(field) || inactive(field) || ['checkbox', 'radio', 'hidden'].includes(field.type)) continue;
    const style = getComputedStyle(field);
    const [fg, what] = field.value
      ? [name(style.color), 'value']
      : [field.placeholder ? name(getComputedStyle(field, '::placeholder').color) : null, 'placeholder'];
    if (!fg) continue;
    for (const bg of backgroundsOf(field))
      seen.push({ kind: 'text', fg, bg, sample: `field ${describe(field)} ${what}` });
  }

  // Boundaries and graphics (WCAG 1.4.11).
  for (const el of document.body.querySelectorAll('*')) {
    if (!shown(el) || inactive(el) || (el.closest('svg') !== null && el.tagName !== 'svg')) continue;
    const style = getComputedStyle(el);
    const outside = backgroundsOf(el.parentElement);
    const own = name(style.backgroundColor);
    const inside = backgroundsOf(el);
    const push = (fg: string | null, bgs: readonly string[], what: string) => {
      for (const bg of bgs)
        if (fg && fg !== bg) seen.push({ kind: 'ui', fg, bg, sample: `${what} of ${describe(el)}` });
    };
    // A pattern (the stripes of a blocked day) against the colour below it.
    if (style.backgroundImage.startsWith('repeating-') && own)
      for (const stripe of gradientColors(style.backgroundImage)) push(stripe, [own], 'pattern');
    let bordered = false;
    for (const side of ['top', 'right', 'bottom', 'left'] as const) {
      const width = Number.parseFloat(style.getPropertyValue(`border-${side}-width`));
      const line = style.getPropertyValue(`border-${side}-style`);
      const color = name(style.getPropertyValue(`border-${side}-color`));
      if (width > 0 && line !== 'none' && line !== 'hidden' && color) {
        bordered = true;
        push(color, outside, 'border');
      }
    }
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0)
      push(name(style.outlineColor), outside, 'outline');
    for (const ring of style.boxShadow.split(/,(?![^(]*\))/)) {
      const m = /(rgba?\([^)]*\))\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+([\d.]+)px\s+([\d.]+)px(\s+inset)?/.exec(
        ring,
      );
      // A ring (no blur, a spread) is a boundary; a blurred shadow is not.
      if (m?.[1] && Number(m[4]) === 0 && Number(m[5]) > 0) push(name(m[1]), m[6] ? inside : outside, 'ring');
    }
    // A small filled shape of its own (a marker, a dot, a knob) against what is around it. A shape with a border
    // is told apart by the border; one holding text or an icon by those; a colour set inline is a sample of a
    // colour someone chose (the theme editor's swatches).
    const rect = el.getBoundingClientRect();
    if (own && !bordered && el.childElementCount === 0 && !el.textContent?.trim() && rect.width <= 48)
      if (rect.height <= 48 && !(el instanceof HTMLElement && el.style.background))
        push(own, outside, 'shape');
    for (const pseudo of ['::before', '::after'] as const) {
      const p = getComputedStyle(el, pseudo);
      if (p.content === 'none' || p.display === 'none') continue;
      push(name(p.backgroundColor), inside, `${pseudo} shape`);
      if (Number.parseFloat(p.borderTopWidth) > 0 && p.borderTopStyle !== 'none')
        push(name(p.borderTopColor), inside, `${pseudo} border`);
    }
    if (el.tagName === 'svg') {
      for (const shape of el.querySelectorAll('path, circle, rect, line, polyline, polygon, ellipse')) {
        const s = getComputedStyle(shape);
        push(name(s.fill), inside, 'icon fill');
        if (s.stroke !== 'none' && Number.parseFloat(s.strokeWidth) > 0)
          push(name(s.stroke), inside, 'icon stroke');
      }
    }
  }
  return seen;
}

/** Why a seen pair needs no contrast check, or null. */
function exempt(s: Seen): string | null {
  // The divider only separates what is separated anyway (WCAG 1.4.11 asks nothing of decoration).
  if (s.kind === 'ui' && s.fg === 'divider') return 'decorative divider';
  return null;
}

const key = (fg: string, bg: string) => `${fg} on ${bg}`;
const covered = {
  text: new Set(checkedPairs.filter((p) => p.kind === 'text').map((p) => key(p.fg, p.bg))),
  largeText: new Set(checkedPairs.filter((p) => p.kind !== 'ui').map((p) => key(p.fg, p.bg))),
  ui: new Set(checkedPairs.map((p) => key(p.fg, p.bg))),
};
const isToken = (value: string) => colorTokens.includes(value);

/** The seen pairs across all states, by kind and pair, with the first places each was seen. */
class Observations {
  readonly pairs = new Map<string, { seen: Seen; states: Set<string> }>();
  async collect(page: Page, state: string) {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (a) =>
            a.playState !== 'running' ||
            a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    );
    const seen = await page.evaluate(collectPairs, probeByRgb);
    expect(seen.length, `something visible on ${state}`).toBeGreaterThan(0);
    for (const s of seen) {
      const id = `${s.kind}: ${key(s.fg, s.bg)}`;
      const entry = this.pairs.get(id) ?? { seen: s, states: new Set<string>() };
      entry.states.add(state);
      this.pairs.set(id, entry);
    }
  }
  problems(): string[] {
    return [...this.pairs.entries()]
      .filter(([, { seen }]) => exempt(seen) === null)
      .flatMap(([id, { seen, states }]) => {
        const where = `e.g. ${seen.sample} (${[...states].slice(0, 3).join(', ')})`;
        if (!isToken(seen.fg) || !isToken(seen.bg)) return [`not from a token: ${id}, ${where}`];
        return covered[seen.kind].has(key(seen.fg, seen.bg)) ? [] : [`unchecked pair ${id}, ${where}`];
      })
      .sort();
  }
}

async function probeTheme(context: BrowserContext) {
  await context.addInitScript((css) => {
    const add = () => {
      const style = document.createElement('style');
      style.id = 'probe-theme';
      style.textContent = css;
      document.head.append(style);
    };
    if (document.head) add();
    else document.addEventListener('DOMContentLoaded', add);
  }, probeCss);
}

test('every colour pair both apps render is one the theme contrast check covers', {
  tag: ['@wcag-1.4.3', '@wcag-1.4.11'],
}, async ({ page, context, request }) => {
  test.setTimeout(90_000);
  await probeTheme(context);
  await page.setViewportSize({ width: 1400, height: 900 });
  const seen = new Observations();

  // The configurator.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Seehotel Lindenhof' })).toBeVisible();
  await seen.collect(page, 'properties');

  const day = isoDay(50);
  await page.goto(`/lindenhof?f.start=${day}&f.end=${day}&f.people=25`);
  await expect(page.getByRole('button', { name: "Los geht's" })).toBeVisible();
  // Enabled once the page has hydrated and logged in: a control of the server-rendered page answers only then.
  await expect(page.getByRole('button', { name: "Los geht's" })).toBeEnabled();
  await seen.collect(page, 'start');

  // The dialog's code loads on demand: on a busy machine the first press may come before it.
  await expect(async () => {
    if ((await page.getByRole('dialog').count()) === 0)
      await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 15_000 });
  await seen.collect(page, 'language dialog');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: "Los geht's" }).click();
  await page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' }).click();
  await expect(page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('Tab');
  await seen.collect(page, 'meeting rooms');

  await page.getByRole('tab', { name: /Verpflegung/ }).click();
  await page.getByRole('button', { name: 'Auswählen Mittagsbuffet' }).click();
  await seen.collect(page, 'catering');

  await page.getByRole('tab', { name: /Übersicht/ }).click();
  await page.getByRole('button', { name: 'Angebot anfordern' }).click();
  await expect(page.getByRole('heading', { name: /^Noch zu erledigen: \d+ offene Punkte$/ })).toBeFocused();
  await seen.collect(page, 'cart with open points');

  await page.getByRole('button', { name: 'Warenkorb leeren' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Warenkorb leeren?' })).toBeVisible();
  await seen.collect(page, 'clear sheet');
  await page.getByRole('button', { name: 'Abbrechen' }).click();

  await page.getByRole('link', { name: 'Geschäftsbedingungen lesen' }).click();
  await expect(page.getByRole('dialog', { name: 'Geschäftsbedingungen' })).toBeVisible();
  await seen.collect(page, 'terms modal');
  await page.keyboard.press('Escape');

  // A new build deployed meanwhile: the update toast (info) when the guest comes back to the tab.
  await page.route('**/version.json?v=*', (route) => route.fulfill({ json: { version: 'probe-next' } }));
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByText('Eine neue Version dieser Seite ist verfügbar.')).toBeVisible();
  await seen.collect(page, 'update toast');
  await page.unroute('**/version.json?v=*');

  for (const path of ['cart/alert', 'payment/1', 'setup/1', 'unit', 'reservation']) {
    await page.goto(`/lindenhof/${path}`);
    await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
    await seen.collect(page, path);
  }

  // The property cannot be reached: the danger toast.
  await page.route('**/api/propertylogin', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/cityloft');
  await expect(page.getByRole('alertdialog').or(page.getByRole('alert')).first()).toBeVisible();
  await seen.collect(page, 'login failed toast');
  await page.unroute('**/api/propertylogin');

  // The property app.
  await page.goto('/app/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await seen.collect(page, 'login');
  await staffSignIn(page);
  await seen.collect(page, 'dashboard');

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bookings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  await seen.collect(page, 'bookings');

  // A guest's request, as the configurator sends it, opened from the inbox.
  const { token, propertyId } = await propertyLogin(request, 'lindenhof');
  const lastname = `Probe${Date.now()}`;
  const sent = await request.post('/api/booking/add', {
    headers: { 'X-Auth-Token': token },
    data: {
      ...(await lindenhofDay(request, token, freshDay())),
      propertyId,
      booker: { firstname: 'Grace', lastname, email: `${lastname.toLowerCase()}@example.org` },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await page.goto(`/app/bookings?q=${lastname}`);
  await page.getByRole('row').filter({ hasText: lastname }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Booking / })).toBeVisible();
  await seen.collect(page, 'a booking');

  await page.goto('/app/bookings/new');
  await page.getByRole('button', { name: 'Save the reservation' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Please fix the fields marked/);
  await seen.collect(page, 'new booking with errors');

  await page.getByRole('link', { name: 'Occupancy', exact: true }).click();
  const grid = page.getByRole('grid', { name: /^Occupancy, / });
  await expect(grid).toBeVisible();
  // The month of the seeded block (31 days ahead, server/src/seed): its striped days.
  await page.getByText('Month', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Month' })).toBeChecked();
  const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDay(31)}T00:00:00Z`),
  );
  await expect(async () => {
    if ((await page.getByText(month, { exact: true }).count()) === 0)
      await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByText(month, { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(grid.getByRole('gridcell', { name: /: blocked/ }).first()).toBeVisible();
  await seen.collect(page, 'occupancy');

  await page.getByRole('link', { name: 'Offer', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Parts of the offer' })
    .getByRole('link', { name: 'Services' })
    .click();
  await page.getByRole('rowheader', { name: 'Lunch buffet', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lunch buffet' })).toBeVisible();
  await seen.collect(page, 'a service');

  await page.getByRole('link', { name: 'Appearance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appearance' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Brand colour', exact: true }).fill('#eeeeee');
  await expect(page.getByRole('alert').filter({ hasText: 'hard to read' })).toBeVisible();
  await seen.collect(page, 'appearance with a problem');

  const problems = seen.problems();
  await test.info().attach('colour pairs seen', {
    body: [...seen.pairs.entries()]
      .map(([id, { states }]) => `${id} (${[...states].join(', ')})`)
      .sort()
      .join('\n'),
    contentType: 'text/plain',
  });
  expect(problems, 'colour pairs the apps render that themes/src/contrast.ts does not check').toEqual([]);
});
