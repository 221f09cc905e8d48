import { BookingState } from '../model/bookingState.ts';
import { LIFECYCLE, LIFECYCLE_GUARDS, type LifecycleAction, type LifecycleGuard } from './lifecycle.ts';

const stateNames = new Map<number, string>(
  Object.entries(BookingState).map(([name, value]) => [value, name]),
);
const stateText = (state: number | null) => (state === null ? '—' : `${stateNames.get(state)} (${state})`);

const actionText: Readonly<Record<LifecycleAction, string>> = {
  request: 'request an offer',
  reserve: 'reserve directly',
  sendOffer: 'send an offer',
  confirm: 'confirm',
  pay: 'pay (the payment succeeds)',
  edit: 'edit lines',
  lapse: 'option date passes',
  cancel: 'cancel',
  clear: 'mark as settled',
  delete: 'delete',
};

const guardsText = (guards: readonly LifecycleGuard[] | undefined) =>
  (guards ?? []).map((g) => LIFECYCLE_GUARDS[g].text).join(' and ');

/**
 * docs/rules.md#booking-lifecycle: the machine as a Markdown table, the one in docs/booking-lifecycle.md
 * (a test keeps that page equal to it; `npm run docs:lifecycle` writes it).
 * @public scripts/write-lifecycle-table.ts writes it into docs/booking-lifecycle.md
 */
export function lifecycleTable(): string {
  const lines = ['| from | action | who | when | to |', '|---|---|---|---|---|'];
  for (const row of LIFECYCLE) {
    const to = row.outcomes
      .map((o, i) => {
        const state = o.to === 'same' ? 'stays' : stateText(o.to);
        if (o.when) return `${state} if ${guardsText(o.when)}`;
        return i === 0 ? state : `else ${state}`;
      })
      .join('; ');
    lines.push(
      `| ${row.from.map(stateText).join(' / ')} | ${actionText[row.action]} | ${row.actors.join(' or ')} | ${
        guardsText(row.guards) || '—'
      } | ${to} |`,
    );
  }
  return lines.join('\n');
}
