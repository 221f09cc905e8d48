import { useQuery } from '@tanstack/react-query';
import type { StaffDashboard } from '@venue/contract';
import { LinkButton, Spinner } from '@venue/design-system';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useApi } from '../../app/ApiProvider.tsx';
import { queryKeys } from '../../app/queryKeys.ts';
import { stateLabel } from '../../bookings/bookingLabels.ts';
import { useCurrentProperty } from '../../frame/useCurrentProperty.ts';
import * as pages from '../pages.css.ts';
import { usePageHeading } from '../usePageHeading.ts';
import * as css from './DashboardPage.css.ts';
import { PushSwitch } from './PushSwitch.tsx';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: StaffDashboard };

/** The dashboard: each of the user's properties with the bookings arriving today and later, by state. */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const heading = usePageHeading(t('dashboard.title'));
  const api = useApi();
  const current = useCurrentProperty();
  // The counts follow every booking change at the user's properties (docs/api.md#live-changes): the live stream
  // invalidates the dashboard (queryKeys.invalidatedBy), which is read again in place.
  const read = useQuery({ queryKey: queryKeys.dashboard(), queryFn: () => api.dashboard() });
  const load: Load = read.data
    ? { status: 'ready', data: read.data }
    : read.isError
      ? { status: 'failed' }
      : { status: 'loading' };

  const dateFormat = new Intl.DateTimeFormat(i18n.language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'full',
    timeZone: 'UTC',
  });
  // The current property (the switcher's) first, the others after it.
  const properties =
    load.status === 'ready'
      ? [...load.data.properties].sort((a, b) => Number(b.id === current?.id) - Number(a.id === current?.id))
      : [];

  return (
    <div className={pages.page} aria-busy={load.status === 'loading'}>
      <h1 ref={heading} tabIndex={-1} className={pages.title}>
        {t('dashboard.title')}
      </h1>
      <p className={pages.lead}>{t('dashboard.lead')}</p>
      {load.status === 'loading' ? <Spinner aria-label={t('common.loading')} /> : null}
      {load.status === 'failed' ? <p role="alert">{t('dashboard.failed')}</p> : null}
      {load.status === 'ready' && properties.length === 0 ? <p>{t('dashboard.noProperty')}</p> : null}
      <div className={css.properties}>
        {properties.map((property) => {
          const titleId = `property-${property.id}`;
          return (
            <section
              key={property.id}
              aria-labelledby={titleId}
              className={[css.card, property.id === current?.id ? css.current : ''].join(' ')}
            >
              <h2 id={titleId} className={css.cardTitle}>
                {property.name}
              </h2>
              <p className={css.date}>
                {t('dashboard.today', { date: dateFormat.format(new Date(`${property.today}T00:00:00Z`)) })}
              </p>
              <table className={css.table}>
                <caption className={css.caption}>{t('dashboard.caption', { name: property.name })}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={css.th}>
                      {t('dashboard.state')}
                    </th>
                    <th scope="col" className={css.th} data-numeric>
                      {t('dashboard.arrivingToday')}
                    </th>
                    <th scope="col" className={css.th} data-numeric>
                      {t('dashboard.upcoming')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {property.states.map((row) => (
                    <tr key={row.state}>
                      <th scope="row" className={css.td}>
                        {/* The inbox filtered by this state (and this property for users of several). */}
                        <Link
                          href={`/bookings?state=${row.state}${properties.length > 1 ? `&property=${property.id}` : ''}`}
                        >
                          {t(stateLabel(row.state))}
                        </Link>
                      </th>
                      <td className={css.td} data-numeric>
                        {row.today}
                      </td>
                      <td className={css.td} data-numeric>
                        {row.upcoming}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          );
        })}
      </div>
      {load.status === 'ready' ? (
        <div>
          <LinkButton href="/properties/new" variant={properties.length === 0 ? 'primary' : 'secondary'}>
            {t('dashboard.newProperty')}
          </LinkButton>
        </div>
      ) : null}
      <PushSwitch />
    </div>
  );
}
