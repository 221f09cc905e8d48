import { RelationType } from '@venue/domain';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/instance.ts';
import { de, en } from '../../i18n/messages.ts';
import {
  describeRule,
  draftProblems,
  type ItemRef,
  itemKey,
  parseItemKey,
  type Rule,
  ruleFields,
  ruleOfRow,
  STAFF_TYPES,
} from './relationRules.ts';

const names: Record<string, string> = {
  'service:10': 'Day meeting package',
  'service:11': 'Morning coffee break',
  'unitgroup:3': 'Boardroom',
  'service:20': 'Flip chart',
};
const nameOf = (ref: ItemRef) => names[itemKey(ref)] ?? '?';
const english = createI18n('en').t;
const german = createI18n('de').t;

const rule = (type: RelationType, groupKey: string | null = null): Rule => ({
  owner: { kind: 'service', id: 10 },
  type,
  groupKey,
  related: { kind: 'service', id: 11 },
});

describe('describeRule', () => {
  it('says what adding or removing the owner does, with both names', () => {
    expect(describeRule(rule('add'), nameOf, english)).toBe(
      'Adding Day meeting package adds Morning coffee break',
    );
    expect(describeRule(rule('remove'), nameOf, english)).toBe(
      'Adding Day meeting package removes Morning coffee break',
    );
    expect(describeRule(rule('removeonremove'), nameOf, english)).toBe(
      'Removing Day meeting package removes Morning coffee break',
    );
    expect(describeRule(rule('addonremove'), nameOf, english)).toBe(
      'Removing Day meeting package adds Morning coffee break',
    );
    expect(describeRule(rule('generatedchild'), nameOf, english)).toBe(
      'Adding Day meeting package adds Morning coffee break as a part of it (set up by the system)',
    );
  });

  it('names a unit group owner and a group key, in German too', () => {
    const boardroom: Rule = {
      owner: { kind: 'unitgroup', id: 3 },
      type: 'add',
      groupKey: 'presenter-kit',
      related: { kind: 'service', id: 20 },
    };
    expect(describeRule(boardroom, nameOf, english)).toBe(
      'Adding Boardroom adds Flip chart, only together with the other items of group key “presenter-kit”',
    );
    expect(describeRule({ ...boardroom, groupKey: null }, nameOf, german)).toBe(
      'Wird Boardroom hinzugefügt, kommt Flip chart dazu',
    );
  });

  it('has a sentence for every relation type, and a name and explanation for every type staff pick', () => {
    for (const type of RelationType) {
      const text = describeRule(rule(type), nameOf, english);
      expect(text).toContain('Day meeting package');
      expect(text).toContain('Morning coffee break');
    }
    for (const o of STAFF_TYPES)
      for (const key of [o.label, o.explanation]) expect(en[key] && de[key]).toBeTruthy();
    expect(STAFF_TYPES.map((o) => o.type)).not.toContain('generatedchild');
  });
});

describe('rules and relation rows', () => {
  it('reads a row naming a service owner and a unit group', () => {
    const row = {
      ownerServiceId: null,
      ownerUnitgroupId: 3,
      type: 'add' as const,
      groupKey: ' ',
      relatedServiceId: 20,
      relatedUnitgroupId: null,
    };
    const read = ruleOfRow(row);
    expect(read).toEqual({
      owner: { kind: 'unitgroup', id: 3 },
      type: 'add',
      groupKey: null,
      related: { kind: 'service', id: 20 },
    });
    expect(read && ruleFields(read)).toEqual({ ...row, groupKey: null });
    expect(ruleOfRow({ ...row, ownerUnitgroupId: null })).toBeNull();
  });

  it('keys items for the pickers and reads the keys back', () => {
    expect(parseItemKey(itemKey({ kind: 'unitgroup', id: 3 }))).toEqual({ kind: 'unitgroup', id: 3 });
    expect(parseItemKey('rateplan:1')).toBeNull();
    expect(parseItemKey('service:0')).toBeNull();
  });

  it('asks for both items, and for two different ones', () => {
    expect(draftProblems(null, null)).toEqual({
      owner: 'relations.error.owner',
      related: 'relations.error.related',
    });
    expect(draftProblems({ kind: 'service', id: 1 }, { kind: 'service', id: 1 })).toEqual({
      related: 'relations.error.same',
    });
    expect(draftProblems({ kind: 'service', id: 1 }, { kind: 'unitgroup', id: 1 })).toEqual({});
  });
});
