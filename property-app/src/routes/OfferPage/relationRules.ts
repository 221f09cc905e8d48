import type { RelationType } from '@venue/domain';
import { tKey } from '../../i18n/tKey.ts';

/** What a rule names: a service or a unit group (a room or meeting room). */
type ItemKind = 'service' | 'unitgroup';
export interface ItemRef {
  readonly kind: ItemKind;
  readonly id: number;
}

/** A picker's key for an item ('service:12'), and back. */
export const itemKey = (ref: ItemRef) => `${ref.kind}:${ref.id}`;
export function parseItemKey(key: string): ItemRef | null {
  const match = /^(service|unitgroup):([1-9]\d{0,9})$/.exec(key);
  return match ? { kind: match[1] as ItemKind, id: Number(match[2]) } : null;
}

/** One relation rule as the page handles it: a stored row (with its id) or the draft. */
export interface Rule {
  readonly owner: ItemRef;
  readonly type: RelationType;
  /** Rules sharing a group key act only when all their owners are selected. */
  readonly groupKey: string | null;
  readonly related: ItemRef;
}

/** The owner and related columns of a relation row (exactly one of each pair is set). */
interface RelationColumns {
  readonly ownerServiceId: number | null;
  readonly ownerUnitgroupId: number | null;
  readonly type: RelationType;
  readonly groupKey: string | null;
  readonly relatedServiceId: number | null;
  readonly relatedUnitgroupId: number | null;
}

const refOf = (serviceId: number | null, unitgroupId: number | null): ItemRef | null =>
  serviceId != null
    ? { kind: 'service', id: serviceId }
    : unitgroupId != null
      ? { kind: 'unitgroup', id: unitgroupId }
      : null;

/** A stored relation row as a rule; null for a row that names no owner or no related item. */
export function ruleOfRow(row: RelationColumns): Rule | null {
  const owner = refOf(row.ownerServiceId, row.ownerUnitgroupId);
  const related = refOf(row.relatedServiceId, row.relatedUnitgroupId);
  if (!owner || !related) return null;
  return { owner, type: row.type, groupKey: row.groupKey?.trim() || null, related };
}

/** A rule as the fields of a relation row (the `add` body without the property). */
export function ruleFields(rule: Rule): RelationColumns {
  return {
    ownerServiceId: rule.owner.kind === 'service' ? rule.owner.id : null,
    ownerUnitgroupId: rule.owner.kind === 'unitgroup' ? rule.owner.id : null,
    type: rule.type,
    groupKey: rule.groupKey?.trim() || null,
    relatedServiceId: rule.related.kind === 'service' ? rule.related.id : null,
    relatedUnitgroupId: rule.related.kind === 'unitgroup' ? rule.related.id : null,
  };
}

/**
 * The types staff pick from, each with its name and one-line explanation (spec 4, Relations). The generated*
 * types are made by the system (packages), so they are shown in the list but not offered.
 */
export const STAFF_TYPES = [
  { type: 'add', label: tKey('relations.type.add'), explanation: tKey('relations.type.add.hint') },
  {
    type: 'addandremove',
    label: tKey('relations.type.addandremove'),
    explanation: tKey('relations.type.addandremove.hint'),
  },
  {
    type: 'ischild',
    label: tKey('relations.type.ischild'),
    explanation: tKey('relations.type.ischild.hint'),
  },
  { type: 'remove', label: tKey('relations.type.remove'), explanation: tKey('relations.type.remove.hint') },
  {
    type: 'removeonremove',
    label: tKey('relations.type.removeonremove'),
    explanation: tKey('relations.type.removeonremove.hint'),
  },
  {
    type: 'addonremove',
    label: tKey('relations.type.addonremove'),
    explanation: tKey('relations.type.addonremove.hint'),
  },
] as const satisfies readonly { type: RelationType; label: string; explanation: string }[];

/** The sentence of each type ({{owner}} and {{related}} are filled in). */
const SENTENCES: Record<RelationType, string> = {
  add: tKey('relations.rule.add'),
  addandremove: tKey('relations.rule.addandremove'),
  ischild: tKey('relations.rule.ischild'),
  remove: tKey('relations.rule.remove'),
  removeonremove: tKey('relations.rule.removeonremove'),
  addonremove: tKey('relations.rule.addonremove'),
  generatedservicechild: tKey('relations.rule.generated'),
  generatedchild: tKey('relations.rule.generated'),
  generatedunitgroupchild: tKey('relations.rule.generated'),
  generatedsubset: tKey('relations.rule.generated'),
};

type Translate = (key: string, values: Record<string, string>) => string;

/** A rule in words: "Adding Day meeting package adds Morning coffee break" (and its group key, if any). */
export function describeRule(rule: Rule, nameOf: (ref: ItemRef) => string, t: Translate): string {
  const sentence = t(SENTENCES[rule.type], { owner: nameOf(rule.owner), related: nameOf(rule.related) });
  return rule.groupKey
    ? t('relations.rule.withGroupKey', { rule: sentence, groupKey: rule.groupKey })
    : sentence;
}

/** Why a draft cannot be saved yet, as i18n keys by field. */
export interface DraftProblems {
  owner?: string;
  related?: string;
}

/** The draft's problems: both items chosen, and not the same item. */
export function draftProblems(owner: ItemRef | null, related: ItemRef | null): DraftProblems {
  const problems: DraftProblems = {};
  if (!owner) problems.owner = tKey('relations.error.owner');
  if (!related) problems.related = tKey('relations.error.related');
  else if (owner && itemKey(owner) === itemKey(related)) problems.related = tKey('relations.error.same');
  return problems;
}
