import type { GroupBlockStatus } from './model.ts';

/*
 * docs/rules.md#group-blocks: a group block's own small machine, kept apart from the booking lifecycle and from
 * out-of-sale blocks (lifecycle/blocks.ts). Staff make a block tentative, change it freely while nothing is taken,
 * confirm it (definite: the server first asks `canConfirmBlock`), reduce it, release it early or cancel it; the
 * release job (the system) releases a definite block once every night is past its release point (`releaseDue`).
 */

/** What happens to a group block. */
export const GROUP_BLOCK_ACTIONS = ['create', 'change', 'confirm', 'reduce', 'release', 'cancel'] as const;
/** What happens to a group block. */
export type GroupBlockAction = (typeof GROUP_BLOCK_ACTIONS)[number];
/** Who acts on a group block: the hotel's staff, or the release job. */
export type GroupBlockActor = 'staff' | 'system';

interface GroupBlockRow {
  readonly from: readonly (GroupBlockStatus | null)[];
  readonly action: GroupBlockAction;
  readonly actors: readonly GroupBlockActor[];
  readonly to: GroupBlockStatus;
}

/** The group block machine, row by row. */
export const GROUP_BLOCK_LIFECYCLE: readonly GroupBlockRow[] = [
  { from: [null], action: 'create', actors: ['staff'], to: 'tentative' },
  // Tentative takes nothing from sale: units, nights, price and release rule may change either way.
  { from: ['tentative'], action: 'change', actors: ['staff'], to: 'tentative' },
  { from: ['tentative'], action: 'confirm', actors: ['staff'], to: 'definite' },
  // A definite block only shrinks (`reduceProblems`): growing it would need the availability check again.
  { from: ['definite'], action: 'reduce', actors: ['staff'], to: 'definite' },
  { from: ['definite'], action: 'release', actors: ['staff', 'system'], to: 'released' },
  { from: ['tentative', 'definite'], action: 'cancel', actors: ['staff'], to: 'canceled' },
];

/**
 * The status an action leads to, or why it is refused: no row leads from this status ('forbidden'), or only
 * another actor may take it ('notForActor').
 */
export type GroupBlockResult =
  | { readonly ok: true; readonly to: GroupBlockStatus }
  | { readonly ok: false; readonly reason: 'forbidden' | 'notForActor' };

/**
 * Where `action` by `actor` takes a group block in status `from` (null: none yet).
 * @public the server's staff block routes and the release job ask it before every change (issue 41).
 */
export function groupBlockTransition(
  from: GroupBlockStatus | null,
  action: GroupBlockAction,
  actor: GroupBlockActor,
): GroupBlockResult {
  const rows = GROUP_BLOCK_LIFECYCLE.filter((r) => r.action === action && r.from.includes(from));
  const row = rows.find((r) => r.actors.includes(actor));
  if (row) return { ok: true, to: row.to };
  return { ok: false, reason: rows.length > 0 ? 'notForActor' : 'forbidden' };
}

/**
 * What staff may do to an existing group block (the property app's buttons).
 * @public the property app shows these buttons and the server lists them (issue 41).
 */
export function groupBlockActions(status: GroupBlockStatus): Exclude<GroupBlockAction, 'create'>[] {
  return (['change', 'confirm', 'reduce', 'release', 'cancel'] as const).filter(
    (a) => groupBlockTransition(status, a, 'staff').ok,
  );
}
