/** Origins a CSP may name: scheme://host[:port], nothing else (a setting value is never trusted as CSP text). */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The Content-Security-Policy of the configurator: its own scripts and styles (vanilla-extract writes
 * static CSS; inline style attributes are used by the hero resize and the panorama viewer), images
 * from itself, data: and blob: (panorama tiles), API calls to itself, and framing only by the
 * property's allowed embedding origins (spec: embed protocol).
 */
export function contentSecurityPolicy(
  frameAncestors: readonly string[],
  /** 'sha256-...' sources of inline scripts the page may run (the API reference page's start script). */
  inlineScripts: readonly string[] = [],
): string {
  const ancestors = frameAncestors.filter((o) => ORIGIN.test(o));
  const scripts = inlineScripts.filter((s) => /^'sha256-[A-Za-z0-9+/=]{44}'$/.test(s));
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...ancestors].join(' ')}`,
  ].join('; ');
}
