import { useQuery } from '@tanstack/react-query';
import type { GroupView } from '@venue/contract';
import { Button } from '@venue/design-system';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useApi } from '../../app/ApiProvider.tsx';
import { queryKeys } from '../../app/queryKeys.ts';
import * as forms from '../../forms/forms.css.ts';
import * as css from './BookingPage.css.ts';
import { useGroupFormats } from './GroupFormats.ts';
import { ScrollRegion } from './ScrollRegion.tsx';

/** The ledger's words the rooming list translates; any other is said as it comes. */
const PAYMENT_WORDS = new Set([
  'unpaid',
  'authorised',
  'cardHeld',
  'partlyPaid',
  'paid',
  'feeCharged',
  'refunded',
  'partlyRefunded',
]);

/** Saves `text` as a file named `name` (the browser's download). */
function saveFile(text: string, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * docs/rules.md#group-blocks: the group's rooming list (who picked up which nights of which block, paid or not) and
 * its CSV download (the column names in the app's language, as the server writes them).
 */
export function GroupRoomingList({
  group,
  blockName,
}: {
  readonly group: GroupView;
  readonly blockName: (blockId: number) => string;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const formats = useGroupFormats();
  const titleId = useId();
  const [downloadProblem, setDownloadProblem] = useState('');
  const [downloading, setDownloading] = useState(false);
  const read = useQuery({
    queryKey: queryKeys.roomingList(group.id),
    queryFn: async () => (await api.groups.roomingList(group.id)).items,
  });
  const download = async () => {
    setDownloading(true);
    setDownloadProblem('');
    try {
      saveFile(await api.groups.roomingListCsv(group.id), `rooming-list-${group.id}.csv`, 'text/csv');
    } catch {
      setDownloadProblem(t('groups.rooming.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };
  const rows = read.data ?? null;
  return (
    <section aria-labelledby={titleId} className={`${css.day} ${css.editorLine}`}>
      <h4 id={titleId} className={css.dayTitle}>
        {t('groups.rooming.title')}
      </h4>
      {read.isError ? (
        <p role="alert">{t('groups.loadFailed')}</p>
      ) : rows === null ? (
        <p>{t('common.loading')}</p>
      ) : rows.length === 0 ? (
        <p className={forms.hint}>{t('groups.rooming.empty')}</p>
      ) : (
        <ScrollRegion label={t('groups.rooming.caption', { event: group.eventName })}>
          <table className={css.table}>
            <caption className={css.caption}>
              {t('groups.rooming.caption', { event: group.eventName })}
            </caption>
            <thead>
              <tr>
                {(
                  ['guest', 'booking', 'block', 'arrival', 'departure', 'nights', 'units', 'payment'] as const
                ).map((c) => (
                  <th key={c} scope="col" className={css.th}>
                    {t(`groups.rooming.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.blockId}-${r.bookingId}`}>
                  <th scope="row" className={css.td}>
                    {r.guest}
                  </th>
                  <td className={css.td} style={{ whiteSpace: 'nowrap' }}>
                    <Link href={`/bookings/${r.bookingId}`}>{r.bookingCode}</Link>
                  </td>
                  <td className={css.td}>{blockName(r.blockId) || r.unitgroup}</td>
                  <td className={css.td} style={{ whiteSpace: 'nowrap' }}>
                    {formats.day(r.arrival)}
                  </td>
                  <td className={css.td} style={{ whiteSpace: 'nowrap' }}>
                    {formats.day(r.departure)}
                  </td>
                  <td className={css.td}>{r.nights}</td>
                  <td className={css.td}>{r.units}</td>
                  <td className={css.td}>
                    {PAYMENT_WORDS.has(r.payment) ? t(`groups.payment.${r.payment}`) : r.payment}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <div className={css.actions}>
        <Button
          variant="secondary"
          isPending={downloading}
          aria-label={t('groups.rooming.downloadLabel', { event: group.eventName })}
          onPress={() => void download()}
        >
          {t('groups.rooming.download')}
        </Button>
      </div>
      {downloadProblem ? (
        <p role="alert" className={forms.alert}>
          {downloadProblem}
        </p>
      ) : null}
    </section>
  );
}
