import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { CatalogCache } from '../catalog/cache.ts';
import { propertyCss } from '../catalog/propertyCss.ts';
import { ssrBundleDir } from '../config.ts';
import { listProperties } from '../db/catalogQueries.ts';
import type { Database } from '../db/client.ts';
import { IMMUTABLE } from './caching.ts';
import type { AppEnv } from './context.ts';
import {
  EARLY_TAPS_SCRIPT_HASH,
  isBookerLink,
  isStartPage,
  PAGE_LANGUAGES,
  pageLanguage,
  propertyHead,
  siteHead,
  withFirstScreen,
  withHead,
  withInlineStyles,
  withNextPages,
  withNoindex,
  withPropertyCss,
  withVenueState,
} from './pageMeta.ts';
import { cartListAnswers, scriptSafeJson, venueState } from './venueState.ts';

interface StaticOptions {
  /** The built configurator (STATIC_DIR). */
  readonly staticDir: string;
  /** The built property app (PROPERTY_APP_DIR), served under /app/. */
  readonly propertyAppDir: string | undefined;
  /** PUBLIC_URL, for the absolute links of robots.txt, sitemap.xml and the property pages' heads. */
  readonly publicUrl: string;
  readonly database: Database;
  /** The id of the property with a key, null for an unknown one (app.ts). */
  readonly propertyIdOf: (key: string) => Promise<number | null>;
  readonly catalogs: CatalogCache;
  /** The app's clock (app.ts): the instant a property's page is written for. */
  readonly now: () => Date;
}

/**
 * The page as this path has it: the built one rewritten by `write` (its head), answered with `status`; or null to
 * send the built page as it is.
 */
type PageHead = (
  c: Context<AppEnv>,
) => Promise<{ readonly write: (html: string) => string; readonly status?: 404 } | null>;

/**
 * A path whose last segment has a file extension names a file: no app route has one (property keys, page
 * names and codes hold no dot), so such a path that is not a file is a 404, never the app's HTML.
 */
const FILE_PATH = /\.[A-Za-z0-9]+$/;

/**
 * Everything outside /api (docs/serving.md#compression-and-caching): the built configurator and property app,
 * sent precompressed (.br/.gz written by their builds) as the client accepts, hashed assets immutable, everything
 * else revalidated (./caching.ts adds the ETag); robots.txt and sitemap.xml; a 404 for a missing file; the app's
 * shell for every other path.
 */
export function staticRoutes(app: Hono<AppEnv>, options: StaticOptions): void {
  const { staticDir } = options;
  // The host pages' embed loader and its types (configurator/src/embed, docs/embedding.md): a
  // stable URL any website may load with a script tag, so kept only briefly (no property key contains a dot).
  app.get('/embed.js', file(join(staticDir, 'embed.js'), 'public, max-age=300'));
  app.get(
    '/embed.d.ts',
    file(join(staticDir, 'embed.d.ts'), 'public, max-age=300', 'text/plain; charset=utf-8'),
  );
  servePropertyApp(app, options.propertyAppDir);
  app.use('/assets/*', assets(staticDir));
  app.get('/assets/*', notFound);
  // The configurator build's version (configurator/vite.config.ts), polled by open pages to offer a reload
  // after a deploy: read at each request and never cached. No property key contains a dot.
  app.get('/version.json', file(join(staticDir, 'version.json'), 'no-cache'));
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.text(robots(options.publicUrl));
  });
  app.get('/sitemap.xml', async (c) => {
    const properties = await options.database.run((db) => listProperties(db));
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(sitemap(options.publicUrl, properties));
  });
  // Every other path is a configurator route (/{propertyKey}/{mode}/...): the app shell, with the property's
  // head when the first segment names one (docs/serving.md#search-and-link-previews).
  app.get(
    '*',
    shell(
      staticDir,
      'The configurator is not built yet: run `npm run build -w @venue/configurator`.',
      propertyPageHead(options),
    ),
  );
}

/**
 * The head of a property's page (./pageMeta.ts) in the language the configurator will show, with the property's
 * theme CSS; null for a path that names no property, or when the property cannot be read (the built page then
 * goes out as it is).
 */
function propertyPageHead(options: StaticOptions): PageHead {
  const render = firstScreenRenderer(options.staticDir);
  return async (c) => {
    if (c.req.path === '/') {
      const head = siteHead(options.publicUrl, pageLanguage(new URL(c.req.url).searchParams));
      return { write: (html) => withHead(html, head) };
    }
    const key = c.req.path.split('/')[1] ?? '';
    let catalog: Awaited<ReturnType<CatalogCache['get']>> = null;
    try {
      const id = await options.propertyIdOf(key);
      // docs/serving.md#unknown-property: no property has this key; the app says so, the status too.
      if (id === null) return { write: withNoindex, status: 404 };
      catalog = await options.catalogs.get(id);
    } catch (error) {
      console.error('property page head:', (error as Error).message);
    }
    if (!catalog) return null;
    const query = new URL(c.req.url).searchParams;
    const language = pageLanguage(query);
    // The property's theme comes with the page (no flash of the default one, no request for it); the ETag is
    // taken over the page as sent (./caching.ts), so it differs per property and changes with the theme.
    const { id, themeTokens } = catalog.rows.property;
    const css = propertyCss(themeTokens);
    // The first screen's data in the page's language (./venueState.ts), so the configurator does not ask for it,
    // written at the server's instant (to the minute, so the page's ETag holds for a minute at least).
    let data: ReturnType<typeof venueState> | null = null;
    try {
      data = venueState(catalog, language, new Date(Math.floor(options.now().getTime() / 60_000) * 60_000));
    } catch (error) {
      console.error('property page state:', (error as Error).message);
    }
    // docs/serving.md#the-server-rendered-first-screen: the first screen in the HTML (not for a booker's link), with
    // the lists of a started cart it shows (#a-started-cart) added to the page's data.
    const url = new URL(c.req.url);
    const firstScreen =
      data === null || isBookerLink(c.req.path, query)
        ? null
        : await render(
            `${url.pathname}${url.search}`,
            data,
            new Date(data.now),
            cartListAnswers(options.database, catalog, language, new Date(data.now)),
          );
    if (firstScreen) c.set('inlineScripts', [EARLY_TAPS_SCRIPT_HASH]);
    // The start page's hero picture is preloaded, unless the first screen rendered is another page (an autostarted
    // cart's first tab, docs/serving.md#a-started-cart): its picture would only take the line from that page's.
    const head = propertyHead(catalog, {
      publicUrl: options.publicUrl,
      language,
      noindex: isBookerLink(c.req.path, query),
      startPage:
        isStartPage(c.req.path, query) &&
        (!firstScreen || isStartPage(firstScreen.path.split('?')[0] ?? '', query)),
    });
    const state =
      data === null
        ? null
        : scriptSafeJson({
            ...data,
            ...(firstScreen?.lists ? { lists: firstScreen.lists } : {}),
            ...(firstScreen?.calendar ? { calendar: firstScreen.calendar } : {}),
            ...(firstScreen?.texts ? { texts: firstScreen.texts } : {}),
          });
    return {
      write: (html) => {
        const rendered = firstScreen
          ? withInlineStyles(
              withFirstScreen(
                html,
                firstScreen,
                render.assetsOf(firstScreen.chunks, html, firstScreen.later),
              ),
              render.styleSheet,
            )
          : html;
        // docs/serving.md#the-next-pages: the flow pages' files, fetched when idle and not evaluated.
        const withNext = firstScreen?.next
          ? withNextPages(rendered, render.assetsOf(firstScreen.next, rendered))
          : rendered;
        const page = withPropertyCss(withHead(withNext, head), css, id);
        return state === null ? page : withVenueState(page, state);
      },
    };
  };
}

/** A server render of the configurator's first screen (its bundle's `render`, configurator/src/entry-server.tsx). */
interface FirstScreen {
  readonly html: string;
  readonly path: string;
  readonly chunks: readonly string[];
  /** Of `chunks`, those shown only in parts hydrated later: CSS linked, scripts not preloaded (older bundles: none). */
  readonly later?: readonly string[];
  /** The booking flow's pages the guest opens next, for the browser to fetch when idle (older bundles: none). */
  readonly next?: readonly string[];
  /** The started cart's lists the render showed, for the page's data (older bundles: none). */
  readonly lists?: unknown;
  /** The calendar's first months the render showed, for the page's data (older bundles: none). */
  readonly calendar?: unknown;
  /** The texts the render showed, for the page's data (older bundles: none). */
  readonly texts?: unknown;
  /** The class of `<html>` the configurator sets (older bundles: none). */
  readonly htmlClass?: string;
}

/** The server's answers to a started cart's list calls in a render (./venueState.ts). */
type CartListAnswers = ReturnType<typeof cartListAnswers>;

/** The client build's manifest entries, as far as the server reads them. */
type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/**
 * The configurator's server renderer (docs/serving.md#the-server-rendered-first-screen): its bundle loaded from
 * ssrBundleDir at the first page, and `assetsOf`, the style sheets and scripts (from the client build's
 * .vite/manifest.json) of the lazily loaded parts a render showed. Without a bundle, or when rendering fails, a
 * page goes out as the client-only shell (said once in the log).
 */
function firstScreenRenderer(staticDir: string) {
  const bundle = join(ssrBundleDir(staticDir), 'entry-server.js');
  type Render = (
    url: string,
    state: unknown,
    now: Date,
    answers?: CartListAnswers,
  ) => Promise<FirstScreen | null>;
  let loading: Promise<Render | null> | null = null;
  const said = new Set<string>();
  const sayOnce = (key: string, message: string) => {
    if (said.has(key)) return;
    said.add(key);
    console.error(message);
  };
  const load = (): Promise<Render | null> => {
    if (loading) return loading;
    if (!existsSync(bundle)) {
      sayOnce(
        'missing',
        `first screen: no server bundle at ${bundle}; property pages are rendered in the browser`,
      );
      return Promise.resolve(null);
    }
    loading = import(pathToFileURL(bundle).href).then(
      (module: { render: Render }) => module.render,
      (error: unknown) => {
        sayOnce('load', `first screen: the server bundle did not load: ${(error as Error).message}`);
        return null;
      },
    );
    return loading;
  };
  const manifestFile = join(staticDir, '.vite', 'manifest.json');
  let manifest: { mtimeMs: number; value: Manifest } | null = null;
  const readManifest = (): Manifest => {
    try {
      const { mtimeMs } = statSync(manifestFile);
      if (manifest?.mtimeMs !== mtimeMs)
        manifest = { mtimeMs, value: JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest };
      return manifest.value;
    } catch {
      return {};
    }
  };
  const render = async (
    url: string,
    state: unknown,
    now: Date,
    answers?: CartListAnswers,
  ): Promise<FirstScreen | null> => {
    const run = await load();
    if (!run) return null;
    try {
      return await run(url, state, now, answers);
    } catch (error) {
      sayOnce(
        'render',
        `first screen: rendering ${url} failed, sent for the browser to render: ${(error as Error).stack}`,
      );
      return null;
    }
  };
  /**
   * The CSS files of `chunks` and what they import, the scripts of those not `later`, and apart the scripts of the
   * `later` ones (docs/serving.md#parts-hydrated-later: the configurator loads those when it releases them), less
   * those the page names already.
   */
  const assetsOf = (chunks: readonly string[], html: string, later: readonly string[] = []) => {
    const entries = readManifest();
    const css = new Set<string>();
    const scripts = new Set<string>();
    const visit = (key: string, seen: Set<string>, into: Set<string>, files: 'css' | 'script') => {
      const entry = entries[key];
      if (!entry || seen.has(key)) return;
      seen.add(key);
      if (files === 'script') into.add(entry.file);
      else for (const file of entry.css ?? []) into.add(file);
      for (const imported of entry.imports ?? []) visit(imported, seen, into, files);
    };
    const cssSeen = new Set<string>();
    const scriptsSeen = new Set<string>();
    const laterScripts = new Set<string>();
    const laterSeen = new Set<string>();
    for (const key of chunks) {
      visit(key, cssSeen, css, 'css');
      if (!later.includes(key)) visit(key, scriptsSeen, scripts, 'script');
    }
    for (const key of later) visit(key, laterSeen, laterScripts, 'script');
    const absent = (file: string) => !html.includes(`/${file}"`);
    return {
      css: [...css].filter(absent),
      scripts: [...scripts].filter(absent),
      laterScripts: [...laterScripts].filter((file) => absent(file) && !scripts.has(file)),
    };
  };
  // docs/serving.md#style-sheets-in-the-page: the built style sheets, read once (their names change with their
  // content); null for a file that is not there.
  const sheets = new Map<string, string | null>();
  const styleSheet = (file: string): string | null => {
    if (!/^assets\/[\w.-]+\.css$/.test(file)) return null;
    let css = sheets.get(file);
    if (css === undefined) {
      try {
        css = readFileSync(join(staticDir, file), 'utf8');
      } catch {
        css = null;
      }
      sheets.set(file, css);
    }
    return css;
  };
  return Object.assign(render, { assetsOf, styleSheet });
}

/**
 * The property app (the staff web app) under /app/: its assets, and its shell for every other /app path
 * (its own routes). `app` is therefore no property key (contract/src/propertyKey.ts).
 */
function servePropertyApp(app: Hono<AppEnv>, dir: string | undefined): void {
  if (dir)
    app.use(
      '/app/assets/*',
      assets(dir, (path) => path.replace(/^\/app/, '')),
    );
  app.get('/app/assets/*', notFound);
  // The service worker of Web Push (property-app/public/sw.js): at the app's root, so its scope is /app/.
  if (dir) app.get('/app/sw.js', file(join(dir, 'sw.js'), 'no-cache'));
  app.get('/app', (c) => c.redirect('/app/'));
  // Staff pages: never in a search index.
  app.get(
    '/app/*',
    shell(
      dir,
      'The property app is not built yet: run `npm run build -w @venue/property-app`.',
      async () => ({ write: withNoindex }),
    ),
  );
}

/** A build's hashed files: precompressed as accepted, immutable; the 404 after it for a missing one. */
function assets(root: string, rewriteRequestPath?: (path: string) => string): MiddlewareHandler<AppEnv> {
  let serve: MiddlewareHandler<AppEnv> | null = null;
  return async (c, next) => {
    // Made at the first request: a build may come after the server's start.
    if (!serve && !existsSync(root)) return next();
    serve ??= serveStatic<AppEnv>({
      root,
      precompressed: true,
      ...(rewriteRequestPath ? { rewriteRequestPath } : {}),
    });
    const res = await serve(c, async () => {});
    if (!res) return next();
    c.res = res;
    c.header('Cache-Control', IMMUTABLE);
  };
}

/** One file of a build, precompressed as accepted; a 404 when the build has none. */
function file(path: string, cacheControl: string, contentType?: string) {
  const serve = serveStatic<AppEnv>({ path, precompressed: true });
  return async (c: Context<AppEnv>) => {
    const res = await serve(c, async () => {});
    if (!res) return notFound(c);
    c.res = res;
    c.header('Cache-Control', cacheControl);
    if (contentType) c.header('Content-Type', contentType);
    return c.res;
  };
}

/**
 * The app's shell (index.html) for its routes, revalidated at each load so a deploy is seen at once; a 404 for a
 * path that names a file; a 503 while the app is not built. With `head`, the page is written per request
 * (compressed on the fly by ./caching.ts); else the built file goes out precompressed.
 */
function shell(dir: string | undefined, notBuilt: string, head: PageHead) {
  const index = dir ? join(dir, 'index.html') : null;
  const serve = index ? file(index, 'no-cache') : null;
  const built = index ? builtPage(index) : null;
  return async (c: Context<AppEnv>) => {
    if (FILE_PATH.test(c.req.path)) return notFound(c);
    if (!index || !serve || !built || !existsSync(index)) return c.text(notBuilt, 503);
    const page = await head(c);
    const html = page ? built() : null;
    if (!page || html === null) return serve(c);
    c.header('Cache-Control', 'no-cache');
    return c.html(page.write(html), page.status ?? 200);
  };
}

/** The text of a built page, read again only when the file changed (a deploy); null when it is gone. */
function builtPage(path: string): () => string | null {
  let cached: { mtimeMs: number; size: number; html: string } | null = null;
  return () => {
    try {
      const { mtimeMs, size } = statSync(path);
      if (cached?.mtimeMs !== mtimeMs || cached.size !== size)
        cached = { mtimeMs, size, html: readFileSync(path, 'utf8') };
      return cached.html;
    } catch {
      return null;
    }
  };
}

/** A short plain-text 404 (a missing script must fail as a script, not parse an HTML page). */
function notFound(c: Context<AppEnv>) {
  c.header('Cache-Control', 'no-cache');
  return c.text('Not found', 404);
}

/**
 * robots.txt: the property pages may be crawled; a booker's links (the reopened booking with its token, the
 * payment dialog, a group's attendee link with its pickup code), the property app and the API may not.
 */
function robots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /app/',
    'Disallow: /*/reservation',
    'Disallow: /*/payment/',
    'Disallow: /*/group/',
    'Disallow: /*bookingtoken=',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml: each property's start page in each language, the other language named as its alternate. */
function sitemap(publicUrl: string, properties: readonly { key: string }[]): string {
  const page = (key: string, language: string) => `${publicUrl}/${encodeURIComponent(key)}?lang=${language}`;
  const urls = properties.flatMap(({ key }) =>
    PAGE_LANGUAGES.map((language) =>
      [
        '  <url>',
        `    <loc>${xml(page(key, language))}</loc>`,
        ...PAGE_LANGUAGES.map(
          (other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${xml(page(key, other))}"/>`,
        ),
        '  </url>',
      ].join('\n'),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

const xml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
