import { Button } from '@venue/design-system';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { EventBar } from '../EventBar/EventBar.tsx';
import { useNavigation } from '../navigation.ts';
import * as styles from '../pages.css.ts';
import { TabNav } from './TabNav.tsx';

/** A page of the cart's page list: title, tabs, content and Back/Next (shown once the cart is started). */
export function PageFrame({
  title,
  slotIndex,
  children,
}: {
  title: string;
  slotIndex: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const navigation = useNavigation();
  const back = navigation.backPath();
  const next = navigation.nextPath();
  const redirect = navigation.redirectPath();
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <EventBar onStart={() => navigate(navigation.firstPath())} />
      <TabNav />
      {slotIndex > 0 ? <p className={styles.muted}>{navigation.slotLabel(slotIndex)}</p> : null}
      {children}
      {navigation.started ? (
        <nav aria-label={t('nav.steps')} className={styles.stepButtons}>
          {back ? (
            <Button variant="secondary" onPress={() => navigate(back)}>
              {t('nav.back')}
            </Button>
          ) : (
            <span />
          )}
          {next ? (
            <Button variant="primary" onPress={() => navigate(next)}>
              {t('nav.next')}
            </Button>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
