import { Spinner } from '@venue/design-system';
import { createContext, type ReactNode, Suspense, useContext, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.ts';
import { HydrateLater } from './HydrateLater.tsx';

/**
 * Whether the first screen's HTML came from the server (docs/serving.md#the-server-rendered-first-screen): the
 * server renders the deferred parts (it waits for their chunks), so the hydration render must too, and the parts
 * are shown from their first render on. Provided by app/AppTree.tsx for the server's render and a hydrated root
 * (where a part mounted later shows its kept space while its chunk loads, as any Suspense fallback).
 */
export const FirstScreenFromServer = createContext(false);

/**
 * False until the first screen has been painted, then true (always true when the first screen came from the
 * server). Not a plain effect: after a store update
 * (a synchronous render) React runs effects before the browser paints, so the deferred parts' chunks and
 * their render would hold back the first screen they are meant to follow.
 */
export function useAfterFirstRender(): boolean {
  const [after, setAfter] = useState(useContext(FirstScreenFromServer));
  useEffect(() => {
    if (after) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => setAfter(true);
    // A hidden page paints no frames: there is no paint to wait for.
    if (document.visibilityState === 'hidden') {
      timer = setTimeout(show, 0);
      return () => clearTimeout(timer);
    }
    // A timeout queued from an animation frame runs once that frame has been painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(show, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [after]);
  return after;
}

/**
 * A lazily loaded part of a screen: until `ready` and while its code loads, its space is kept (the
 * fallback's class) and a named spinner (after the spinner's delay) says it is coming, or a skeleton of it. Focus is not
 * touched: nothing focusable is replaced.
 */
export function Deferred({
  ready = true,
  later = false,
  className,
  placeholder,
  children,
}: {
  ready?: boolean;
  /**
   * Not needed before the first interaction: in a server-rendered first screen the part keeps the server's HTML
   * and hydrates after the rest (ui/HydrateLater.tsx, docs/serving.md#parts-hydrated-later).
   */
  later?: boolean;
  className: string;
  /** Shown in the kept space instead of the spinner: a skeleton of the part, sized like it. */
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const fromServer = useContext(FirstScreenFromServer);
  const fallback = (
    <div className={className}>{placeholder ?? <Spinner aria-label={t('common.loading')} />}</div>
  );
  if (fromServer)
    return (
      <HydrateLater hold={later} fallback={fallback}>
        {children}
      </HydrateLater>
    );
  return ready ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
