/** Origins a CSP may name: scheme://host[:port], nothing else (a setting value is never trusted as CSP text). */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * What a payment provider's browser code needs beyond 'self', per directive (docs/payments.md#content-security-policy).
 * Only the pages of a property that pays at that provider get them; every other page and the API get none.
 */
export interface ProviderSources {
  readonly script: readonly string[];
  readonly frame: readonly string[];
  readonly connect: readonly string[];
  readonly img: readonly string[];
  readonly style: readonly string[];
  /** Where the provider's code may post a form: the redirect to its 3-D Secure page. */
  readonly form: readonly string[];
}

/**
 * Stripe.js (loaded from js.stripe.com by @stripe/stripe-js/pure) with the Payment Element, as Stripe lists it for
 * Stripe.js at https://docs.stripe.com/security/guide#content-security-policy: the same origins in test and live
 * mode (the publishable key decides the mode). Left out: https://maps.googleapis.com, which that list names only
 * for the Address Element's autocomplete (not used). 3-D Secure runs inside Stripe's own frames (hooks.stripe.com).
 */
const STRIPE: ProviderSources = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: [],
  style: [],
  form: [],
};

/**
 * Adyen Web v6 (bundled from npm; AdyenProvider.tsx starts it with environment 'test' or 'live'): the Checkout
 * shopper origin (secured card-field and device-fingerprint frames, the sessions calls, styles and images), its
 * CDN (card-brand images, translations) and the analytics origin, of the mode's environment only. Sources:
 * https://docs.adyen.com/online-payments/script-security-compliance/manage-script-security (allow Adyen's
 * domains per directive) and the hosts adyen-web itself uses per environment,
 * https://github.com/Adyen/adyen-web/blob/main/packages/lib/src/core/Environment/constants.ts
 * ('live' is the EU live region; the other live regions are not offered by the set-up).
 */
function adyen(environment: 'test' | 'live'): ProviderSources {
  const shopper = `https://checkoutshopper-${environment}.adyen.com`;
  const cdn = `https://checkoutshopper-${environment}.cdn.adyen.com`;
  const analytics = `https://checkoutanalytics-${environment}.adyen.com`;
  return {
    script: [shopper],
    frame: [shopper],
    connect: [shopper, cdn, analytics],
    img: [shopper, cdn],
    style: [shopper],
    // Our sessions and payments ask for 3-D Secure by redirect (nativeThreeDS disabled), to Adyen’s own page,
    // which the drop-in may reach by posting a form (its redirect action's method).
    form: [shopper],
  };
}

/** The sources a property's provider needs on its pages; null for the sandbox (it runs on this server). */
export function providerSources(
  provider: 'sandbox' | 'stripe' | 'adyen',
  mode: 'test' | 'live',
): ProviderSources | null {
  if (provider === 'stripe') return STRIPE;
  if (provider === 'adyen') return adyen(mode);
  return null;
}

const NO_SOURCES: ProviderSources = { script: [], frame: [], connect: [], img: [], style: [], form: [] };

/**
 * The Content-Security-Policy of the configurator: its own scripts and styles (vanilla-extract writes
 * static CSS; inline style attributes are used by the hero resize and the panorama viewer), images
 * from itself, data: and blob: (panorama tiles), API calls to itself, and framing only by the
 * property's allowed embedding origins (spec: embed protocol). On the pages of a property that pays at Stripe or
 * Adyen, also that provider's origins (`provider`, from providerSources).
 */
export function contentSecurityPolicy(
  frameAncestors: readonly string[],
  /** 'sha256-...' sources of inline scripts the page may run (the API reference page's start script). */
  inlineScripts: readonly string[] = [],
  provider: ProviderSources | null = null,
): string {
  const ancestors = frameAncestors.filter((o) => ORIGIN.test(o));
  const scripts = inlineScripts.filter((s) => /^'sha256-[A-Za-z0-9+/=]{44}'$/.test(s));
  const pay = provider ?? NO_SOURCES;
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts, ...pay.script].join(' '),
    ["style-src 'self' 'unsafe-inline'", ...pay.style].join(' '),
    ["img-src 'self' data: blob:", ...pay.img].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...pay.connect].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...pay.form].join(' '),
    // Without frame-src the frames fall back to default-src 'self'; with a provider, its frames are added.
    ...(pay.frame.length > 0 ? [["frame-src 'self'", ...pay.frame].join(' ')] : []),
    `frame-ancestors ${["'self'", ...ancestors].join(' ')}`,
  ].join('; ');
}
