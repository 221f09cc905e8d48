/*
 * docs/serving.md#parts-hydrated-later: the parts of a server-rendered first screen that need not answer at once
 * (the hero's carousel, the event bar's time slice select and tag field) keep the server's HTML and hydrate once
 * the rest of the page has (ui/HydrateLater.tsx). This module holds that moment and has no React in it, so the
 * entry (main.tsx) can hold and release it before the app's code has arrived.
 */

/** A promise as React's `use` reads it: one marked fulfilled is used without suspending. */
type Gate = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

const fulfilled = (): Gate =>
  Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

let gate: Gate = fulfilled();
let release: () => void = () => {};

/** Holds the later parts back until `releaseLaterParts` runs (the entry, before hydrating the server's HTML). */
export function holdLaterParts(): void {
  if (gate.status !== 'fulfilled') return;
  const held: Gate = new Promise<void>((resolve) => {
    release = () => {
      held.status = 'fulfilled';
      held.value = undefined;
      resolve();
    };
  });
  gate = held;
}

/** Lets the later parts load and hydrate (after the first hydration, or at once when a guest presses one). */
export function releaseLaterParts(): void {
  release();
}

/** The later parts' gate: pending while held, then fulfilled (React's `use` suspends on it only while held). */
export function laterParts(): Promise<void> {
  return gate;
}
