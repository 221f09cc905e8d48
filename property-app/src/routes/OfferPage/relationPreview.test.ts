import { UnitgroupCategory } from '@venue/domain';
import { describe, expect, it } from 'vitest';
import { type PreviewRows, previewCatalog, previewRule } from './relationPreview.ts';
import { type ItemRef, itemKey, type Rule } from './relationRules.ts';

/** A small conference hotel: two meeting rooms, a room, equipment, a package with coffee breaks. */
const rows: PreviewRows = {
  unitgroups: [
    { id: 1, code: 'PLENUM', category: UnitgroupCategory.Meeting, multiselect: false },
    { id: 2, code: 'BOARD', category: UnitgroupCategory.Meeting, multiselect: false },
    { id: 3, code: 'DOUBLE', category: UnitgroupCategory.Room, multiselect: false },
  ],
  services: [
    { id: 10, code: 'DAYPACKAGE', servicetypeId: 100, disabled: false, inactive: false },
    { id: 11, code: 'COFFEE-AM', servicetypeId: 100, disabled: false, inactive: false },
    { id: 20, code: 'PROJECTOR', servicetypeId: 101, disabled: false, inactive: false },
    { id: 21, code: 'SCREEN', servicetypeId: 101, disabled: false, inactive: false },
    { id: 22, code: 'FLIPCHART', servicetypeId: 101, disabled: false, inactive: false },
    { id: 23, code: 'MIC', servicetypeId: 101, disabled: false, inactive: false },
  ],
  servicetypes: [
    { id: 100, notassignedtounitgroup: false },
    { id: 101, notassignedtounitgroup: false },
  ],
};
const names: Record<string, string> = {
  'unitgroup:1': 'Plenary hall',
  'unitgroup:2': 'Boardroom',
  'unitgroup:3': 'Double room',
  'service:10': 'Day meeting package',
  'service:11': 'Morning coffee break',
  'service:20': 'Projector',
  'service:21': 'Projection screen',
  'service:22': 'Flip chart',
  'service:23': 'Wireless microphone',
};
const nameOf = (ref: ItemRef) => names[itemKey(ref)] ?? '?';
const service = (id: number): ItemRef => ({ kind: 'service', id });
const board: ItemRef = { kind: 'unitgroup', id: 2 };
const current: Rule[] = [
  { owner: service(10), type: 'generatedchild', groupKey: null, related: service(11) },
  { owner: service(20), type: 'add', groupKey: null, related: service(21) },
  { owner: board, type: 'removeonremove', groupKey: null, related: service(20) },
];

describe('previewCatalog', () => {
  it('gives each item its rules (the draft among them) and the names the user reads', () => {
    const draft: Rule = { owner: board, type: 'add', groupKey: null, related: service(22) };
    const catalog = previewCatalog(rows, [...current, draft], nameOf);
    const boardroom = catalog.unitgroups.find((u) => u.id === 2);
    expect(boardroom?.name).toBe('Boardroom');
    expect(boardroom?.relationList).toEqual([
      {
        entityrelationtype: 'removeonremove',
        entityrelationgroupkey: null,
        relatedServiceId: 20,
        relatedUnitgroupId: null,
      },
      {
        entityrelationtype: 'add',
        entityrelationgroupkey: null,
        relatedServiceId: 22,
        relatedUnitgroupId: null,
      },
    ]);
    expect(catalog.services.find((s) => s.id === 21)?.relationList).toEqual([]);
    expect(catalog.unitgroups.find((u) => u.id === 3)?.unitgroupcategory.id).toBe(UnitgroupCategory.Room);
  });
});

describe('previewRule (the domain relation engine over the catalog)', () => {
  it('adding the Boardroom with a draft rule adds the flip chart, and removing it takes it away', () => {
    const draft: Rule = { owner: board, type: 'add', groupKey: null, related: service(22) };
    const preview = previewRule(previewCatalog(rows, [...current, draft], nameOf), board);
    expect(preview.onAdd).toEqual({ added: ['Flip chart'], removed: [] });
    // The projector is put in first so its removeonremove rule shows; the flip chart sits on the room's line.
    expect(preview.assumed).toEqual(['Projector']);
    expect(preview.onRemove.removed).toEqual(expect.arrayContaining(['Projector', 'Flip chart']));
    expect(preview.unstable).toBe(false);
  });

  it('follows chains: a rule adding the projector also brings its screen', () => {
    const draft: Rule = { owner: service(10), type: 'add', groupKey: null, related: service(20) };
    const preview = previewRule(previewCatalog(rows, [...current, draft], nameOf), service(10));
    expect(preview.onAdd.added).toEqual(['Morning coffee break', 'Projector', 'Projection screen']);
  });

  it('shows a remove rule with the removed item in the cart first', () => {
    const draft: Rule = { owner: service(22), type: 'remove', groupKey: null, related: service(23) };
    const preview = previewRule(previewCatalog(rows, [...current, draft], nameOf), service(22));
    expect(preview.assumed).toEqual(['Wireless microphone']);
    expect(preview.onAdd).toEqual({ added: [], removed: ['Wireless microphone'] });
  });

  it('puts the other items of a group key in the cart, so the group acts', () => {
    const kit: Rule[] = [
      { owner: service(22), type: 'add', groupKey: 'kit', related: service(21) },
      { owner: service(23), type: 'add', groupKey: 'kit', related: service(21) },
    ];
    const preview = previewRule(previewCatalog(rows, kit, nameOf), service(22));
    expect(preview.assumed).toEqual(['Wireless microphone']);
    expect(preview.onAdd.added).toEqual(['Projection screen']);
  });

  it('says nothing changes for an item without rules, and flags rules that loop', () => {
    expect(previewRule(previewCatalog(rows, current, nameOf), service(23)).onAdd).toEqual({
      added: [],
      removed: [],
    });
    // Adding the flip chart removes it, and removing it adds it again: the engine gives up.
    const loop: Rule[] = [
      { owner: service(22), type: 'remove', groupKey: null, related: service(22) },
      { owner: service(22), type: 'addonremove', groupKey: null, related: service(22) },
    ];
    expect(previewRule(previewCatalog(rows, loop, nameOf), service(22)).unstable).toBe(true);
  });
});
