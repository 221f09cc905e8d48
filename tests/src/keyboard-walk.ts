import { expect, type Locator, type Page } from '@playwright/test';
import { expectVisibleFocus, overlaysClosed } from './configurator-keyboard.ts';
import { arrowToDay, dayLabel } from './keyboard-journeys.ts';

/*
 * Issue 38: the one-day request walked forward with Tab only, as a guest who does not use the skip link does:
 * from the top of the first screen, Tab until the wanted control has focus, then Enter, Space, the arrow keys or
 * typing (those are not counted). Past the end of the page Tab wraps to the top again (the browser's own UI is
 * one press). tests/e2e/keyboard-walk.spec.ts runs it at both sizes and holds the count at 70 or fewer.
 */

/** A window size the walk runs in. */
export interface WalkViewport {
  readonly width: number;
  readonly height: number;
}

/** What the walk took: its Tab presses, per step, and what each press focused. */
export interface WalkCount {
  readonly presses: number;
  readonly breakdown: string;
  /** The focused control's name after each press, in order ("" for the browser's own UI past the page's end). */
  readonly stops: readonly string[];
}

/** The name a screen reader gives the focused element (enough of it to tell the stops apart). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    const labelledBy = el
      .getAttribute('aria-labelledby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const label = (el as HTMLInputElement).labels?.[0]?.textContent;
    return (el.getAttribute('aria-label') ?? labelledBy ?? label ?? el.textContent ?? '').trim().slice(0, 80);
  });

/** Forward Tab presses, counted, with the name of every stop; the target's focus must be visible. */
function forwardCounter(page: Page) {
  const stops: string[] = [];
  const steps: string[] = [];
  let marked = 0;
  return {
    async forward(target: Locator, max = 150) {
      await target.waitFor({ state: 'attached', timeout: 15_000 });
      await overlaysClosed(page);
      for (let i = 0; i < max; i++) {
        await page.keyboard.press('Tab');
        stops.push(await focusedName(page));
        if (
          await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))
        ) {
          await expectVisibleFocus(page, `Tab to ${target}`);
          return;
        }
      }
      throw new Error(`could not reach ${target} with Tab in ${max} presses`);
    },
    /** Notes the presses since the last mark under a name (the walk's breakdown). */
    mark(step: string) {
      steps.push(`${step} ${stops.length - marked}`);
      marked = stops.length;
    },
    result: (): WalkCount => ({ presses: stops.length, breakdown: steps.join(', '), stops: [...stops] }),
  };
}

/** Goes on with Next (right after the step's cards), which gives the focus to the next step's tab. */
async function nextStep(page: Page, walk: ReturnType<typeof forwardCounter>, path: RegExp) {
  await walk.forward(page.getByRole('button', { name: 'Weiter', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('tab', { selected: true })).toBeFocused();
}

/**
 * Lindenhof in German: a one-day meeting request on `day` for 25 people from the first screen (no URL
 * parameters): Plenarsaal Seeblick, the lunch buffet with one diet option, the day package with the guest's
 * wishes, the contact, payment on site, the terms, send; Next leads from step to step. Forward Tab only.
 */
export async function forwardWalk(page: Page, day: string, viewport: WalkViewport): Promise<WalkCount> {
  await page.setViewportSize(viewport);
  await page.goto('/lindenhof');
  const walk = forwardCounter(page);
  const grid = page.getByRole('grid').first();
  await expect(grid).toBeVisible();
  await expect(page.getByRole('button', { name: "Los geht's" })).toBeVisible();
  // Enabled once the page has hydrated and logged in: a control of the server-rendered page answers only then.
  await expect(page.getByRole('button', { name: "Los geht's" })).toBeEnabled();
  // Everything the first screen shows has arrived (the hero's controls come in a chunk of their own), so the
  // walk counts the same stops every time.
  await expect(page.getByRole('button', { name: 'Automatisch weiterblättern' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  // The event bar: the day (Enter twice: one day), the people, start.
  await walk.forward(grid);
  await arrowToDay(page, day, 'de-DE');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(
    grid.getByRole('button', { name: new RegExp(`(^|\\s)${dayLabel(day, 'de-DE')}`) }),
  ).toBeFocused();
  await walk.forward(page.getByRole('textbox', { name: 'Personen' }).first());
  await page.keyboard.press('Control+a');
  await page.keyboard.type('25');
  await walk.forward(page.getByRole('button', { name: "Los geht's" }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/unitgroup\/1\/2$/);
  walk.mark('event bar');

  const hall = page.getByRole('button', { name: 'Auswählen Plenarsaal Seeblick' });
  await walk.forward(hall);
  await page.keyboard.press('Enter');
  await expect(hall).toHaveAttribute('aria-pressed', 'true');
  walk.mark('meeting room');

  // Next (after the cards, before the page's foot) leads through the steps in order; the page's name follows it.
  await nextStep(page, walk, /\/service\/1\/catering$/);
  const lunch = page.getByRole('button', { name: 'Auswählen Mittagsbuffet' });
  await walk.forward(lunch);
  await page.keyboard.press('Enter');
  await expect(lunch).toHaveAttribute('aria-pressed', 'true');
  const vegetarian = page.getByRole('checkbox', { name: 'Vegetarisch' });
  await walk.forward(vegetarian);
  await page.keyboard.press('Space');
  await expect(vegetarian).toBeChecked();
  walk.mark('lunch');

  await nextStep(page, walk, /\/service\/1\/equipment$/);
  await nextStep(page, walk, /\/service\/1\/package$/);
  const dayPackage = page.getByRole('button', { name: 'Auswählen Tagungspauschale' });
  await walk.forward(dayPackage);
  await page.keyboard.press('Enter');
  await expect(dayPackage).toHaveAttribute('aria-pressed', 'true');
  await walk.forward(page.getByRole('textbox', { name: 'Ihre Wünsche' }));
  await page.keyboard.type('Bühne mit Rednerpult');
  walk.mark('technic, day package');

  await nextStep(page, walk, /\/service\/0\/activity$/);
  await nextStep(page, walk, /\/unitgroup\/0\/1$/);
  await nextStep(page, walk, /\/cart\/1$/);
  walk.mark('to the summary');
  await walk.forward(page.getByRole('textbox', { name: 'Vorname' }));
  await page.keyboard.type('Clara');
  await walk.forward(page.getByRole('textbox', { name: 'Nachname' }));
  await page.keyboard.type('Berger');
  await walk.forward(page.getByRole('textbox', { name: 'E-Mail' }));
  await page.keyboard.type('clara.berger@example.com');
  await walk.forward(page.getByRole('radiogroup', { name: 'Zahlungsart' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Zahlung vor Ort' })).toBeChecked();
  await walk.forward(page.getByRole('checkbox', { name: 'Ich akzeptiere die Geschäftsbedingungen' }));
  await page.keyboard.press('Space');
  await walk.forward(page.getByRole('button', { name: 'Angebot anfordern' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Vielen Dank, Ihre Anfrage wurde gesendet' })).toBeVisible();
  walk.mark('summary');
  return walk.result();
}
