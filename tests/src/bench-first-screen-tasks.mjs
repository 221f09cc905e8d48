#!/usr/bin/env node
// `npm run bench:first-screen-tasks -w @venue/tests -- <runs> <label=url> [<label=url> ...]`: loads each page in turn
// (alternating, a fresh context each run) in Debian's Chromium as a phone (390x844, touch) at 4x CPU
// (`Emulation.setCPUThrottlingRate`), and reports per label the median over the first 5 s of the time blocked by long
// tasks (the sum of each task's time over 50 ms, a PerformanceObserver), the number of long tasks, of React commits
// (a DevTools hook) and of DOM mutations. DIAG=1 also counts the fibers each commit changed and logs the store's
// changed keys. Serve the builds to compare yourself (docs/performance.md, "Fewer store updates after the login").
import { chromium } from '@playwright/test';

const runs = Number(process.argv[2]);
if (!(runs > 0) || process.argv.length < 4) {
  console.error('usage: bench-first-screen-tasks.mjs <runs> <label=url> [<label=url> ...]');
  process.exit(2);
}
const targets = process.argv.slice(3).map((arg) => {
  const i = arg.indexOf('=');
  return { label: arg.slice(0, i), url: arg.slice(i + 1) };
});
const diag = process.env.DIAG === '1';
const WINDOW = 5000;

const init = (diag) => {
  const w = window;
  w.__lt = [];
  w.__commits = [];
  w.__mut = 0;
  w.__store = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lt.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  new MutationObserver((records) => {
    w.__mut += records.length;
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const seen = new WeakMap();
  let store = null;
  const walk = (root) => {
    let changed = 0;
    const stack = [root.current];
    while (stack.length) {
      const f = stack.pop();
      if (!f) continue;
      const before = seen.get(f) ?? (f.alternate ? seen.get(f.alternate) : undefined);
      if (!before || before[0] !== f.memoizedProps || before[1] !== f.memoizedState) changed++;
      const stamp = [f.memoizedProps, f.memoizedState];
      seen.set(f, stamp);
      if (!store) {
        const v = f.memoizedProps?.value;
        if (
          v &&
          typeof v.getState === 'function' &&
          typeof v.subscribe === 'function' &&
          typeof v.setState === 'function'
        ) {
          store = v;
          v.subscribe((s, p) => {
            const keys = Object.keys(s).filter((k) => s[k] !== p[k]);
            w.__store.push([Math.round(performance.now()), keys.join(',')]);
          });
        }
      }
      if (f.sibling) stack.push(f.sibling);
      if (f.child) stack.push(f.child);
    }
    return changed;
  };
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() {
      return 1;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const t = Math.round(performance.now());
      if (diag) {
        const t0 = performance.now();
        const n = walk(root);
        w.__commits.push([t, n, Math.round(performance.now() - t0)]);
      } else w.__commits.push([t]);
    },
  };
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const results = Object.fromEntries(targets.map((t) => [t.label, []]));
for (let r = 0; r < runs; r++) {
  for (const target of targets) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      locale: 'de-DE',
    });
    const page = await context.newPage();
    await page.addInitScript(init, diag);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(target.url, { waitUntil: 'commit' });
    await page.waitForFunction((ms) => performance.now() > ms, WINDOW + 300, {
      polling: 200,
      timeout: 30000,
    });
    const data = await page.evaluate(() => ({
      lt: window.__lt,
      commits: window.__commits,
      mut: window.__mut,
      store: window.__store,
      hydrated: document.querySelector('#root') !== null,
    }));
    const lt = data.lt.filter(([s]) => s < WINDOW);
    const blocking = lt.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    const commits = data.commits.filter(([t]) => t < WINDOW);
    const row = { blocking, longtasks: lt.length, commits: commits.length, mutations: data.mut };
    results[target.label].push(row);
    console.log(target.label, `run ${r + 1}`, JSON.stringify(row), 'lt', JSON.stringify(lt));
    if (diag) {
      console.log('  commits [t, changedFibers, walkMs]', JSON.stringify(commits));
      console.log('  store', JSON.stringify(data.store));
    }
    await context.close();
  }
}
await browser.close();
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
for (const [label, rows] of Object.entries(results)) {
  console.log(
    label,
    'median of',
    rows.length,
    JSON.stringify({
      blocking: median(rows.map((x) => x.blocking)),
      longtasks: median(rows.map((x) => x.longtasks)),
      commits: median(rows.map((x) => x.commits)),
      mutations: median(rows.map((x) => x.mutations)),
    }),
    'blocking samples',
    rows
      .map((x) => x.blocking)
      .sort((a, b) => a - b)
      .join(', '),
  );
}
