import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyCreated,
  type ApiKeyScope,
  ErrorKey,
} from '@venue/contract';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { hashToken } from '../auth/tokens.ts';
import { apiKey } from '../db/apiKeySchema.ts';
import type { Database } from '../db/client.ts';
import type { StaffRole } from '../db/userSchema.ts';
import { userProperty } from '../db/userSchema.ts';
import { NotAllowed, NotFound, Unauthenticated } from '../failures.ts';

/*
 * docs/integrations.md#api-keys: a property's keys for machines. A key is `vk_<publicId>_<secret>`: the public id
 * (12 hex digits) finds the row, the secret (32 random bytes, base64url) is checked against its stored SHA-256,
 * as staff session tokens are (auth/tokens.ts). The secret is in the create's answer only.
 */

type ApiKeyRow = typeof apiKey.$inferSelect;

/** What managing and checking keys needs. */
export interface ApiKeyDeps {
  readonly database: Database;
  readonly now: () => Date;
}

/** How long a key's last use may lag: the row is written at most once a minute per key. */
const LAST_USE_STEP_MS = 60_000;

const KEY_PATTERN = /^vk_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

const view = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: `vk_${row.publicId}`,
  scopes: row.scopes as ApiKeyScope[],
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** The property's keys, newest first, revoked ones included; never a secret. */
export async function listKeys(deps: ApiKeyDeps, propertyId: number): Promise<ApiKey[]> {
  const rows = await deps.database.run((db) =>
    db.select().from(apiKey).where(eq(apiKey.propertyId, propertyId)).orderBy(desc(apiKey.id)),
  );
  return rows.map(view);
}

/** Makes a key for the property in the owner's name; the answer holds the whole key, this once. */
export async function createKey(
  deps: ApiKeyDeps,
  propertyId: number,
  createdBy: number,
  input: ApiKeyCreate,
): Promise<ApiKeyCreated> {
  const publicId = randomBytes(6).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const scopes: string[] = [...new Set(input.scopes)];
  const [row] = await deps.database.run((db) =>
    db
      .insert(apiKey)
      .values({
        propertyId,
        createdBy,
        name: input.name,
        publicId,
        secretHash: hashToken(secret),
        scopes,
        createdAt: deps.now(),
      })
      .returning(),
  );
  if (!row) throw new Error('api_key insert returned nothing');
  return { ...view(row), key: `vk_${publicId}_${secret}` };
}

/** Revokes a key of the property (again: no change); 404 for a key of another property or none. */
export async function revokeKey(deps: ApiKeyDeps, propertyId: number, id: number): Promise<ApiKey> {
  const row = await deps.database.run(async (db) => {
    const [found] = await db
      .select()
      .from(apiKey)
      .where(and(eq(apiKey.id, id), eq(apiKey.propertyId, propertyId)));
    if (!found || found.revokedAt) return found;
    const [revoked] = await db
      .update(apiKey)
      .set({ revokedAt: deps.now() })
      .where(eq(apiKey.id, id))
      .returning();
    return revoked;
  });
  if (!row) throw new NotFound('No such API key');
  return view(row);
}

const refused = (message: string) => new Unauthenticated(ErrorKey.unauthorized, message);

/**
 * Whether a request's `Authorization` header presents an API key (`Bearer vk_…`). Any other (a proxy's Basic
 * credentials) is not ours: the request is then judged by its staff token as usual.
 */
export const presentsApiKey = (header: string | undefined): header is string =>
  /^\s*Bearer\s+vk_/i.test(header ?? '');

/** What a valid key may act as: its maker at its property, with the maker's role there now. */
export interface KeyCaller {
  readonly userId: number;
  readonly propertyId: number;
  readonly role: StaffRole;
  readonly name: string;
}

/**
 * The caller of a request with `Authorization: <header>`: 401 `error.unauthorized` for a malformed, unknown or
 * revoked key, or one whose maker no longer works for its property; 403 `error.auth.forbidden` when the call is
 * not one a key may make (`scope` null) or its scopes do not cover it. Writes the key's last use, at most once a minute.
 */
export async function authoriseKey(
  deps: ApiKeyDeps,
  header: string,
  scope: ApiKeyScope | null,
): Promise<KeyCaller> {
  const match = /^Bearer (\S+)$/.exec(header.trim());
  const parts = match?.[1] ? KEY_PATTERN.exec(match[1]) : null;
  if (!parts?.[1] || !parts[2]) throw refused('The API key is not valid');
  const publicId = parts[1];
  const secretHash = Buffer.from(hashToken(parts[2]), 'hex');
  const now = deps.now();
  const found = await deps.database.run(async (db) => {
    const [row] = await db
      .select({ key: apiKey, role: userProperty.role })
      .from(apiKey)
      .leftJoin(
        userProperty,
        and(eq(userProperty.userId, apiKey.createdBy), eq(userProperty.propertyId, apiKey.propertyId)),
      )
      .where(eq(apiKey.publicId, publicId));
    return row;
  });
  if (!found || !timingSafeEqual(Buffer.from(found.key.secretHash, 'hex'), secretHash))
    throw refused('The API key is not valid');
  if (found.key.revokedAt) throw refused('The API key was revoked');
  if (!found.role) throw refused('The API key’s owner no longer works for its property');
  if (scope === null) throw new NotAllowed('API keys cannot make this call');
  if (!found.key.scopes.includes(scope)) throw new NotAllowed(`The API key lacks the scope ${scope}`);
  const { key } = found;
  await deps.database.run((db) =>
    db
      .update(apiKey)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiKey.id, key.id),
          or(isNull(apiKey.lastUsedAt), lt(apiKey.lastUsedAt, new Date(now.getTime() - LAST_USE_STEP_MS))),
        ),
      ),
  );
  return { userId: key.createdBy, propertyId: key.propertyId, role: found.role, name: key.name };
}
