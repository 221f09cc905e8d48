import { NotAvailable } from '../failures.ts';
import {
  type Database,
  type Db,
  DEADLOCK_DETECTED,
  EXCLUSION_VIOLATION,
  SERIALIZATION_FAILURE,
  sqlState,
} from './client.ts';

/** What a booking hears when a unit it needs was taken by another meanwhile. */
export const notAvailable = () => new NotAvailable('Something in the booking is no longer available');

/**
 * Runs a write transaction, retrying when it lost a race (23P01 overlap, 40001 serialization, 40P01 two
 * bookings waiting for each other's units: freeUnits); blocks
 * (server/src/inventory/blocks.ts) write through it too.
 */
export async function writeWithRetry<T>(database: Database, work: (db: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await database.run((db) => db.transaction(async (tx) => work(tx as unknown as Db)));
    } catch (error) {
      const state = sqlState(error);
      const raced =
        state === EXCLUSION_VIOLATION || state === SERIALIZATION_FAILURE || state === DEADLOCK_DETECTED;
      if (!raced) throw error;
      // Another booking took a unit between our pick and our insert: pick again, a few times.
      if (attempt >= 4) throw notAvailable();
    }
  }
}
