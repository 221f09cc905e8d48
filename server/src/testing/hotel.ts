import { DEMO_PASSWORD } from '../seed/users.ts';
import type { TestApp } from './harness.ts';

const tokens = new WeakMap<TestApp, Map<string, string>>();

/** The access token of the demo staff user of a property (logged in once per test app). */
export async function staffToken(t: TestApp, key: string): Promise<string> {
  const known = tokens.get(t) ?? new Map<string, string>();
  tokens.set(t, known);
  const cached = known.get(key);
  if (cached) return cached;
  const res = await t.request('POST', '/api/login', {
    body: { username: `staff@${key}.example`, password: DEMO_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`staff login ${key} failed: ${res.status}`);
  const token = ((await res.json()) as { token: string }).token;
  known.set(key, token);
  return token;
}

/** A staff action on a booking through the API, as the property app sends it; the answer and status. */
export async function hotelAction(
  t: TestApp,
  key: string,
  booking: { readonly id: number; readonly version: number },
  action: 'sendOffer' | 'confirm' | 'cancel' | 'clear' | 'delete',
  optionDate?: string,
) {
  const res = await t.request('POST', `/api/staff/booking/${booking.id}/${action}`, {
    token: await staffToken(t, key),
    body: { version: booking.version, ...(optionDate ? { optionDate } : {}) },
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      version: number;
      bookingstate: number;
      allowedActions?: string[];
      error?: string;
      details?: unknown[];
    },
  };
}
