import { createHash } from 'node:crypto';
import { HERO_IMAGE_SIZES, imageSrcSet } from '@venue/domain';
import type { PropertyCatalog } from '../catalog/catalog.ts';
import { documentUrl } from '../catalog/catalog.ts';
import { localized } from '../catalog/localize.ts';

/**
 * docs/serving.md#search-and-link-previews: the head of a property's page (title, description, canonical URL,
 * language alternates, Open Graph and Twitter card tags) written into the configurator's built index.html per
 * request, so a shared link or a search result shows the hotel; `noindex` on the booker's links and the property
 * app.
 */

/** The configurator's languages and the first one without `?lang=` (configurator/src/i18n/languages.ts). */
export const PAGE_LANGUAGES = ['en', 'de'] as const;
type PageLanguage = (typeof PAGE_LANGUAGES)[number];
const DEFAULT_LANGUAGE: PageLanguage = 'de';

/** The page's texts besides the property's own, in each language. */
const TEXTS: Readonly<
  Record<
    PageLanguage,
    { booking: string; description: (name: string) => string; site: string; siteDescription: string }
  >
> = {
  en: {
    booking: 'Booking',
    description: (name) => `Book rooms, meeting rooms and services at ${name} online.`,
    site: 'Hotels and venues',
    siteDescription: 'Choose a hotel or venue and book rooms, meeting rooms and services online.',
  },
  de: {
    booking: 'Buchung',
    description: (name) => `Zimmer, Tagungsräume und Leistungen bei ${name} online buchen.`,
    site: 'Hotels und Tagungshäuser',
    siteDescription:
      'Ein Hotel oder Tagungshaus wählen und Zimmer, Tagungsräume und Leistungen online buchen.',
  },
};

/** Open Graph's locale of each language (the configurator formats en as en-GB). */
const OG_LOCALE: Readonly<Record<PageLanguage, string>> = { en: 'en_GB', de: 'de_DE' };

/**
 * The language the configurator shows for a page's query (`lang`, else `language`; 'de-AT' -> 'de'), German
 * without one or for an unsupported one — as configurator/src/i18n/languages.ts resolves it.
 */
export function pageLanguage(query: URLSearchParams): PageLanguage {
  const asked = (query.get('lang') ?? query.get('language') ?? '').toLowerCase().split(/[-_]/)[0];
  return PAGE_LANGUAGES.find((language) => language === asked) ?? DEFAULT_LANGUAGE;
}

/**
 * Whether a configurator path is a booker's link: the reopened booking or the payment page (robots.txt), or a
 * group's attendee link, which carries the group's pickup code (docs/pages.md#group-code).
 */
export function isBookerLink(path: string, query: URLSearchParams): boolean {
  const page = path.split('/')[2] ?? '';
  return (
    page.startsWith('reservation') || page === 'payment' || page === 'group' || query.has('bookingtoken')
  );
}

/**
 * Whether a configurator path is the start page, where the hero shows (docs/pages.md#hero-and-panorama): the
 * property's own path, or its dashboard (home), and no booker's link.
 */
export function isStartPage(path: string, query: URLSearchParams): boolean {
  const page = path.split('/')[2] ?? '';
  return ['', 'dashboard', 'home'].includes(page) && !isBookerLink(path, query);
}

const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const NOINDEX = '<meta name="robots" content="noindex">';

/** A property page's head: its title, its other tags and the language of `<html lang>`. */
interface PageHead {
  readonly language: PageLanguage;
  readonly title: string;
  readonly tags: readonly string[];
}

/**
 * The head of a property's page in `language`: the property's name (translated where the property has it), its
 * description in that language or a generic sentence, the start page's URL in each language (canonical and
 * alternates; a booker's link is noindex and names no canonical), its first hero image (else a unit group's
 * picture, as the configurator falls back) as the preview image. On the start page (`startPage`) the first hero
 * is preloaded with high priority, by the same sources and sizes as the carousel's first <img>.
 */
export function propertyHead(
  catalog: PropertyCatalog,
  options: { publicUrl: string; language: PageLanguage; noindex: boolean; startPage: boolean },
): PageHead {
  const { publicUrl, language, noindex, startPage } = options;
  const p = catalog.rows.property;
  const texts = localized({ name: p.name, description: '' }, p.i18n, language, ['name', 'description']);
  const description = texts.description || TEXTS[language].description(texts.name);
  const title = `${texts.name} – ${TEXTS[language].booking}`;
  const page = (lang: string) => `${publicUrl}/${encodeURIComponent(p.key)}?lang=${lang}`;
  const documents = catalog.rows.documents;
  const picture =
    documents.find((d) => d.kind === 'hero') ?? documents.find((d) => d.kind === 'unitgroup') ?? null;
  const image = picture ? `${publicUrl}/api${documentUrl(picture)}` : null;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const link = (attributes: string) => `<link ${attributes}>`;
  const hero = startPage ? documents.find((d) => d.kind === 'hero') : undefined;
  const preload = hero ? link(heroPreload(hero)) : null;
  return {
    language,
    title,
    tags: [
      meta('name', 'description', description),
      ...(preload ? [preload] : []),
      ...(noindex
        ? [NOINDEX]
        : [
            link(`rel="canonical" href="${escapeHtml(page(language))}"`),
            ...PAGE_LANGUAGES.map((lang) =>
              link(`rel="alternate" hreflang="${lang}" href="${escapeHtml(page(lang))}"`),
            ),
            link(`rel="alternate" hreflang="x-default" href="${escapeHtml(page(DEFAULT_LANGUAGE))}"`),
          ]),
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', texts.name),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      meta('property', 'og:url', page(language)),
      meta('property', 'og:locale', OG_LOCALE[language]),
      ...PAGE_LANGUAGES.filter((lang) => lang !== language).map((lang) =>
        meta('property', 'og:locale:alternate', OG_LOCALE[lang]),
      ),
      ...(image ? [meta('property', 'og:image', image)] : []),
      meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
      ...(image ? [meta('name', 'twitter:image', image)] : []),
    ],
  };
}

/**
 * The head of the start page `/` (the list of properties) in `language`: its title, a description, the canonical
 * URL and the language alternates.
 */
export function siteHead(publicUrl: string, language: PageLanguage): PageHead {
  const page = (lang: string) => `${publicUrl}/?lang=${lang}`;
  const texts = TEXTS[language];
  return {
    language,
    title: `${texts.site} – ${texts.booking}`,
    tags: [
      `<meta name="description" content="${escapeHtml(texts.siteDescription)}">`,
      `<link rel="canonical" href="${escapeHtml(page(language))}">`,
      ...PAGE_LANGUAGES.map(
        (lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(page(lang))}">`,
      ),
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(page(DEFAULT_LANGUAGE))}">`,
    ],
  };
}

/**
 * The attributes of the preload of the hero's first slide: its address as the configurator's <img> has it
 * (documentSrc: relative, under /api) and its sources and sizes by the same rule, so the browser fetches it once.
 */
function heroPreload(hero: PropertyCatalog['rows']['documents'][number]): string {
  const src = `/api${documentUrl(hero)}`;
  const srcset = imageSrcSet(src, hero);
  return srcset
    ? `rel="preload" as="image" imagesrcset="${escapeHtml(srcset)}" imagesizes="${HERO_IMAGE_SIZES}" fetchpriority="high"`
    : `rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high"`;
}

/** The built page with `head` in it: its `<title>` replaced, the tags after it, `<html lang>` set. */
export function withHead(html: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const withLang = html.replace(/<html\b[^>]*>/i, (tag) =>
    /\slang=/i.test(tag)
      ? tag.replace(/\slang=("[^"]*"|'[^']*'|[^\s>]*)/i, ` lang="${head.language}"`)
      : tag.replace(/^<html/i, `<html lang="${head.language}"`),
  );
  return insertIntoHead(withLang, [title, ...head.tags], true);
}

/**
 * The built page with the property's theme (`css`, ../catalog/propertyCss.ts) in `<style id="property-css">` at
 * the end of its head: after the build's style sheet, whose default theme on `<html>` it overrides by source
 * order, so the first paint has the property's colours and the configurator fetches no CSS. CSS with a `<` in it
 * could end the element: the page then goes without it (the configurator fetches the CSS itself).
 */
export function withPropertyCss(html: string, css: string, propertyId: number): string {
  if (css.includes('<')) return html;
  const style = `<style id="property-css" data-property-id="${propertyId}">\n${css}</style>`;
  const close = html.search(/<\/head>/i);
  if (close >= 0) return `${html.slice(0, close)}  ${style}\n  ${html.slice(close)}`;
  return insertIntoHead(html, [style], false);
}

/**
 * The built page with the first screen's data (`json`, ./venueState.ts, already script-safe) in
 * `<script type="application/json" id="venue-state">` at the end of its head: data, never run, so it needs no CSP hash.
 */
export function withVenueState(html: string, json: string): string {
  const script = `<script type="application/json" id="venue-state">${json}</script>`;
  const close = html.search(/<\/head>/i);
  if (close >= 0) return `${html.slice(0, close)}  ${script}\n  ${html.slice(close)}`;
  return insertIntoHead(html, [script], false);
}

/**
 * The built page with the configurator's first screen rendered on the server (docs/serving.md#the-server-rendered-
 * first-screen) in its `<div id="root">`, marked with the path it shows (`data-ssr-path`, which the configurator
 * hydrates at), and the style sheets and module preloads of the lazily loaded parts it shows at the end of the head
 * (marked `data-first-screen`: the configurator loads them before hydrating), and those of the parts hydrated later
 * held in `<template id="later-preloads">` (the configurator puts them in the head when it releases those parts).
 * Its scripts load with low priority (docs/serving.md#script-priority): the screen is painted without them, so the
 * hero picture, the style sheets and the fonts go first on a slow line.
 * A page without an empty root element is left as it is.
 */
export function withFirstScreen(
  html: string,
  screen: { readonly html: string; readonly path: string; readonly htmlClass?: string },
  assets: {
    readonly css: readonly string[];
    readonly scripts: readonly string[];
    /** The scripts of the parts hydrated later: held in `<template id="later-preloads">` until they are released. */
    readonly laterScripts?: readonly string[];
  },
): string {
  const root = /<div id="root"><\/div>/.exec(html);
  if (!root) return html;
  // Before the screen's controls: a press on one is noted from the first paint (EARLY_TAPS_SCRIPT).
  const filled = `<script>${EARLY_TAPS_SCRIPT}</script><div id="root" data-ssr-path="${escapeHtml(screen.path)}">${screen.html}</div>`;
  const head = lowPriorityScripts(html.slice(0, root.index));
  // The class the configurator's entry sets on <html> (its default theme), there from the first paint.
  const classed = screen.htmlClass
    ? head.replace(/<html\b(?![^>]*\bclass=)/i, `<html class="${escapeHtml(screen.htmlClass)}"`)
    : head;
  const page = classed + filled + html.slice(root.index + root[0].length);
  const links = [
    ...assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`),
    ...assets.scripts.map(
      (file) =>
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeHtml(file)}" data-first-screen>`,
    ),
  ];
  const close = page.search(/<\/head>/i);
  if (close < 0) return page;
  const held = laterModulePreloads(
    `${page.slice(0, close)}  ${links.join('\n    ')}\n  ${page.slice(close)}`,
  );
  const later = (assets.laterScripts ?? []).map(
    (file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`,
  );
  const end = held.search(/<\/head>/i);
  if (later.length === 0 || end < 0) return held;
  return `${held.slice(0, end)}  <template id="later-preloads">${later.join('')}</template>\n  ${held.slice(end)}`;
}

/**
 * The page with the files of the pages its guest opens next (`next`: the booking flow's, less those the page names
 * already) held as `<link rel="prefetch">`s in `<template id="next-pages">` (docs/serving.md#the-next-pages): the
 * configurator puts them into the head when the browser is idle, so they are fetched but not evaluated.
 */
export function withNextPages(
  html: string,
  next: { readonly css: readonly string[]; readonly scripts: readonly string[] },
): string {
  const links = [
    ...next.scripts.map(
      (file) => `<link rel="prefetch" as="script" crossorigin href="/${escapeHtml(file)}">`,
    ),
    ...next.css.map((file) => `<link rel="prefetch" as="style" crossorigin href="/${escapeHtml(file)}">`),
  ];
  const close = html.search(/<\/head>/i);
  if (links.length === 0 || close < 0) return html;
  return `${html.slice(0, close)}  <template id="next-pages">${links.join('')}</template>
  ${html.slice(close)}`;
}

/**
 * The page with its module preloads held in `<template id="app-preloads">` (docs/serving.md#script-priority): the
 * browser asks for none of them until the configurator's entry moves them into the head, once the first screen's
 * picture is painted (configurator/src/entry.ts). Until then the picture, the fonts and the entry have the line.
 */
function laterModulePreloads(page: string): string {
  const close = page.search(/<\/head>/i);
  const head = page.slice(0, close);
  const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((match) => match[0]);
  if (preloads.length === 0) return page;
  const rest = head.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  return `${rest}\n    <template id="app-preloads">${preloads.join('')}</template>\n  ${page.slice(close)}`;
}

/**
 * The one inline script a server-rendered page runs (docs/serving.md#taps-before-hydration): it notes each press
 * (its target and time) in `window.venueEarlyTaps` until the configurator's entry takes them
 * (configurator/src/app/earlyTaps.ts) and presses each again once its control is hydrated. The entry's script loads
 * with low priority, so on a slow phone the screen is shown, and tapped, well before it runs.
 */
export const EARLY_TAPS_SCRIPT =
  'window.venueEarlyTaps=[];addEventListener("click",function(e){var t=window.venueEarlyTaps;t&&t.push([e.target,performance.now()])},true);';

/** The Content-Security-Policy source that lets a page run EARLY_TAPS_SCRIPT (and no other inline script). */
export const EARLY_TAPS_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

/**
 * The page's style sheets in its HTML (docs/serving.md#style-sheets-in-the-page): each `<link rel="stylesheet">` of a
 * built file that `read` gives (its CSS, or null to keep the link) becomes a `<style>` with its rules, followed by the
 * same link `disabled`, which the browser does not load but the configurator's chunk loader finds, so it does not
 * load the file again when a lazily loaded part asks for it. The order, and so the cascade, stays as it was.
 */
export function withInlineStyles(html: string, read: (file: string) => string | null): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
    (link: string, file: string) => {
      const css = read(file);
      // A rule that closes the element would end it early: such a file stays linked.
      if (css === null || /<\/style/i.test(css)) return link;
      return `<style data-href="/${escapeHtml(file)}">${css}</style><link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" disabled>`;
    },
  );
}

/** The page's module scripts and module preloads (as Vite writes them) marked `fetchpriority="low"`. */
function lowPriorityScripts(head: string): string {
  return head.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/g,
    '<$1 fetchpriority="low"',
  );
}

/** The built page marked `noindex` (the property app). */
export function withNoindex(html: string): string {
  return insertIntoHead(html, [NOINDEX], false);
}

/**
 * `tags` in the head: in place of the `<title>` when `replaceTitle`, else after it; else before `</head>`, else
 * after `<head>`, else at the start (after the doctype). The page's own scripts and preloads stay as they are.
 */
function insertIntoHead(html: string, tags: readonly string[], replaceTitle: boolean): string {
  const block = tags.join('\n    ');
  const title = /<title\b[^>]*>[\s\S]*?<\/title>/i.exec(html);
  if (title) {
    const at = title.index;
    const end = at + title[0].length;
    return replaceTitle
      ? html.slice(0, at) + block + html.slice(end)
      : `${html.slice(0, end)}\n    ${block}${html.slice(end)}`;
  }
  const close = html.search(/<\/head>/i);
  if (close >= 0) return `${html.slice(0, close)}    ${block}\n  ${html.slice(close)}`;
  const open = /<head\b[^>]*>/i.exec(html);
  if (open)
    return `${html.slice(0, open.index + open[0].length)}\n    ${block}${html.slice(open.index + open[0].length)}`;
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  const start = doctype ? doctype[0].length : 0;
  return `${html.slice(0, start)}${block}${html.slice(start)}`;
}
