import { act, type ComponentType, lazy, useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater } from './HydrateLater.tsx';
import { holdLaterParts, releaseLaterParts } from './laterGate.ts';

function Offer({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <button type="button" onClick={onPress}>
      {label}
    </button>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  releaseLaterParts({ all: true });
  document.body.replaceChildren();
});

describe('a part hydrated later (docs/serving.md#parts-hydrated-later)', () => {
  it('keeps the server’s button through a re-render above it, then answers with the latest handler', async () => {
    const page = (
      onPress: () => void,
      Part: ComponentType<{ label: string; onPress: () => void }> = Offer,
    ) => (
      <main>
        <HydrateLater hold fallback={<p>Loading</p>}>
          <Part label="Nächstes Bild" onPress={onPress} />
        </HydrateLater>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(() => {}));
    document.body.append(container);
    const serverButton = container.querySelector('button');
    let arrive: () => void = () => {};
    const code = new Promise<{ default: typeof Offer }>((resolve) => {
      arrive = () => resolve({ default: Offer });
    });
    const LazyOffer = lazy(() => code);
    const first = vi.fn();
    const latest = vi.fn();
    const errors: unknown[] = [];
    holdLaterParts();
    await act(async () => {
      root = hydrateRoot(container, page(first, LazyOffer), {
        onRecoverableError: (error) => void errors.push(error),
      });
    });
    // The store moved on above the part (a new handler) while it waits: the server's button stays.
    await act(async () => root?.render(page(latest, LazyOffer)));
    expect(serverButton?.isConnected).toBe(true);
    expect(container.textContent).not.toContain('Loading');
    await act(async () => {
      releaseLaterParts();
      arrive();
    });
    // The retries React schedules (the release, then the code's arrival) run inside act.
    await vi.waitFor(async () => {
      await act(async () => {});
      expect(Object.keys(serverButton ?? {}).some((key) => key.startsWith('__reactProps$'))).toBe(true);
    });
    expect(serverButton?.isConnected).toBe(true);
    act(() => serverButton?.click());
    expect(latest).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
  });

  it('renders a hydrated part again when its props change, not when only the tree above it does', async () => {
    const renders = vi.fn();
    function Calendar({ month }: { month: string }) {
      renders(month);
      return <p>{month}</p>;
    }
    const page = (month: string, Part: ComponentType<{ month: string }> = Calendar) => (
      <main>
        <HydrateLater hold={false} fallback={<p>Loading</p>}>
          <Part month={month} />
        </HydrateLater>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page('Dezember'));
    document.body.append(container);
    const LazyCalendar = lazy(async () => ({ default: Calendar }));
    renders.mockClear();
    await act(async () => {
      root = hydrateRoot(container, page('Dezember', LazyCalendar));
    });
    await vi.waitFor(async () => {
      await act(async () => {});
      expect(renders).toHaveBeenCalledTimes(1);
    });
    // The tree above renders again with the same props (a new element): the part does not.
    await act(async () => root?.render(page('Dezember', LazyCalendar)));
    await act(async () => root?.render(page('Dezember', LazyCalendar)));
    expect(renders).toHaveBeenCalledTimes(1);
    // New props reach it.
    await act(async () => root?.render(page('Januar', LazyCalendar)));
    expect(renders).toHaveBeenLastCalledWith('Januar');
    expect(container.textContent).toBe('Januar');
  });
  it('hydrates the parts one at a time once released, each after the one before has committed', async () => {
    const isHydrated = (element: Element | null) =>
      Object.keys(element ?? {}).some((key) => key.startsWith('__reactProps$'));
    /** For each part as it commits: whether the other parts' buttons were hydrated already. */
    const seen: string[] = [];
    function Part({ name }: { name: string }) {
      useLayoutEffect(() => {
        const others = [...document.querySelectorAll('button')].filter(
          (button) => button.textContent !== name,
        );
        seen.push(`${name}:${others.map((button) => (isHydrated(button) ? 'h' : '-')).join('')}`);
      }, [name]);
      return <button type="button">{name}</button>;
    }
    const page = (
      <main>
        {['Karussell', 'Gäste', 'Menü'].map((name) => (
          <HydrateLater key={name} hold fallback={<p>Loading</p>}>
            <Part name={name} />
          </HydrateLater>
        ))}
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    holdLaterParts();
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    expect(seen).toEqual([]);
    await act(async () => releaseLaterParts());
    await vi.waitFor(async () => {
      await act(async () => {});
      expect(seen).toHaveLength(3);
    });
    // In their order, each in a commit of its own: none saw a later one hydrated with it.
    expect(seen).toEqual(['Karussell:--', 'Gäste:h-', 'Menü:hh']);
  });

  it('hydrates them all at once when a guest presses one before its turn', async () => {
    const page = (
      <main>
        {['Karussell', 'Gäste'].map((name) => (
          <HydrateLater key={name} hold fallback={<p>Loading</p>}>
            <Offer label={name} onPress={() => {}} />
          </HydrateLater>
        ))}
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    holdLaterParts();
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    await act(async () => releaseLaterParts({ all: true }));
    const buttons = [...container.querySelectorAll('button')];
    expect(
      buttons.map((button) => Object.keys(button).some((key) => key.startsWith('__reactProps$'))),
    ).toEqual([true, true]);
  });
});
