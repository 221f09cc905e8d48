/*
 * docs/serving.md#the-next-pages: a server-rendered page holds `<link rel="prefetch">`s for the files of the booking
 * flow's pages in `<template id="next-pages">` (server/src/http/pageMeta.ts). Put in the head when the browser is
 * idle, they are fetched into its cache but not evaluated: a page's code runs when the guest opens it, not in the
 * middle of the first screen's load, where evaluating some thirty chunks blocked the main thread.
 */

/** Moves the page's held prefetches into the head once the browser is idle; false when the page holds none. */
export function prefetchNextPages(doc: Document = document): boolean {
  const template = doc.getElementById('next-pages');
  if (!(template instanceof HTMLTemplateElement)) return false;
  const links = [...template.content.children];
  template.remove();
  const idle = (run: () => void) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: 3000 })
      : setTimeout(run, 200);
  idle(() => doc.head.append(...links));
  return true;
}
