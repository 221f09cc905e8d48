/**
 * Counts failed guesses (booking token and code lookups) per client in a sliding window. Once a client
 * has too many failures every guess is refused until old failures age out, right or wrong.
 */
export class GuessLimiter {
  readonly #failures = new Map<string, number[]>();

  constructor(
    readonly maxFailures = 10,
    readonly windowMs = 15 * 60_000,
  ) {}

  #recent(client: string, now: number): number[] {
    const list = (this.#failures.get(client) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.#failures.set(client, list);
    else this.#failures.delete(client);
    return list;
  }

  /** Whether the client may guess now. */
  allowed(client: string, now = Date.now()): boolean {
    return this.#recent(client, now).length < this.maxFailures;
  }

  /** Records a wrong guess. */
  fail(client: string, now = Date.now()): void {
    if (this.#failures.size > 100_000) this.#failures.clear();
    this.#failures.set(client, [...this.#recent(client, now), now]);
  }
}
