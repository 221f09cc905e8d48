import { describe, expect, it } from 'vitest';
import { roomingListCsv } from './csv.ts';
import { pickupSummary, type RoomingListRow, roomingList } from './summary.ts';
import { congressBlock, pickup, TODAY } from './testing/blocks.ts';

const N1 = '2030-03-20';
const N2 = '2030-03-21';

const group = {
  blocks: [
    congressBlock({ pickups: [pickup(12, [N2]), pickup(11, [N1, N2], 2)] }),
    congressBlock({
      id: 2,
      unitgroupId: 8,
      status: 'tentative',
      nights: [{ night: N1, units: 4 }],
      release: { kind: 'none' },
    }),
  ],
};

describe('the pickup summary', () => {
  it('says per block and night the units, picked, remaining and whether released', () => {
    expect(pickupSummary(group, TODAY)).toEqual([
      {
        blockId: 1,
        unitgroupId: 7,
        rateplanId: 3,
        night: N1,
        units: 20,
        picked: 2,
        remaining: 18,
        released: false,
      },
      {
        blockId: 1,
        unitgroupId: 7,
        rateplanId: 3,
        night: N2,
        units: 20,
        picked: 3,
        remaining: 17,
        released: false,
      },
      {
        blockId: 2,
        unitgroupId: 8,
        rateplanId: 3,
        night: N1,
        units: 4,
        picked: 0,
        remaining: 4,
        released: false,
      },
    ]);
  });

  it('leaves nothing remaining on a released night or a canceled block', () => {
    const rows = pickupSummary(group, '2030-03-06');
    expect(rows[0]).toMatchObject({ night: N1, picked: 2, remaining: 0, released: true });
    expect(rows[1]).toMatchObject({ night: N2, remaining: 17, released: false });
    const canceled = pickupSummary({ blocks: [congressBlock({ status: 'canceled' })] }, TODAY);
    expect(canceled.map((r) => [r.remaining, r.released])).toEqual([
      [0, false],
      [0, false],
    ]);
  });
});

describe('the rooming list', () => {
  it('lists every attendee’s booking by arrival, with departure the day after the last night', () => {
    expect(roomingList(group)).toEqual([
      {
        blockId: 1,
        unitgroupId: 7,
        bookingId: 11,
        arrival: N1,
        departure: '2030-03-22',
        nights: 2,
        units: 2,
      },
      {
        blockId: 1,
        unitgroupId: 7,
        bookingId: 12,
        arrival: N2,
        departure: '2030-03-22',
        nights: 1,
        units: 1,
      },
    ]);
  });

  it('orders bookings arriving the same day by booking id', () => {
    const same = {
      blocks: [congressBlock({ pickups: [pickup(9, [N1]), pickup(3, [N1]), pickup(5, [N2])] })],
    };
    expect(roomingList(same).map((r) => r.bookingId)).toEqual([3, 9, 5]);
  });

  it('exports as CSV with the caller’s column names, quoting as RFC 4180 says', () => {
    const names = new Map([
      [11, 'Weber, Ada'],
      [12, 'Jan "JJ" Jansen'],
    ]);
    const csv = roomingListCsv<RoomingListRow>(
      [
        { label: 'Gast', value: (r) => names.get(r.bookingId) ?? null },
        { label: 'Anreise', value: (r) => r.arrival },
        { label: 'Nächte', value: (r) => r.nights },
        { label: 'Notiz', value: () => null },
      ],
      roomingList(group),
    );
    expect(csv).toBe(
      'Gast,Anreise,Nächte,Notiz\r\n"Weber, Ada",2030-03-20,2,\r\n"Jan ""JJ"" Jansen",2030-03-21,1,\r\n',
    );
  });

  it('keeps a name a spreadsheet would run as a formula a plain text, and line breaks inside quotes', () => {
    const csv = roomingListCsv<string>(
      [{ label: 'Name', value: (r) => r }],
      ['=HYPERLINK("x")', '-1+1', 'a\nb'],
    );
    expect(csv).toBe('Name\r\n"\'=HYPERLINK(""x"")"\r\n\'-1+1\r\n"a\nb"\r\n');
    expect(roomingListCsv([{ label: 'n', value: (r: number) => r }], [-3])).toBe('n\r\n-3\r\n');
  });

  it('has a header row even when nobody booked yet', () => {
    expect(roomingListCsv([{ label: 'Guest', value: () => '' }], [])).toBe('Guest\r\n');
  });
});
