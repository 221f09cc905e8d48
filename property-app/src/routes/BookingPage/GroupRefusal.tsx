import { useTranslation } from 'react-i18next';
import * as css from './BookingPage.css.ts';
import type { GroupRefusal } from './GroupDraft.ts';
import { useGroupFormats } from './GroupFormats.ts';

/** A refusal of the server in words (docs/api.md#group-blocks): the nights short, a stale version, a reduction. */
export function RefusalText({ refusal }: { readonly refusal: GroupRefusal }) {
  const { t } = useTranslation();
  const formats = useGroupFormats();
  switch (refusal.kind) {
    case 'availability':
      return (
        <>
          <p className={css.problemTitle}>{t('groups.refusal.availability')}</p>
          <ul className={css.changes}>
            {refusal.nights.map((n) => (
              <li key={n.night}>
                {t('groups.refusal.shortNight', {
                  date: formats.day(n.night),
                  needed: n.needed,
                  free: n.free,
                })}
              </li>
            ))}
          </ul>
        </>
      );
    case 'reduce':
      return (
        <p className={css.problemTitle}>
          {t(
            refusal.code === 'notAReduction' ? 'groups.refusal.notAReduction' : 'groups.refusal.belowPicked',
            {
              nights: formats.list(refusal.nights.map(formats.day)),
            },
          )}
        </p>
      );
    case 'conflict':
      return <p className={css.problemTitle}>{t('groups.refusal.conflict')}</p>;
    case 'state':
      return <p className={css.problemTitle}>{t('groups.refusal.state')}</p>;
    case 'codeTaken':
      return <p className={css.problemTitle}>{t('groups.refusal.codeTaken')}</p>;
    case 'invalid':
      return <p className={css.problemTitle}>{t('groups.refusal.invalid')}</p>;
    default:
      return <p className={css.problemTitle}>{t('groups.refusal.failed')}</p>;
  }
}
