import { describe, expect, it } from 'vitest';
import { draftProblems, editableLines, editPayload, rebaseDrafts } from './offerEdit.ts';
import { testRecord } from './testRecord.ts';

/** A booking's lines as the server stores them: a hall, its lunch and a minimum-sales line. */
const data = (ids: { hall: number; lunch: number; minimum: number }) => ({
  bookingUnitgroupList: [
    {
      id: ids.hall,
      item: 'Plenum',
      unitgroup: { id: 7 },
      start: '2026-12-23 08:00',
      end: '2026-12-23 18:00',
      itemcount: 1,
      personcount: 20,
      price: 150000,
      unitPrice: 150000,
      quantity: 1,
      agreedUnitPrice: null,
    },
  ],
  bookingServiceList: [
    {
      id: ids.lunch,
      item: 'Mittagsbuffet',
      names: { de: 'Mittagsbuffet', en: 'Lunch buffet' },
      service: { id: 11 },
      start: '2026-12-23 12:00',
      end: '2026-12-23 13:00',
      itemcount: 1,
      personcount: 20,
      price: 50000,
      unitPrice: 2500,
      quantity: 20,
      agreedUnitPrice: null,
      bookingUnitgroup: { id: ids.hall },
      serviceOptionList: [],
    },
    {
      id: ids.minimum,
      item: 'Minimum sales',
      service: { id: 99 },
      start: '2026-12-23 08:00',
      end: '2026-12-23 18:00',
      itemcount: 1,
      personcount: 0,
      price: 200000,
      minimumSalesAddPrice: 200000,
    },
  ],
});

describe('the offer editor', () => {
  const lines = editableLines(testRecord(data({ hall: 1, lunch: 2, minimum: 3 })), 'en');

  it('offers the hall and the lunch with their unit prices, and shows the minimum-sales line as computed', () => {
    expect(lines.map((l) => [l.key, l.item, l.unitPrice, l.quantity, l.computed])).toEqual([
      ['u1', 'Plenum', 150000, 1, false],
      ['s2', 'Lunch buffet', 2500, 20, false],
      ['s3', 'Minimum sales', null, 0, true],
    ]);
  });

  it('sends only what changed: an agreed price for the hall, the lunch with its new price and count', () => {
    const payload = editPayload(lines, {
      u1: { agreedUnitPrice: 120000 },
      s2: { agreedUnitPrice: 1990, personcount: 25 },
      s3: { agreedUnitPrice: 0 },
    });
    expect(payload?.editedUnitgroups).toEqual([{ id: 1, agreedUnitPrice: 120000 }]);
    expect(payload?.editedServices).toEqual([
      expect.objectContaining({ id: 2, service: { id: 11 }, personcount: 25, agreedUnitPrice: 1990 }),
    ]);
    expect(payload?.deletedServiceIds).toEqual([]);
  });

  it('sends the hours of a service sold by the hour when staff change them, and nothing when they are the same', () => {
    // The stored lunch line counts no hours (a per-person service).
    expect(lines.find((l) => l.key === 's2')?.durationcount).toBe(0);
    expect(editPayload(lines, { s2: { durationcount: 3 } })?.editedServices).toEqual([
      expect.objectContaining({ id: 2, service: { id: 11 }, durationcount: 3 }),
    ]);
    expect(editPayload(lines, { s2: { durationcount: 0 } })).toBeNull();
  });

  it('removes a service, sends nothing when nothing changed, and an emptied price goes back to the rate', () => {
    expect(editPayload(lines, { s2: { remove: true } })?.deletedServiceIds).toEqual([2]);
    expect(editPayload(lines, {})).toBeNull();
    expect(editPayload(lines, { s2: { personcount: 20 } })).toBeNull();
    const agreed = editableLines(
      testRecord({
        ...data({ hall: 1, lunch: 2, minimum: 3 }),
        bookingUnitgroupList: [
          { ...data({ hall: 1, lunch: 2, minimum: 3 }).bookingUnitgroupList[0], agreedUnitPrice: 99 },
        ],
      }),
      'de',
    );
    expect(editPayload(agreed, { u1: { agreedUnitPrice: null } })?.editedUnitgroups).toEqual([
      { id: 1, agreedUnitPrice: null },
    ]);
  });

  it('marks a price that cannot be agreed with the domain’s form error', () => {
    expect(draftProblems({ s2: { agreedUnitPrice: -100 }, u1: { agreedUnitPrice: 5000 } })).toEqual({
      s2: 'FORM.ERROR.AGREEDPRICE',
    });
  });

  it('carries the drafts onto the booking after someone else saved it (new line ids), and names what is gone', () => {
    const fresh = editableLines(testRecord(data({ hall: 11, lunch: 12, minimum: 13 })), 'de');
    expect(rebaseDrafts({ u1: { agreedUnitPrice: 1 }, s2: { personcount: 30 } }, lines, fresh)).toEqual({
      drafts: { u11: { agreedUnitPrice: 1 }, s12: { personcount: 30 } },
      added: [],
      lost: [],
    });
    const withoutLunch = editableLines(
      testRecord({ ...data({ hall: 11, lunch: 12, minimum: 13 }), bookingServiceList: [] }),
      'de',
    );
    const { drafts, lost } = rebaseDrafts({ s2: { remove: true } }, lines, withoutLunch);
    expect(drafts).toEqual({});
    expect(lost.map((l) => l.item)).toEqual(['Lunch buffet']);
  });

  const coffee = {
    key: 'a1',
    serviceId: 21,
    name: 'Coffee break',
    lineKey: 'u1',
    optionId: 5,
    itemcount: 1,
    personcount: 20,
    agreedUnitPrice: null,
  };

  it('adds a service for the time of a hall line, with its option and an agreed price when one is given', () => {
    const payload = editPayload(lines, {}, [
      coffee,
      { ...coffee, key: 'a2', optionId: null, agreedUnitPrice: 450 },
    ]);
    expect(payload?.addedServices).toEqual([
      {
        service: { id: 21 },
        itemcount: 1,
        personcount: 20,
        // One hour, as a guest's line starts: a service sold by the hour is never priced at none.
        durationcount: 1,
        start: '2026-12-23 08:00',
        end: '2026-12-23 18:00',
        serviceOptionList: [{ serviceOption: { id: 5 } }],
        bookingUnitgroup: { id: 1 },
      },
      expect.objectContaining({ serviceOptionList: [], agreedUnitPrice: 450 }),
    ]);
    expect(draftProblems({}, [{ ...coffee, agreedUnitPrice: -1 }])).toEqual({ a1: 'FORM.ERROR.AGREEDPRICE' });
  });

  it('an added service follows its hall line onto the booking someone else saved', () => {
    const fresh = editableLines(testRecord(data({ hall: 11, lunch: 12, minimum: 13 })), 'de');
    expect(rebaseDrafts({}, lines, fresh, [coffee]).added).toEqual([{ ...coffee, lineKey: 'u11' }]);
    const noHall = editableLines(
      testRecord({ ...data({ hall: 11, lunch: 12, minimum: 13 }), bookingUnitgroupList: [] }),
      'de',
    );
    expect(rebaseDrafts({}, lines, noHall, [coffee]).added).toEqual([{ ...coffee, lineKey: '' }]);
    // Without a line it is for, it is not sent.
    expect(editPayload(noHall, {}, [{ ...coffee, lineKey: '' }])).toBeNull();
  });
});
