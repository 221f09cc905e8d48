import { TimeRangePicker } from '@venue/design-system/TimeRangePicker';
import {
  type CartSlot,
  endTimeOptions,
  formatIsoTime,
  parseIsoTime,
  slotTimeGrid,
  startTimeOptions,
} from '@venue/domain';
import { memo } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { useAppStore } from '../../store/StoreProvider.tsx';

/**
 * A slot's start and end time on the slot's grid (the domain's `slotTimeGrid`: the property's step and
 * bounds, narrowed to the slot's time slice); the domain lists the times offered. The reducer snaps and
 * checks the chosen range again.
 */
export const SlotTimes = memo(function SlotTimes({ slot, label }: { slot: CartSlot; label: string }) {
  const { t } = useTranslation();
  const settings = useAppStore((s) => s.settings);
  const slices = useAppStore((s) => s.catalog.timeslicedefinitions);
  const dispatch = useAppStore((s) => s.dispatch);
  if (!settings) return null;
  const grid = slotTimeGrid(slot, slices, settings);
  const start = parseIsoTime(slot.starttime);
  const end = parseIsoTime(slot.endtime);
  return (
    <TimeRangePicker
      label={label}
      // Without times of its own the slot is booked for the whole day (the booking payload's default);
      // the picker stays uncontrolled until both ends are chosen so that a first pick is not lost.
      {...(start && end ? { value: { start, end } } : { description: t('days.wholeDay') })}
      startTimes={startTimeOptions(grid)}
      endTimes={endTimeOptions(grid.flexibleslotMinStarttime, grid)}
      endTimesFor={(from) => endTimeOptions(from, grid)}
      onChange={(range) =>
        dispatch({
          type: 'setSlotTimes',
          index: slot.index,
          starttime: formatIsoTime(range.start),
          endtime: formatIsoTime(range.end),
        })
      }
    />
  );
});
