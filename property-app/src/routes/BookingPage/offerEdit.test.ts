import { SellingMode } from '@venue/domain';
import { describe, expect, it } from 'vitest';
import { draftProblems, editableLines, editPayload, editsChildren, rebaseDrafts } from './offerEdit.ts';
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

describe('the offer editor’s children (docs/rules.md#children)', () => {
  /** A two-night stay with a dinner per person, a projector per item and an older lunch line without a mode. */
  const stay = editableLines(
    testRecord({
      bookingUnitgroupList: [
        {
          id: 1,
          item: 'Double room',
          unitgroup: { id: 3 },
          start: '2026-12-23 15:00',
          end: '2026-12-25 11:00',
          itemcount: 1,
          personcount: 2,
          childcount: 1,
        },
      ],
      bookingServiceList: [
        {
          id: 2,
          item: 'Dinner',
          service: { id: 11 },
          start: '2026-12-23 19:00',
          end: '2026-12-23 21:00',
          personcount: 10,
          sellingmode: SellingMode.Personcount,
          bookingUnitgroup: { id: 1 },
        },
        {
          id: 3,
          item: 'Projector',
          service: { id: 12 },
          start: '2026-12-23 08:00',
          end: '2026-12-23 18:00',
          sellingmode: SellingMode.Itemcount,
        },
        {
          id: 4,
          item: 'Lunch',
          service: { id: 13 },
          start: '2026-12-24 12:00',
          end: '2026-12-24 13:00',
          personcount: 10,
          childcount: 2,
          isPerPerson: true,
        },
      ],
    }),
    'en',
  );

  it('offers them on a room stay and a per-person service where the property takes children', () => {
    expect(stay.map((l) => [l.key, l.childcount, editsChildren(l, true)])).toEqual([
      ['u1', 1, true],
      ['s2', 0, true],
      ['s3', 0, false],
      ['s4', 2, true],
    ]);
  });

  it('where the property takes none, only on a line that already has children (to take them off)', () => {
    expect(stay.filter((l) => editsChildren(l, false)).map((l) => l.key)).toEqual(['u1', 's4']);
    // A meeting room's day counts none.
    const hall = editableLines(testRecord(data({ hall: 1, lunch: 2, minimum: 3 })), 'en');
    expect(hall.map((l) => editsChildren(l, true))).toEqual([false, false, false]);
  });

  it('sends the changed children of a service with its stored line, and of a room alone', () => {
    const payload = editPayload(stay, { s2: { childcount: 3 }, u1: { childcount: 0 } });
    expect(payload?.editedServices).toEqual([
      expect.objectContaining({ id: 2, service: { id: 11 }, personcount: 10, childcount: 3 }),
    ]);
    expect(payload?.editedUnitgroups).toEqual([{ id: 1, childcount: 0 }]);
    // The lunch's children are re-sent unchanged with a change of its people.
    expect(editPayload(stay, { s4: { personcount: 12 } })?.editedServices).toEqual([
      expect.objectContaining({ id: 4, personcount: 12, childcount: 2 }),
    ]);
  });

  it('sends nothing when the children are as stored, and carries a child draft onto a fresh booking', () => {
    expect(editPayload(stay, { s2: { childcount: 0 }, u1: { childcount: 1 } })).toBeNull();
    expect(rebaseDrafts({ s2: { childcount: 3 } }, stay, stay).drafts).toEqual({ s2: { childcount: 3 } });
  });
});
