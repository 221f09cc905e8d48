/*
 * docs/serving.md#the-next-pages: a server-rendered page holds `<link rel="prefetch">`s for the files of the booking
 * flow's pages in `<template id="next-pages">` (server/src/http/pageMeta.ts). Put in the head when the browser is
 * idle, they are fetched into its cache but not evaluated: a page's code runs when the guest opens it, not in the
 * middle of the first screen's load, where evaluating some thirty chunks blocked the main thread.
 */

/**
 * How many prefetches go into the head per idle period: each starts a request, a few milliseconds on a phone; the
 * fifty-odd of a page at once were one task of about 40 ms at 4x CPU (docs/performance.md#no-restyle-after-hydrating-issue-40-2-dec-2026).
 */
const PREFETCHES_PER_TASK = 8;

/** Moves the page's held prefetches into the head when the browser is idle, a few at a time; false when it holds none. */
export function prefetchNextPages(doc: Document = document): boolean {
  const template = doc.getElementById('next-pages');
  if (!(template instanceof HTMLTemplateElement)) return false;
  const links = [...template.content.children];
  template.remove();
  const idle = (run: () => void) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: 3000 })
      : setTimeout(run, 200);
  const from = (at: number) =>
    idle(() => {
      doc.head.append(...links.slice(at, at + PREFETCHES_PER_TASK));
      if (at + PREFETCHES_PER_TASK < links.length) from(at + PREFETCHES_PER_TASK);
    });
  from(0);
  return true;
}
