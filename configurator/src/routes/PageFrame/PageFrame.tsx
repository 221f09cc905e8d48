import { StepNav } from '@venue/design-system';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useFormat } from '../../i18n/useFormat.ts';
import { EventBar } from '../EventBar/EventBar.tsx';
import { useNavigation } from '../navigation.ts';
import * as styles from '../pages.css.ts';

/**
 * A page of the cart's page list: title, event bar, the tabs of the domain's page list (disabled tabs
 * say from when they open) and Back/Next once the cart is started.
 */
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
  const format = useFormat();
  const [, navigate] = useLocation();
  const navigation = useNavigation();
  const redirect = navigation.redirectPath();
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);
  const active = navigation.tabs.find((tab) => tab.active);
  const content = (
    <div className={styles.stack}>
      {slotIndex > 0 ? <p className={styles.muted}>{navigation.slotLabel(slotIndex)}</p> : null}
      {children}
    </div>
  );
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <EventBar onStart={() => navigate(navigation.firstPath())} />
      {navigation.started && active ? (
        <StepNav
          aria-label={t('nav.tabs')}
          steps={navigation.tabs.map((tab) => ({
            id: tab.path,
            label: tab.label,
            isDisabled: tab.disabled,
            ...(tab.availableFrom ? { opensOn: format.date(tab.availableFrom) } : {}),
          }))}
          selectedKey={active.path}
          onSelectionChange={(path) => navigate(path)}
        >
          {() => content}
        </StepNav>
      ) : (
        content
      )}
    </>
  );
}
