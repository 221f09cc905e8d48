import type { CalendarDate } from '@internationalized/date';
import type { StaffBookingDetail } from '@venue/contract';
import { Button, ConfirmDialog, DateRangePicker, Dialog, DialogActions, Modal } from '@venue/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tKey } from '../../i18n/tKey.ts';
import * as css from './BookingPage.css.ts';

/** A state change the page's buttons ask for (editing the lines is the offer editor's). */
export type StaffAction = Exclude<StaffBookingDetail['allowedActions'][number], 'edit'>;

const actionLabels: Readonly<Record<StaffAction, string>> = {
  sendOffer: tKey('action.sendOffer'),
  confirm: tKey('action.confirm'),
  cancel: tKey('action.cancel'),
  clear: tKey('action.clear'),
  delete: tKey('action.delete'),
};

/** The order the buttons stand in; only the allowed ones are shown. */
const order: readonly StaffAction[] = ['sendOffer', 'confirm', 'clear', 'cancel', 'delete'];

/**
 * The staff's actions on the booking, only those the server allows (docs/api.md#staff-actions-on-a-booking).
 * Sending an offer asks for an optional option date; cancelling and deleting ask for confirmation first.
 */
export function BookingActions({
  allowed,
  busy,
  optionRange,
  onRun,
}: {
  allowed: readonly StaffBookingDetail['allowedActions'][number][];
  /** The action under way, if any ('editing': the offer editor is open, the state stays until it closes). */
  busy: StaffAction | 'editing' | null;
  /** The days an option date may take (the property's today up to the arrival), when known. */
  optionRange: { readonly min: CalendarDate; readonly max: CalendarDate | null };
  onRun: (action: StaffAction, optionDate?: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<StaffAction | null>(null);
  const [optionDate, setOptionDate] = useState<CalendarDate | null>(null);
  const shown = order.filter((a) => allowed.includes(a));
  const close = () => setOpen(null);

  if (shown.length === 0) return <p>{t('booking.noActions')}</p>;
  return (
    <>
      <div className={css.actions}>
        {shown.map((action) => (
          <Button
            key={action}
            variant={
              action === 'delete' || action === 'cancel'
                ? 'danger'
                : action === 'sendOffer'
                  ? 'primary'
                  : 'secondary'
            }
            isPending={busy === action}
            isDisabled={busy !== null && busy !== action}
            onPress={() => {
              if (action === 'confirm' || action === 'clear') void onRun(action);
              else {
                setOptionDate(null);
                setOpen(action);
              }
            }}
          >
            {t(actionLabels[action])}
          </Button>
        ))}
      </div>
      <Modal isDismissable isOpen={open === 'sendOffer'} onOpenChange={(isOpen) => !isOpen && close()}>
        <Dialog title={t('offer.title')}>
          <form
            className={css.dialogForm}
            onSubmit={(event) => {
              event.preventDefault();
              close();
              void onRun('sendOffer', optionDate?.toString());
            }}
          >
            <p>{t('offer.text')}</p>
            <DateRangePicker
              singleDate
              label={t('offer.optionDate')}
              description={t('offer.optionHint')}
              value={optionDate ? { start: optionDate, end: optionDate } : null}
              onChange={(range) => setOptionDate(range.start)}
              minValue={optionRange.min}
              {...(optionRange.max && optionRange.max.compare(optionRange.min) >= 0
                ? { maxValue: optionRange.max }
                : {})}
            />
            <DialogActions>
              <Button variant="secondary" onPress={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit">{t('offer.send')}</Button>
            </DialogActions>
          </form>
        </Dialog>
      </Modal>
      {(['cancel', 'delete'] as const).map((action) => (
        <ConfirmDialog
          key={action}
          isOpen={open === action}
          title={t(action === 'cancel' ? 'confirmCancel.title' : 'confirmDelete.title')}
          cancelLabel={t(action === 'cancel' ? 'confirmCancel.keep' : 'confirmDelete.keep')}
          confirmLabel={t(actionLabels[action])}
          onCancel={close}
          onConfirm={() => {
            close();
            void onRun(action);
          }}
        >
          {t(action === 'cancel' ? 'confirmCancel.text' : 'confirmDelete.text')}
        </ConfirmDialog>
      ))}
    </>
  );
}
