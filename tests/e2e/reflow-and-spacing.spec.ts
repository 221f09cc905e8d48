import { expectNoAxeViolations } from '../src/axe.ts';
import { isoDay } from '../src/configurator-helpers.ts';
import { staffSignIn } from '../src/property-app-helpers.ts';
import { expect, type Page, test } from '../src/test.ts';

/** The WCAG 1.4.12 text-spacing values (the W3C text-spacing bookmarklet). */
const textSpacingCss = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/** Fails when the page scrolls sideways (1px allowed for rounding). */
async function expectNoHorizontalScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(
    scrollWidth,
    `${what}: page is ${scrollWidth}px wide in a ${innerWidth}px window`,
  ).toBeLessThanOrEqual(innerWidth + 1);
}

/**
 * Fails when a visible element that cuts off its overflow (overflow hidden/clip, or an ellipsis) holds text
 * larger than its box: that text is clipped. Visually hidden text for screen readers (1px boxes) is not shown
 * and not counted.
 */
async function expectNoClippedText(page: Page, what: string): Promise<void> {
  const clipped = await page.evaluate(() => {
    const cuts = (value: string) => value === 'hidden' || value === 'clip';
    const found: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(el);
      const cutsX = cuts(style.overflowX) || style.textOverflow === 'ellipsis';
      const cutsY = cuts(style.overflowY);
      if (!cutsX && !cutsY) continue;
      const text = el.innerText?.trim();
      if (!text || style.visibility !== 'visible') continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const wide = cutsX && el.scrollWidth > el.clientWidth + 1;
      const tall = cutsY && el.scrollHeight > el.clientHeight + 1;
      if (wide || tall) {
        found.push(
          `"${text.replace(/\s+/g, ' ').slice(0, 60)}" <${el.tagName.toLowerCase()} class="${el.className}">: ` +
            `content ${el.scrollWidth}×${el.scrollHeight} in box ${el.clientWidth}×${el.clientHeight}`,
        );
      }
    }
    return found;
  });
  expect(clipped, `clipped text on ${what}`).toEqual([]);
}

/**
 * Walks the configurator's main screens (properties, dashboard with a prefilled day, meeting rooms, the cart)
 * and runs `check` on each (`checkDashboard` on the dashboard, once its calendar is shown).
 */
async function visitConfigurator(
  page: Page,
  check: (what: string) => Promise<void>,
  checkDashboard = check,
): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Seehotel Lindenhof' })).toBeVisible();
  await check('properties');

  const day = isoDay(50);
  await page.goto(`/lindenhof?f.start=${day}&f.end=${day}&f.people=25`);
  await expect(page.getByRole('button', { name: "Los geht's" })).toBeVisible();
  // Enabled once the page has hydrated and logged in: a control of the server-rendered page answers only then.
  await expect(page.getByRole('button', { name: "Los geht's" })).toBeEnabled();
  await expect(page.getByRole('grid').first()).toBeVisible();
  await checkDashboard('dashboard');

  await page.getByRole('button', { name: "Los geht's" }).click();
  await expect(page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' })).toBeVisible();
  await check('meeting rooms');
  await page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' }).click();

  await page.getByRole('tab', { name: /Übersicht/ }).click();
  await expect(page.getByRole('button', { name: 'Angebot anfordern' })).toBeVisible();
  await check('cart');
}

test.describe('at 320 CSS px (1280 px at 400 % zoom)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the main screens of both apps fit the width without sideways scrolling or clipped text and pass axe', {
    tag: ['@wcag-1.4.10'],
  }, async ({ page }) => {
    // The axe scan first: it waits for animations to end, so the width is measured on the settled page.
    const check = async (what: string) => {
      await expectNoAxeViolations(page, what);
      await expectNoHorizontalScroll(page, what);
      await expectNoClippedText(page, what);
    };
    await visitConfigurator(page, check);

    await page.goto('/app/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await check('staff login');

    await staffSignIn(page);
    await check('staff dashboard');
    await page.goto('/app/bookings');
    await expect(page.getByRole('grid', { name: 'Bookings' })).toBeVisible();
    await check('staff bookings');
  });
});

test.describe('with the WCAG text spacing', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('no text of either app is clipped and no page scrolls sideways', {
    tag: ['@wcag-1.4.12'],
  }, async ({ page }) => {
    const check = async (what: string) => {
      await page.addStyleTag({ content: textSpacingCss });
      await expectNoHorizontalScroll(page, what);
      await expectNoClippedText(page, what);
    };
    await visitConfigurator(page, check);

    await page.goto('/app/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await check('staff login');

    await staffSignIn(page);
    await check('staff dashboard');
    await page.goto('/app/bookings');
    await expect(page.getByRole('grid', { name: 'Bookings' })).toBeVisible();
    await check('staff bookings');

    // And in a phone's window, where the headers' titles have the least room.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app/bookings');
    await expect(page.getByRole('grid', { name: 'Bookings' })).toBeVisible();
    await check('staff bookings, 390 px');
    // A guest who has not started yet (the cart of the walk above is kept in the browser's storage).
    await page.evaluate(() => localStorage.clear());
    await visitConfigurator(page, (what) => check(`${what}, 390 px`));
  });
});

test.describe('at 200 % zoom (1400×900 seen at 700×450)', () => {
  test.use({ viewport: { width: 700, height: 450 } });

  test('text twice as large: no page scrolls sideways and no text is clipped', {
    tag: ['@wcag-1.4.4'],
  }, async ({ page }) => {
    const check = async (what: string) => {
      await expectNoHorizontalScroll(page, what);
      await expectNoClippedText(page, what);
    };
    await visitConfigurator(page, check);

    await page.goto('/app/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await check('staff login');

    await staffSignIn(page);
    await check('staff dashboard');
    await page.goto('/app/bookings');
    await expect(page.getByRole('grid', { name: 'Bookings' })).toBeVisible();
    await check('staff bookings');
  });
});

test.describe('on a phone held sideways (844×390)', () => {
  test.use({ viewport: { width: 844, height: 390 } });

  test('both apps work in landscape as in portrait: no orientation lock, no style for one orientation only', {
    tag: ['@wcag-1.3.4'],
  }, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { orientationLocks: number };
      w.orientationLocks = 0;
      if (screen.orientation)
        screen.orientation.lock = () => {
          w.orientationLocks++;
          return Promise.resolve();
        };
    });
    const check = async (what: string) => {
      const found = await page.evaluate(() => {
        const rules: string[] = [];
        const walk = (list: CSSRuleList) => {
          for (const rule of Array.from(list)) {
            if (rule instanceof CSSMediaRule && /orientation/.test(rule.conditionText))
              rules.push(rule.conditionText);
            if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
          }
        };
        for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
        return { rules, locks: (window as unknown as { orientationLocks: number }).orientationLocks };
      });
      expect(found, what).toEqual({ rules: [], locks: 0 });
      await expect(page.getByRole('main')).toBeVisible();
      await expectNoHorizontalScroll(page, what);
    };
    await visitConfigurator(page, check);

    await staffSignIn(page);
    await check('staff dashboard');
  });
});
