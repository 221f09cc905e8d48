import { describe, expect, it } from 'vitest';
import { de, en } from '../i18n/messages.ts';
import { OFFER_BASES, offerBase } from './resourceForms.ts';

/** Every text key a catalog page shows: its title, labels, hints, choices, columns, its child rows'. */
const keysOf = (page: (typeof OFFER_BASES)[number]) => [
  page.title,
  page.item,
  page.lead,
  ...[...page.fields, ...(page.child?.fields ?? [])].flatMap((f) => [
    f.label,
    ...(f.hint ? [f.hint] : []),
    ...(f.kind === 'choice' ? f.choices.map((c) => c.label) : []),
  ]),
  ...page.columns.map((c) => c.label),
  ...(page.child ? [page.child.title] : []),
];

describe('the catalog editor pages derived from the declarations', () => {
  it('have every text they show in English and German', () => {
    const keys = [...new Set(OFFER_BASES.flatMap(keysOf))];
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((key) => !(key in en))).toEqual([]);
    expect(keys.filter((key) => !(key in de))).toEqual([]);
  });

  it('edit each field as its schema says', () => {
    const rate = offerBase('rateplan');
    const field = (name: string) => rate?.fields.find((f) => f.name === name);
    // A deposit of 1 to 100 percent, or none; a choice of the enum's values; a switch for a boolean.
    expect(field('depositPercent')).toMatchObject({ kind: 'integer', min: 1, max: 100, nullable: true });
    expect(field('prepayment')).toMatchObject({
      kind: 'choice',
      choices: [
        { value: 'none', label: 'offer.prepayment.none' },
        { value: 'deposit', label: 'offer.prepayment.deposit' },
        { value: 'full', label: 'offer.prepayment.full' },
      ],
    });
    expect(field('refundable')).toMatchObject({ kind: 'boolean', hint: 'offer.hint.refundable' });
    const room = offerBase('unitgroup');
    expect(room?.fields.find((f) => f.name === 'minimumSales')).toMatchObject({
      kind: 'cents',
      nullable: true,
    });
    expect(room?.fields.find((f) => f.name === 'vatId')).toMatchObject({ kind: 'ref', base: 'vat' });
    expect(room?.fields.find((f) => f.name === 'tagIds')).toMatchObject({ kind: 'ids', base: 'tag' });
    expect(room?.fields.find((f) => f.name === 'description')).toMatchObject({
      kind: 'text',
      translated: true,
      multiline: true,
    });
    // A customer account has no translations: its name is one input.
    expect(offerBase('customeraccount')?.fields.find((f) => f.name === 'name')).toEqual({
      name: 'name',
      label: 'offer.field.name',
      kind: 'text',
    });
  });

  it('list money and numbers end-aligned and say a switched-off row is inactive', () => {
    expect(offerBase('unitgroup')?.columns).toEqual([
      { name: 'name', label: 'offer.field.name' },
      { name: 'category', label: 'offer.field.category' },
      { name: 'maxPersons', label: 'offer.field.maxPersons', align: 'end' },
      { name: 'price', label: 'offer.field.price', align: 'end' },
      { name: 'inactive', label: 'offer.column.state' },
    ]);
    expect(offerBase('unitgroup')).toMatchObject({ sortKey: 'sort', inactiveField: 'inactive' });
    expect(offerBase('vat')?.inactiveField).toBeUndefined();
  });

  it('edit a unit group’s units and a service’s options on its page', () => {
    expect(offerBase('unitgroup')?.child).toEqual({
      base: 'unit',
      ownerField: 'unitgroupId',
      title: 'offer.unit.title',
      fields: [{ name: 'name', label: 'offer.unit.name', kind: 'text' }],
    });
    expect(offerBase('service')?.child).toMatchObject({
      base: 'serviceoption',
      ownerField: 'serviceId',
      fields: [{ name: 'name', kind: 'text', translated: true }],
    });
  });
});
