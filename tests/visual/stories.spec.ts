import { expect, type Page, test } from '@playwright/test';

/** One entry of Storybook's index.json. */
interface IndexEntry {
  readonly type: 'story' | 'docs';
  readonly id: string;
  readonly title: string;
  readonly name: string;
  readonly tags?: readonly string[];
}

// Calendars show "today": freeze it so screenshots do not change with the date.
const frozenNow = new Date('2026-11-20T10:00:00Z');

async function storyIds(page: Page): Promise<string[]> {
  const response = await page.request.get('/index.json');
  expect(response.ok(), 'storybook-static/index.json is served').toBe(true);
  const index = (await response.json()) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'))
    .map((entry) => entry.id)
    .sort();
}

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, data: unknown) => void };
};

/** Waits until Storybook has rendered the story and run its play function; returns the final phase. */
async function waitForStory(page: Page, id: string): Promise<string> {
  const handle = await page.waitForFunction(
    (storyId) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      const phase = render?.id === storyId ? render.phase : undefined;
      return phase && ['finished', 'errored', 'aborted'].includes(phase) ? phase : false;
    },
    id,
    { timeout: 15_000 },
  );
  const phase = String(await handle.jsonValue());
  await page.evaluate(() => document.fonts.ready);
  return phase;
}

// Stories tagged 'no-visual' are interactions whose end state depends on focus timing: their look is covered by
// their component's other stories, and a screenshot of them would flicker.
// One test, one page, story after story: a soft assertion per story so one run reports every changed story.
// The first story loads the preview; the others are switched to through Storybook's channel (what the
// Storybook UI does), which is about three times faster than reloading the iframe for each story.
test('every story looks like its committed baseline', async ({ page }) => {
  test.setTimeout(300_000);
  await page.clock.setFixedTime(frozenNow);
  const ids = await storyIds(page);
  expect(ids.length).toBeGreaterThan(0);
  // a11y.manual: the axe run belongs to the story tests; here it would only slow every story down.
  await page.goto(`/iframe.html?id=${ids[0]}&viewMode=story&globals=a11y.manual:!true`);
  for (const id of ids) {
    await page.mouse.move(0, 0);
    await page.evaluate((storyId) => {
      (document.activeElement as HTMLElement | null)?.blur();
      (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
        storyId,
        viewMode: 'story',
      });
    }, id);
    let phase = await waitForStory(page, id);
    if (phase !== 'finished') {
      // A play function that failed after a channel switch gets one clean load before it counts.
      await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=a11y.manual:!true`);
      phase = await waitForStory(page, id);
    }
    // Never screenshot (or bake into a baseline) a story whose play function did not finish.
    expect.soft(phase, `${id}: play function`).toBe('finished');
    await expect.soft(page, id).toHaveScreenshot(`${id}.png`);
  }
});
