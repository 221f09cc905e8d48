import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/typedSettings.ts';
import { meetingRoom, room, servicetype } from '../testing/factories.ts';
import { hostsStays, isPlainStay } from './plainStay.ts';

const today = new CalendarDate(2026, 11, 22);
const input = (settings: Partial<typeof defaultSettings>, servicetypes = [servicetype(1)]) => ({
  settings: { ...defaultSettings, ...settings },
  servicetypes,
  startdate: '2026-12-10',
  today,
});

describe('a plain stay', () => {
  it('is a rooms-only hotel taking group bookings only: nothing is booked per day', () => {
    expect(
      isPlainStay(
        input({ groupBookingOnly: true, unitgroupIsEnabled: true, unitgroupMeetingIsDisabled: true }),
      ),
    ).toBe(true);
  });

  it('is not an event venue with meeting rooms or services per day', () => {
    expect(isPlainStay(input({ unitgroupIsEnabled: true }))).toBe(false);
    expect(isPlainStay(input({ unitgroupIsEnabled: true, unitgroupMeetingIsDisabled: true }))).toBe(false);
  });

  it('is a rooms-only hotel whose services are all booked for the whole stay', () => {
    expect(
      isPlainStay(
        input({ unitgroupIsEnabled: true, unitgroupMeetingIsDisabled: true }, [
          servicetype(1, { notassignedtounitgroup: true }),
        ]),
      ),
    ).toBe(true);
  });
});

describe('hostsStays', () => {
  it('is false for a property of meeting rooms only, true with a room or before any unit group is known', () => {
    expect(hostsStays([meetingRoom(1), meetingRoom(2)])).toBe(false);
    expect(hostsStays([meetingRoom(1), room(2)])).toBe(true);
    expect(hostsStays([])).toBe(true);
  });
});
