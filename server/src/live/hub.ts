import type { Database } from '../db/client.ts';
import { LIVE_CHANNEL, type LiveEvent, parseLiveEvent } from './channel.ts';

type Subscriber = (event: LiveEvent) => void;

/**
 * The live changes of this server process: one LISTEN on the database (started by the first subscriber,
 * stopped with the last), fanned out to the subscribers (the open event streams of staff users). Every
 * process has its own hub; PostgreSQL's NOTIFY reaches them all.
 */
export class LiveHub {
  readonly #database: Database;
  readonly #subscribers = new Set<Subscriber>();
  #listening: Promise<() => Promise<void>> | null = null;

  constructor(database: Database) {
    this.#database = database;
  }

  /** Calls `onEvent` for every live change until the answered function is called. */
  async subscribe(onEvent: Subscriber): Promise<() => Promise<void>> {
    this.#subscribers.add(onEvent);
    this.#listening ??= this.#database.listen(LIVE_CHANNEL, (payload) => this.#deliver(payload));
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
    for (const subscriber of this.#subscribers) subscriber(event);
  }
}
