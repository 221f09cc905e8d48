/** How many module preloads are put in the head per task: each starts a request, a few milliseconds on a phone. */
const PRELOADS_PER_TASK = 8;

/**
 * The module preloads a server-rendered page holds in `<template id="…">` (server/src/http/pageMeta.ts): the app's,
 * held until the first screen's picture is painted (`app-preloads`, docs/serving.md#script-priority), and those of
 * the parts hydrated later, held until they are released (`later-preloads`, docs/serving.md#parts-hydrated-later),
 * put in the head: the browser asks for them at once, a few per task, so that starting many requests is no long
 * task of its own.
 */
export async function releaseHeldPreloads(id: 'app-preloads' | 'later-preloads'): Promise<void> {
  const template = document.getElementById(id);
  if (!(template instanceof HTMLTemplateElement)) return;
  const links = [...template.content.children];
  for (let at = 0; at < links.length; at += PRELOADS_PER_TASK) {
    if (at > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    document.head.append(...links.slice(at, at + PRELOADS_PER_TASK));
  }
}
