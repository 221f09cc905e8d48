import { isValidElement, type ReactNode, Suspense, use, useContext, useEffect, useState } from 'react';
import { LaterChunks, RenderedChunks } from '../app/renderedChunks.tsx';
import { laterPart, laterPartCommitted } from './laterGate.ts';

/** The children a HydrateLater was rendered with first and last, and its shown part's listener. */
interface Cell {
  /** Those of its first render: on a server-rendered page, what the server's HTML shows. */
  readonly first: ReactNode;
  children: ReactNode;
  listener: (() => void) | null;
}

/**
 * docs/serving.md#parts-hydrated-later: a lazily loaded part of a server-rendered screen. Its HTML stays as the
 * server sent it (React keeps a Suspense boundary's server HTML until its code is there). With `hold` it is not
 * needed before the first interaction: it hydrates once the entry released the later parts (ui/laterGate.ts), and
 * on the server its lazily loaded modules are noted apart (LaterChunks): their CSS is linked, their scripts are
 * not preloaded.
 *
 * The boundary element is created once, so that a store update above it (the login's token) does not reach the
 * boundary while it is still dehydrated (React would then throw the server's HTML away and show the fallback); the
 * part hydrates with the children of the first render, which the server's HTML shows, whatever was rendered above
 * it meanwhile (a language switched, a store that moved on), and the children of later renders reach it through
 * `Cell` once it is hydrated.
 */
export function HydrateLater({
  hold,
  fallback,
  children,
}: {
  /** Waits for the entry's release (ui/laterGate.ts); else it hydrates as soon as its code is there. */
  hold: boolean;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const later = useContext(LaterChunks);
  const rendered = useContext(RenderedChunks);
  const [cell] = useState<Cell>(() => ({ first: children, children, listener: null }));
  cell.children = children;
  useEffect(() => {
    cell.listener?.();
  });
  const [boundary] = useState(() => (
    <RenderedChunks.Provider value={hold ? (later ?? rendered) : rendered}>
      <Suspense fallback={fallback}>
        <Gate hold={hold} part={cell}>
          <Latest cell={cell} hold={hold} />
        </Gate>
      </Suspense>
    </RenderedChunks.Provider>
  ));
  return boundary;
}

/** Suspends while the later parts are held and it is not this part's turn (keeping the server's HTML). */
function Gate({ hold, part, children }: { hold: boolean; part: object; children: ReactNode }) {
  // Always the same `use` call while `hold` (React requires it), on the part's promise, fulfilled at its turn.
  if (hold) use(laterPart(part));
  return children;
}

/** The children HydrateLater was first rendered with, then those of its later renders. */
function Latest({ cell, hold }: { cell: Cell; hold: boolean }) {
  const [shown, show] = useState<ReactNode>(() => cell.first);
  // A part hydrated later has committed: the next one may hydrate (ui/laterGate.ts).
  useEffect(() => {
    if (hold) laterPartCommitted();
  }, [hold]);
  useEffect(() => {
    cell.listener = () => {
      if (!sameElement(cell.children, shown)) show(() => cell.children);
    };
    cell.listener();
    return () => {
      cell.listener = null;
    };
  }, [cell, shown]);
  return shown;
}

/**
 * Whether `next` renders as `shown`: the same node, or an element of the same type and key with the same props. A
 * render above the part makes a new element each time (the login's token, i18next's arrival): with equal props it
 * does not render the part again (the calendar's 35 days, right after its part hydrated, docs/performance.md).
 */
function sameElement(next: ReactNode, shown: ReactNode): boolean {
  if (Object.is(next, shown)) return true;
  if (!isValidElement(next) || !isValidElement(shown)) return false;
  if (next.type !== shown.type || next.key !== shown.key) return false;
  const a = next.props as Record<string, unknown>;
  const b = shown.props as Record<string, unknown>;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && Object.is(a[key], b[key]))
  );
}
