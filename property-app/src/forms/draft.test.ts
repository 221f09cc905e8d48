import { RESOURCE_SCHEMAS } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { de, en } from '../i18n/messages.ts';
import { changesOf, draftOf, fieldsOf, problemsOf, rebaseDraft, serverProblemsOf } from './draft.ts';
import { OFFER_BASES, offerBase } from './resourceForms.ts';

const service = offerBase('service');
if (!service) throw new Error('no service base');

/** A German property's coffee break, as the API answers it. */
const coffee = {
  id: 7,
  version: 3,
  propertyId: 1,
  code: 'COFFEE',
  name: 'Kaffeepause',
  text: 'Kaffee und Kuchen',
  servicetypeId: 2,
  minOption: 0,
  maxOption: 0,
  timeenabled: true,
  timeenabledforuserisrequired: false,
  descriptionenabled: false,
  descriptionenabledforuserisrequired: false,
  sellingmode: 2,
  minimumsalesforfreerent: null,
  price: 850,
  vatId: 1,
  onRequest: false,
  disabled: false,
  inactive: false,
  sort: 10,
  i18n: { en: { name: 'Coffee break', text: 'Coffee and cake' } },
};

describe('a catalog draft', () => {
  it('shows the field itself in the property language and the translation in the other', () => {
    const draft = draftOf(coffee, service.fields, 'de');
    expect(draft['name@de']).toBe('Kaffeepause');
    expect(draft['name@en']).toBe('Coffee break');
    expect(draft.price).toBe(850);
    expect(draft.minimumsalesforfreerent).toBeNull();
  });

  it('sends only what changed: a new English name goes into the translations, the German one stays', () => {
    const draft = { ...draftOf(coffee, service.fields, 'de'), 'name@en': 'Afternoon coffee', price: 900 };
    const changes = changesOf(coffee, fieldsOf(draft, service.fields, 'de', coffee));
    expect(changes).toEqual({
      price: 900,
      i18n: { en: { name: 'Afternoon coffee', text: 'Coffee and cake' } },
    });
  });

  it('keeps a translation into the property language in step with the field, which guests read first', () => {
    const row = { ...coffee, i18n: { ...coffee.i18n, de: { name: 'Kaffeepause' } } };
    const draft = { ...draftOf(row, service.fields, 'de'), 'name@de': 'Kaffee & Kuchen' };
    expect(changesOf(row, fieldsOf(draft, service.fields, 'de', row))).toEqual({
      name: 'Kaffee & Kuchen',
      i18n: { ...coffee.i18n, de: { name: 'Kaffee & Kuchen' } },
    });
  });

  it('sends nothing when the inputs are as read, and drops a translation emptied', () => {
    const read = draftOf(coffee, service.fields, 'de');
    expect(changesOf(coffee, fieldsOf(read, service.fields, 'de', coffee))).toEqual({});
    const emptied = fieldsOf({ ...read, 'text@en': '  ' }, service.fields, 'de', coffee);
    expect(emptied.i18n).toEqual({ en: { name: 'Coffee break' } });
  });

  it('finds problems with the server schema and row checks, under the input that shows them', () => {
    const read = draftOf(coffee, service.fields, 'de');
    const draft = { ...read, 'name@de': ' ', code: 'no spaces', minOption: 3, maxOption: 1 };
    const fields = fieldsOf(draft, service.fields, 'de', coffee);
    expect(
      problemsOf('service', RESOURCE_SCHEMAS.service.fields, service.fields, 'de', fields, coffee),
    ).toEqual({
      'name@de': 'offer.error.required',
      code: 'offer.error.code',
      minOption: 'offer.error.minAboveMax',
    });
    expect(
      problemsOf(
        'service',
        RESOURCE_SCHEMAS.service.fields,
        service.fields,
        'de',
        fieldsOf(read, service.fields, 'de', coffee),
        coffee,
      ),
    ).toEqual({});
  });

  it('says a translation too long is too long, at its own input', () => {
    const read = draftOf(coffee, service.fields, 'de');
    const draft = { ...read, 'text@en': 'x'.repeat(5001) };
    const fields = fieldsOf(draft, service.fields, 'de', coffee);
    expect(
      problemsOf('service', RESOURCE_SCHEMAS.service.fields, service.fields, 'de', fields, coffee),
    ).toEqual({ 'text@en': 'offer.error.tooLong' });
  });

  it('places the server refusals at their inputs', () => {
    expect(
      serverProblemsOf([{ path: 'name' }, { path: '', message: 'duplicate' }], service.fields, 'en'),
    ).toEqual({
      'name@en': 'offer.error.invalid',
      '': 'offer.error.invalid',
    });
  });

  it('after a conflict keeps both people’s changes, and names the fields both changed', () => {
    const read = draftOf(coffee, service.fields, 'de');
    const mine = { ...read, price: 900, 'name@en': 'Coffee & cake' };
    const theirRow = { ...coffee, version: 4, price: 950, text: 'Kaffee, Tee und Kuchen' };
    const theirs = draftOf(theirRow, service.fields, 'de');
    const { draft, clashes } = rebaseDraft(read, mine, theirs);
    expect(draft.price).toBe(900);
    expect(draft['name@en']).toBe('Coffee & cake');
    expect(draft['text@de']).toBe('Kaffee, Tee und Kuchen');
    expect(clashes).toEqual(['price']);
    // Saving again sends my changes over their version, and theirs stays.
    const changes = changesOf(theirRow, fieldsOf(draft, service.fields, 'de', theirRow));
    expect(changes).toEqual({ price: 900, i18n: { en: { name: 'Coffee & cake', text: 'Coffee and cake' } } });
  });
});

describe("a set of ids (a unit group's tags)", () => {
  const unitgroup = offerBase('unitgroup');
  if (!unitgroup) throw new Error('no unit group base');
  const room = {
    id: 3,
    version: 5,
    propertyId: 1,
    code: 'DZ',
    name: 'Doppelzimmer',
    description: '',
    category: 1,
    multiselect: true,
    minPersons: 1,
    maxPersons: 2,
    maxSelectablePersonCount: null,
    minimumSales: null,
    minimumSalesPerPerson: null,
    bookDirectly: true,
    hideifunavailable: false,
    ignorePersoncount: false,
    price: 12900,
    vatId: 2,
    onRequest: false,
    inactive: false,
    sort: 1,
    i18n: { en: { name: 'Double room' } },
    tagIds: [4, 9],
  };

  it('is shown as read and sends nothing while the same ids are ticked, in whatever order', () => {
    const read = draftOf(room, unitgroup.fields, 'de');
    expect(read.tagIds).toEqual([4, 9]);
    const reticked = { ...read, tagIds: [9, 4] };
    expect(changesOf(room, fieldsOf(reticked, unitgroup.fields, 'de', room))).toEqual({});
  });

  it('sends the whole new set, sorted, when one is ticked or unticked, and an empty set when all are', () => {
    const read = draftOf(room, unitgroup.fields, 'de');
    expect(changesOf(room, fieldsOf({ ...read, tagIds: [9, 4, 2] }, unitgroup.fields, 'de', room))).toEqual({
      tagIds: [2, 4, 9],
    });
    expect(changesOf(room, fieldsOf({ ...read, tagIds: [] }, unitgroup.fields, 'de', room))).toEqual({
      tagIds: [],
    });
    const fields = fieldsOf({ ...read, tagIds: [9] }, unitgroup.fields, 'de', room);
    expect(
      problemsOf('unitgroup', RESOURCE_SCHEMAS.unitgroup.fields, unitgroup.fields, 'de', fields, room),
    ).toEqual({});
  });

  it("after a conflict keeps the user's ticks over the other version", () => {
    const read = draftOf(room, unitgroup.fields, 'de');
    const mine = { ...read, tagIds: [4, 9, 11] };
    const theirRow = { ...room, version: 6, tagIds: [4], price: 13900 };
    const { draft, clashes } = rebaseDraft(read, mine, draftOf(theirRow, unitgroup.fields, 'de'));
    expect(clashes).toEqual(['tagIds']);
    expect(changesOf(theirRow, fieldsOf(draft, unitgroup.fields, 'de', theirRow))).toEqual({
      tagIds: [4, 9, 11],
    });
  });

  it('a refusal of the set is shown at its checkboxes', () => {
    expect(serverProblemsOf([{ path: 'tagIds' }], unitgroup.fields, 'de')).toEqual({
      tagIds: 'offer.error.invalid',
    });
  });
});

describe('VAT rates and setups (texts guests read)', () => {
  const vat = offerBase('vat');
  const setup = offerBase('setup');
  if (!vat || !setup) throw new Error('no vat or setup base');
  const full = { id: 1, version: 1, propertyId: 1, name: 'MwSt. 19 %', value: 19, i18n: {} };
  const uForm = {
    id: 2,
    version: 1,
    propertyId: 1,
    name: 'U-Form',
    description: 'Tische in U-Form.',
    issetup: true,
    i18n: { en: { name: 'U-shape' } },
  };

  it('name a VAT rate in English and German: the English name goes into its translations', () => {
    const read = draftOf(full, vat.fields, 'de');
    expect(read).toEqual({ 'name@en': '', 'name@de': 'MwSt. 19 %', value: 19 });
    const draft = { ...read, 'name@en': 'VAT 19 %' };
    const fields = fieldsOf(draft, vat.fields, 'de', full);
    expect(changesOf(full, fields)).toEqual({ i18n: { en: { name: 'VAT 19 %' } } });
    expect(problemsOf('vat', RESOURCE_SCHEMAS.vat.fields, vat.fields, 'de', fields, full)).toEqual({});
  });

  it('edit a setup’s name and description in both languages, the property’s own one required', () => {
    const read = draftOf(uForm, setup.fields, 'de');
    expect(read).toMatchObject({
      'name@en': 'U-shape',
      'description@en': '',
      'description@de': 'Tische in U-Form.',
    });
    const draft = { ...read, 'description@en': 'Tables in a U.', 'name@de': '' };
    const fields = fieldsOf(draft, setup.fields, 'de', uForm);
    expect(fields.i18n).toEqual({ en: { name: 'U-shape', description: 'Tables in a U.' } });
    expect(problemsOf('setup', RESOURCE_SCHEMAS.setup.fields, setup.fields, 'de', fields, uForm)).toEqual({
      'name@de': 'offer.error.required',
    });
  });
});

describe('the catalog pages', () => {
  it('have every label and hint in English and German', () => {
    const keys = OFFER_BASES.flatMap((b) => [
      b.title,
      b.item,
      b.lead,
      ...b.columns.map((c) => c.label),
      ...[...b.fields, ...(b.child?.fields ?? [])].flatMap((f) => [
        f.label,
        ...(f.hint ? [f.hint] : []),
        ...(f.kind === 'choice' ? f.choices.map((c) => c.label) : []),
      ]),
      ...(b.child ? [b.child.title] : []),
    ]);
    keys.push('offer.ids.none');
    expect(keys.filter((k) => !(k in en))).toEqual([]);
    expect(keys.filter((k) => !(k in de))).toEqual([]);
  });
});
