import type { Database } from '../db/client.ts';
import { LIVE_CHANNEL, type LiveEvent, parseLiveEvent } from './channel.ts';

type Subscriber = (event: LiveEvent) => void;
/** Told that events were missed (the database connection was lost and is back): re-read, or let the client. */
type MissedHandler = () => void;

/**
 * The live changes of this server process: one LISTEN on the database (started by the first subscriber,
 * stopped with the last), fanned out to the subscribers (the open event streams of staff users). Every
 * process has its own hub; PostgreSQL's NOTIFY reaches them all. When the LISTEN connection was lost and is back,
 * the changes of the gap are unknown: each subscriber's `onMissed` is called (docs/scaling.md#database-outages).
 */
export class LiveHub {
  readonly #database: Database;
  readonly #subscribers = new Map<Subscriber, MissedHandler | undefined>();
  #listening: Promise<() => Promise<void>> | null = null;

  constructor(database: Database) {
    this.#database = database;
  }

  /**
   * Calls `onEvent` for every live change until the answered function is called, and `onMissed` when changes may
   * have been missed (a lost database connection came back).
   */
  async subscribe(onEvent: Subscriber, onMissed?: MissedHandler): Promise<() => Promise<void>> {
    this.#subscribers.set(onEvent, onMissed);
    this.#listening ??= this.#database.listen(LIVE_CHANNEL, (payload) => this.#deliver(payload), {
      onReconnect: () => {
        for (const missed of [...this.#subscribers.values()]) missed?.();
      },
    });
    try {
      await this.#listening;
    } catch (error) {
      this.#subscribers.delete(onEvent);
      this.#listening = null;
      throw error;
    }
    return async () => {
      this.#subscribers.delete(onEvent);
      if (this.#subscribers.size > 0 || !this.#listening) return;
      const stop = await this.#listening;
      this.#listening = null;
      await stop();
    };
  }

  #deliver(payload: string): void {
    const event = parseLiveEvent(payload);
    if (!event) return;
    for (const subscriber of this.#subscribers.keys()) subscriber(event);
  }
}
