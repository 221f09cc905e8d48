import { useQuery } from '@tanstack/react-query';
import type { ExternalProviderList } from '@venue/contract';
import { LinkButton } from '@venue/design-system';
import { useTranslation } from 'react-i18next';
import { useApi } from '../app/ApiProvider.tsx';
import { queryKeys } from '../app/queryKeys.ts';
import * as css from './externalLogin.css.ts';

/**
 * The login page's external logins (docs/api.md#external-logins): "Sign in with …" for each configured
 * provider. Each is a plain link to the server's redirect flow (a full page navigation to the provider);
 * nothing is shown when no provider is configured or the list cannot be loaded.
 */
export function ExternalLoginButtons() {
  const { t } = useTranslation();
  const api = useApi();
  // The providers the server offers (none when it answers nothing usable: the buttons stay away).
  const read = useQuery({
    queryKey: queryKeys.externalProviders(),
    queryFn: () => api.externalProviders(),
    staleTime: Infinity,
  });
  const providers: ExternalProviderList = read.data ?? [];

  if (providers.length === 0) return null;
  return (
    <div className={css.others}>
      <p className={css.or}>{t('external.or')}</p>
      <ul className={css.list} aria-label={t('external.listLabel')}>
        {providers.map((p) => (
          <li key={p.name}>
            <LinkButton
              href={`/api/login/external/${encodeURIComponent(p.name)}`}
              className={css.providerButton}
            >
              {t('external.signInWith', { provider: p.label ?? p.name })}
            </LinkButton>
          </li>
        ))}
      </ul>
    </div>
  );
}
