import { AppShell, LanguagePicker } from '@venue/design-system';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage, supportedLanguages } from '../../i18n/languages.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';
import * as pages from '../pages.css.ts';
import * as styles from './Layout.css.ts';
import { NavMenu } from './NavMenu.tsx';

/**
 * The frame of every property page: the design system's app shell with the property and the language
 * picker in its header, the menu (spec 2: beside the main view at 1350 px or more, else a drawer behind
 * the menu button), the main view and a live region.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const property = useAppStore((s) => s.property);
  const announcement = useAppStore((s) => s.announcement);
  const setLanguage = useAppStore((s) => s.setLanguage);
  return (
    <div className={styles.shell}>
      <AppShell
        menuLabel={t('nav.menu')}
        menu={(close) => <NavMenu onNavigate={close} />}
        title={<span className={styles.brand}>{property?.name}</span>}
        headerEnd={
          <LanguagePicker
            languages={supportedLanguages.map((language) => ({
              id: language,
              name: t(`language.${language}`),
              lang: language,
            }))}
            value={i18n.language}
            onChange={(id) => {
              if (!isSupportedLanguage(id)) return;
              void i18n.changeLanguage(id);
              setLanguage(id);
            }}
          />
        }
      >
        <div className={styles.main}>{children}</div>
      </AppShell>
      <div aria-live="polite" role="status" data-testid="announcer" className={pages.visuallyHidden}>
        {announcement.map((part) => t(part.key, part.values ?? {})).join('. ')}
      </div>
    </div>
  );
}
