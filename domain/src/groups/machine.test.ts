import { describe, expect, it } from 'vitest';
import {
  GROUP_BLOCK_ACTIONS,
  type GroupBlockAction,
  type GroupBlockActor,
  groupBlockActions,
  groupBlockTransition,
} from './machine.ts';
import { GROUP_BLOCK_STATUSES, type GroupBlockStatus } from './model.ts';

const FROM = [null, ...GROUP_BLOCK_STATUSES] as const;
const ACTORS: readonly GroupBlockActor[] = ['staff', 'system'];

describe('the group block machine', () => {
  // [from, action, actor, to]: every move the machine allows.
  const allowed: [GroupBlockStatus | null, GroupBlockAction, GroupBlockActor, GroupBlockStatus][] = [
    [null, 'create', 'staff', 'tentative'],
    ['tentative', 'change', 'staff', 'tentative'],
    ['tentative', 'confirm', 'staff', 'definite'],
    ['tentative', 'cancel', 'staff', 'canceled'],
    ['definite', 'reduce', 'staff', 'definite'],
    ['definite', 'release', 'staff', 'released'],
    ['definite', 'release', 'system', 'released'],
    ['definite', 'cancel', 'staff', 'canceled'],
  ];
  it.each(allowed)('%s --%s by %s--> %s', (from, action, actor, to) => {
    expect(groupBlockTransition(from, action, actor)).toEqual({ ok: true, to });
  });

  const refused = FROM.flatMap((from) =>
    GROUP_BLOCK_ACTIONS.flatMap((action) =>
      ACTORS.filter((actor) => !allowed.some(([f, a, w]) => f === from && a === action && w === actor)).map(
        (actor) => [from, action, actor] as const,
      ),
    ),
  );
  it.each(refused)('%s --%s by %s--> is refused', (from, action, actor) => {
    const result = groupBlockTransition(from, action, actor);
    const someoneMay = allowed.some(([f, a]) => f === from && a === action);
    expect(result).toEqual({ ok: false, reason: someoneMay ? 'notForActor' : 'forbidden' });
  });

  it('lets the release job release a block but not confirm, cancel or reduce one', () => {
    expect(groupBlockTransition('definite', 'release', 'system').ok).toBe(true);
    expect(groupBlockTransition('tentative', 'confirm', 'system')).toEqual({
      ok: false,
      reason: 'notForActor',
    });
    expect(groupBlockTransition('definite', 'cancel', 'system')).toEqual({
      ok: false,
      reason: 'notForActor',
    });
  });

  it('never leads back from released or canceled', () => {
    for (const action of GROUP_BLOCK_ACTIONS) {
      expect(groupBlockTransition('released', action, 'staff').ok).toBe(false);
      expect(groupBlockTransition('canceled', action, 'staff').ok).toBe(false);
    }
  });

  it('offers staff the buttons the machine allows', () => {
    expect(groupBlockActions('tentative')).toEqual(['change', 'confirm', 'cancel']);
    expect(groupBlockActions('definite')).toEqual(['reduce', 'release', 'cancel']);
    expect(groupBlockActions('released')).toEqual([]);
    expect(groupBlockActions('canceled')).toEqual([]);
  });
});
