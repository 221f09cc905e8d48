import type { Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import { z } from 'zod';
import type { ExternalIdentity } from '../auth/external/identity.ts';

/*
 * The short-lived state of an external login lives in signed cookies (HttpOnly, SameSite=Lax, Secure
 * outside localhost), not in process memory, so any server process can finish a login another one started:
 * - `ext_flow`: the provider, state, nonce and PKCE verifier of a login under way (10 minutes);
 * - `ext_pending`: the checked identity waiting for POST /api/loginbyexternalaccount (15 minutes).
 * The signature (HMAC-SHA256 with SESSION_SECRET) stops a browser from forging either; each value also
 * carries its own end, so a copied cookie stops working even if kept past its Max-Age.
 */

const FLOW_COOKIE = 'ext_flow';
const PENDING_COOKIE = 'ext_pending';
const FLOW_SECONDS = 600;
const PENDING_SECONDS = 900;
const PATH = '/api';

const Flow = z.object({
  p: z.string(),
  s: z.string(),
  n: z.string(),
  v: z.string().optional(),
  e: z.number(),
});
export type Flow = Omit<z.infer<typeof Flow>, 'e'>;

const Pending = z.object({
  e: z.number(),
  i: z.object({
    provider: z.string(),
    category: z.number().nullable(),
    subject: z.string(),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    name: z.string().nullable(),
    info: z.record(z.string(), z.unknown()).nullable(),
  }),
});

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function decode<T extends z.ZodType>(
  schema: T,
  raw: string | false | undefined,
  now: Date,
): z.infer<T> | null {
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    if (!parsed.success || (parsed.data as { e: number }).e <= now.getTime()) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

/** Cookie settings shared by both cookies. */
const options = (secure: boolean, seconds: number) =>
  ({ path: PATH, httpOnly: true, sameSite: 'Lax', secure, maxAge: seconds }) as const;

export class FlowCookies {
  constructor(
    private readonly secret: string,
    /** Whether PUBLIC_URL is https (config.ts servesHttps): then the cookies are Secure. */
    private readonly secure: boolean,
  ) {}

  /** Remembers a login that was just started in this browser. */
  async startFlow(c: Context, flow: Flow, now: Date): Promise<void> {
    const value = encode({ ...flow, e: now.getTime() + FLOW_SECONDS * 1000 });
    await setSignedCookie(c, FLOW_COOKIE, value, this.secret, options(this.secure, FLOW_SECONDS));
  }

  /** The login this browser started with this provider, used up (a state and nonce serve once), or null. */
  async takeFlow(c: Context, provider: string, now: Date): Promise<Flow | null> {
    const flow = decode(Flow, await getSignedCookie(c, this.secret, FLOW_COOKIE), now);
    deleteCookie(c, FLOW_COOKIE, { path: PATH, secure: this.secure });
    return flow && flow.p === provider ? flow : null;
  }

  /** Keeps a checked identity until the browser completes the login (terms, existing password). */
  async holdIdentity(c: Context, identity: ExternalIdentity, now: Date): Promise<void> {
    const value = encode({ i: identity, e: now.getTime() + PENDING_SECONDS * 1000 });
    await setSignedCookie(c, PENDING_COOKIE, value, this.secret, options(this.secure, PENDING_SECONDS));
  }

  /** The identity waiting in this browser, or null. */
  async pendingIdentity(c: Context, now: Date): Promise<ExternalIdentity | null> {
    return decode(Pending, await getSignedCookie(c, this.secret, PENDING_COOKIE), now)?.i ?? null;
  }

  /** Forgets the waiting identity (the login is complete). */
  dropIdentity(c: Context): void {
    deleteCookie(c, PENDING_COOKIE, { path: PATH, secure: this.secure });
  }
}
