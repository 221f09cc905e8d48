import type { ApiKeyScope } from '@venue/contract';
import { resourceCallOf } from './routes/resourcePaths.ts';

/*
 * docs/integrations.md#api-keys: the calls an API key may make, each with the scope it needs. Anything else is
 * refused to a key (403), whatever its scopes: managing keys, webhooks, users or payment settings needs a person.
 */

const BOOKING_READ = /^\/api\/staff\/booking\/(list|\d+)$/;
const BOOKING_WRITE = /^\/api\/staff\/booking\/(quote|add|\d+\/[A-Za-z-]+(\/[a-z]+)?)$/;

/** The scope a call needs from an API key, or null when no key may make it. */
export function scopeOfCall(method: string, path: string): ApiKeyScope | null {
  const resource = resourceCallOf(method, path);
  if (resource) return resource === 'read' ? 'catalog:read' : 'catalog:write';
  if (method === 'GET' && BOOKING_READ.test(path)) return 'bookings:read';
  if (method === 'POST' && BOOKING_WRITE.test(path)) return 'bookings:write';
  return null;
}
