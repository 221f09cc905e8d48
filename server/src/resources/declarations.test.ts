import { RESOURCE_DECLARATIONS } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from './definitions.ts';

/*
 * docs/api.md#resources: each base is declared once (contract/src/resources.ts) and bound to its table here. What
 * a declaration names must be its own: a slip would show a form field nobody can save, or let staff point a
 * foreign key at another property's row.
 */

const ownerField = (d: (typeof RESOURCE_DECLARATIONS)[number]) =>
  d.owner === 'property' ? 'propertyId' : d.owner === 'self' ? 'id' : d.owner.field;

describe('the resource declarations', () => {
  it('name only fields of their own base', () => {
    const strays = RESOURCE_DECLARATIONS.flatMap((d) => {
      const named = [
        ...Object.keys(d.refs ?? {}),
        ...Object.keys(d.sets ?? {}),
        ...(d.editor?.form ?? []).map((e) => (typeof e === 'string' ? e : e.field)),
        ...(d.editor?.columns ?? []),
      ];
      return named.filter((f) => !(f in d.fields.shape)).map((f) => `${d.base}.${f}`);
    });
    expect(strays).toEqual([]);
  });

  it('check every foreign key of a row against the property', () => {
    // A field naming another row (`...Id`) that is not the owner is a declared ref (same property) or a set.
    const unchecked = RESOURCE_DECLARATIONS.flatMap((d) =>
      Object.keys(d.fields.shape)
        .filter((f) => /Ids?$/.test(f) && f !== ownerField(d))
        .filter((f) => !(f in (d.refs ?? {})) && !(f in (d.sets ?? {})))
        .map((f) => `${d.base}.${f}`),
    );
    expect(unchecked).toEqual([]);
    const served = Object.fromEntries(RESOURCES.map((r) => [r.base, Object.keys(r.sameProperty ?? {})]));
    expect(served.service).toEqual(['servicetypeId', 'vatId']);
    expect(served.relation).toHaveLength(4);
  });

  it('start a new row with fields of its own base only', () => {
    // `new` answers the defaults as the form's first draft: a stray key would be refused by `add`.
    const strays = RESOURCE_DECLARATIONS.filter((d) => !d.noAdd).flatMap((d) =>
      Object.keys(d.defaults)
        .filter((f) => !(f in d.fields.shape))
        .map((f) => `${d.base}.${f}`),
    );
    expect(strays).toEqual([]);
  });

  it('are each served by the pattern, in their declared order', () => {
    expect(RESOURCES.map((r) => r.base)).toEqual(RESOURCE_DECLARATIONS.map((d) => d.base));
    const unitgroup = RESOURCES.find((r) => r.base === 'unitgroup');
    expect(Object.keys(unitgroup?.sortKeys ?? {})).toEqual(['sort', 'name', 'code', 'price']);
    expect(Object.keys(unitgroup?.joins ?? {})).toEqual(['tagIds']);
  });
});
