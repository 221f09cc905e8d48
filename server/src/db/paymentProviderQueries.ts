import { and, eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { paymentProviderConfig, paymentProviderEvent } from './paymentProviderSchema.ts';

/** A property's stored provider set-up (secrets sealed). */
export type ProviderConfigRow = typeof paymentProviderConfig.$inferSelect;

/** What a save writes: everything but the key, the version and the time. */
export type ProviderConfigValues = Omit<
  ProviderConfigRow,
  'propertyId' | 'version' | 'updatedAt' | 'updatedBy'
>;

/** The property's stored provider set-up, or null (the sandbox: nothing was saved). */
export async function providerConfigRow(db: Db, propertyId: number): Promise<ProviderConfigRow | null> {
  const [row] = await db
    .select()
    .from(paymentProviderConfig)
    .where(eq(paymentProviderConfig.propertyId, propertyId));
  return row ?? null;
}

/**
 * Saves the set-up if the stored version is still `version` (0: none stored yet), raising it by one; null when
 * someone else saved meanwhile. One statement each way, so two owners saving at once cannot both win.
 */
export async function saveProviderConfig(
  db: Db,
  propertyId: number,
  version: number,
  values: ProviderConfigValues,
  by: { readonly userId: number; readonly at: Date },
): Promise<ProviderConfigRow | null> {
  const written = { ...values, updatedAt: by.at, updatedBy: by.userId };
  if (version === 0) {
    const [row] = await db
      .insert(paymentProviderConfig)
      .values({ propertyId, version: 1, ...written })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }
  const [row] = await db
    .update(paymentProviderConfig)
    .set({ ...written, version: version + 1 })
    .where(and(eq(paymentProviderConfig.propertyId, propertyId), eq(paymentProviderConfig.version, version)))
    .returning();
  return row ?? null;
}

/** One event a provider sent (a webhook). */
export interface ProviderEvent {
  readonly provider: 'stripe' | 'adyen';
  /** Stripe: the event id; Adyen: the PSP reference with the event code. */
  readonly eventId: string;
  readonly propertyId: number | null;
  readonly eventType: string;
  readonly receivedAt: Date;
}

/**
 * Records a provider's event; true the first time, false when it was recorded before (a provider resends until
 * acknowledged): the caller acts on the event only when true. Run it in the transaction that acts, so an event
 * whose handling failed is not taken as done.
 */
export async function recordProviderEvent(db: Db, event: ProviderEvent): Promise<boolean> {
  const rows = await db
    .insert(paymentProviderEvent)
    .values({ ...event })
    .onConflictDoNothing({ target: [paymentProviderEvent.provider, paymentProviderEvent.eventId] })
    .returning({ id: paymentProviderEvent.id });
  return rows.length > 0;
}
