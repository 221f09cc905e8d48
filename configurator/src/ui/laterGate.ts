/*
 * docs/serving.md#parts-hydrated-later: the parts of a server-rendered first screen that need not answer at once
 * (the hero's carousel, the event bar's time slice select, guest counts and tag field, the page frame's parts) keep
 * the server's HTML and hydrate once the rest of the page has (ui/HydrateLater.tsx). This module holds that moment
 * and has no React in it, so the entry (main.tsx) can hold and release it before the app's code has arrived.
 *
 * Released, the parts hydrate one at a time, in the order they were rendered: each once the one before has
 * committed (or, should that one not get there, a moment later). React hydrates the parts that are free together in
 * one commit, so all at once they were one long task on a phone (docs/performance.md#later-parts-one-at-a-time-
 * issue-40-2-dec-2026-evening); one at a time, the browser answers a tap and paints between them.
 */

/** A promise as React's `use` reads it: one marked fulfilled is used without suspending. */
type Gate = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

/** How long the parts' release waits for a part to commit before it lets the next one go anyway. */
export const TURN_WAIT_MS = 500;

/** The gate of a part not held: one promise, so React's `use` sees the same one on every render. */
const OPEN: Gate = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/** A pending gate and the function that fulfils it. */
function pendingGate(): { gate: Gate; open: () => void } {
  let open: () => void = () => {};
  const gate: Gate = new Promise<void>((resolve) => {
    open = () => {
      if (gate.status === 'fulfilled') return;
      gate.status = 'fulfilled';
      gate.value = undefined;
      resolve();
    };
  });
  gate.status = 'pending';
  return { gate, open };
}

/** open: parts hydrate at once; held: they wait; releasing: they are let go one at a time. */
let state: 'open' | 'held' | 'releasing' = 'open';
/** Each part's gate, by the part (its HydrateLater's cell), so a render suspended again reads the same one. */
const gates = new WeakMap<object, Gate>();
/** The parts still waiting, in the order they were rendered. */
const waiting: (() => void)[] = [];
/** Lets the next part go (the part let go last has committed, or did not in time); null while none is under way. */
let turnDone: (() => void) | null = null;

/** Holds the later parts back until `releaseLaterParts` runs (the entry, before hydrating the server's HTML). */
export function holdLaterParts(): void {
  if (state === 'open') state = 'held';
}

/** Lets the next waiting part go; once none waits, the gate is open for any part rendered later. */
function next(): void {
  const open = waiting.shift();
  if (!open) {
    turnDone = null;
    state = 'open';
    return;
  }
  let done = false;
  const timer = setTimeout(() => turnDone?.(), TURN_WAIT_MS);
  turnDone = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    // A task of its own: the browser may paint and answer input before the next part hydrates.
    setTimeout(next, 0);
  };
  open();
}

/**
 * Lets the later parts load and hydrate: one at a time (after the first hydration), or all at once (`all`: a guest
 * pressed one of them, docs/serving.md#taps-before-hydration).
 */
export function releaseLaterParts({ all = false }: { all?: boolean } = {}): void {
  if (state === 'open') return;
  if (all) {
    state = 'open';
    turnDone = null;
    for (const open of waiting.splice(0)) open();
    return;
  }
  if (state === 'releasing') return;
  state = 'releasing';
  next();
}

/**
 * The gate of the later part `part` (an object the part keeps for its life): fulfilled when the parts are not held,
 * else pending until the part's turn. React's `use` suspends on it only while pending.
 */
export function laterPart(part: object): Promise<void> {
  const known = gates.get(part);
  if (known) return known;
  if (state === 'open') return OPEN;
  const { gate, open } = pendingGate();
  gates.set(part, gate);
  waiting.push(open);
  if (state === 'releasing' && turnDone === null) next();
  return gate;
}

/** A part let go has committed: the next one may go. */
export function laterPartCommitted(): void {
  turnDone?.();
}
