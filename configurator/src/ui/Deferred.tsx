import { Spinner } from '@venue/design-system';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** False in the first render, true from the next one on (after the first screen has been committed). */
export function useAfterFirstRender(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => setAfter(true), []);
  return after;
}

/**
 * A lazily loaded part of a screen: until `ready` and while its code loads, its space is kept (the
 * fallback's class) and a named spinner (after the spinner's delay) says it is coming. Focus is not
 * touched: nothing focusable is replaced.
 */
export function Deferred({
  ready = true,
  className,
  children,
}: {
  ready?: boolean;
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const fallback = (
    <div className={className}>
      <Spinner aria-label={t('common.loading')} />
    </div>
  );
  return ready ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
