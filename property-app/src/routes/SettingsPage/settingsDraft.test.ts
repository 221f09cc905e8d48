import { SETTING_PREFIX, settingSpec } from '@venue/domain';
import { describe, expect, it } from 'vitest';
import {
  draftProblems,
  orderProblems,
  pendingChanges,
  type StoredSetting,
  sameValue,
  shownValue,
  storedByKey,
  valueProblem,
  withoutKeys,
  withSaved,
} from './settingsDraft.ts';

const spec = (key: string) => {
  const found = settingSpec(key);
  if (!found) throw new Error(`no setting ${key}`);
  return found;
};
const row = (id: number, key: string, value: string, version = 1): StoredSetting => ({
  id,
  version,
  key,
  value,
});

describe('the settings draft', () => {
  const stored = storedByKey([
    row(1, `${SETTING_PREFIX}minNightcount`, '2'),
    row(2, `${SETTING_PREFIX}autostart`, 'yes'),
    row(3, 'duration.max', '5'),
    row(4, `${SETTING_PREFIX}duration.max`, '7', 3),
    row(5, `${SETTING_PREFIX}no.such.key`, 'x'),
    // A key no longer offered (docs/settings.md#settings-not-offered) is unknown like any other.
    row(6, `${SETTING_PREFIX}payment.providers`, '1'),
    row(7, 'enddate.enabled', 'false'),
  ]);

  it('knows the stored rows by key, the later of two rows of one key winning, unknown keys left out', () => {
    expect([...stored.keys()].sort()).toEqual(['autostart', 'duration.max', 'minNightcount']);
    expect(stored.get('duration.max')).toMatchObject({ id: 4, value: '7' });
  });

  it('shows the draft, else the stored value, else the default', () => {
    expect(shownValue(spec('minNightcount'), stored, {})).toBe('2');
    expect(shownValue(spec('minNightcount'), stored, { minNightcount: '4' })).toBe('4');
    expect(shownValue(spec('minNightcount'), stored, { minNightcount: null })).toBe('0');
    expect(shownValue(spec('defaultGuests'), stored, {})).toBe('1');
    expect(shownValue(spec('flexibleslot.maxEndtime'), stored, {})).toBe('23:59:59');
  });

  it('takes different spellings of one value as the same', () => {
    expect(sameValue(spec('autostart'), 'yes', 'true')).toBe(true);
    expect(sameValue(spec('flexibleslot.minDuration'), '00:15:00', '15')).toBe(true);
    expect(sameValue(spec('flexibleslot.minStarttime'), '8:00', '08:00:00')).toBe(true);
    expect(sameValue(spec('autostart'), 'yes', 'false')).toBe(false);
    expect(sameValue(spec('promocode.default'), '', 'SUMMER')).toBe(false);
  });

  it('plans one call per real change, in catalog order: update a stored row, add a missing one, delete on "back to default"', () => {
    const changes = pendingChanges(stored, {
      minNightcount: '3',
      autostart: 'true', // the same as 'yes': nothing to do
      defaultGuests: '1', // the default, not stored: nothing to do
      noGuests: 'true',
      'duration.max': null,
      'flexibleslot.enabled': null, // not stored: nothing to delete
    });
    expect(changes.map((c) => [c.kind, c.key])).toEqual([
      ['add', 'noGuests'],
      ['remove', 'duration.max'],
      ['update', 'minNightcount'],
    ]);
    expect(changes[0]).toEqual({ kind: 'add', key: 'noGuests', value: 'true' });
    expect(changes[1]).toMatchObject({ row: { id: 4, version: 3 } });
    expect(changes[2]).toMatchObject({ row: { id: 1 }, value: '3' });
  });

  it('deletes the row when a field is emptied where empty means the default', () => {
    expect(pendingChanges(stored, { minNightcount: '' })).toEqual([
      { kind: 'remove', key: 'minNightcount', row: stored.get('minNightcount') },
    ]);
    expect(pendingChanges(stored, { 'booking.maxAmount': '' })).toEqual([]);
  });

  it('names a value the server would refuse, and a choice of several left empty', () => {
    expect(valueProblem(spec('flexibleslot.minStarttime'), '25:00')).toBe('invalid');
    expect(valueProblem(spec('flexibleslot.minStarttime'), '08:30')).toBeNull();
    expect(valueProblem(spec('configurator.payment.deposit.inpercent'), '120')).toBe('invalid');
    expect(valueProblem(spec('booking.maxAmount'), 'a lot')).toBe('invalid');
    expect(valueProblem(spec('booking.maxAmount'), '')).toBeNull();
    expect(valueProblem(spec('startWeekdays'), '')).toBe('noneChosen');
    expect(valueProblem(spec('paymentOptions.methods'), '')).toBe('noneChosen');
    expect(valueProblem(spec('paymentOptions.kind'), 'fax')).toBe('invalid');
    expect(valueProblem(spec('promocode.default'), 'x'.repeat(5001))).toBe('tooLong');
  });

  it('blocks only on problems of changed values; an unchanged bad stored value is its own matter', () => {
    const bad = storedByKey([row(9, `${SETTING_PREFIX}minNightcount`, 'two')]);
    expect([...draftProblems(bad, { minNightcount: 'two', autostart: 'maybe' })]).toEqual([
      ['autostart', 'invalid'],
    ]);
    expect([...draftProblems(bad, { minNightcount: 'three', 'booking.maxAmount': '12' })]).toEqual([
      ['minNightcount', 'invalid'],
    ]);
    expect(draftProblems(bad, { minNightcount: null }).size).toBe(0);
  });

  it('names a value that crosses the one it is ordered with, once the user touched either', () => {
    // Stored: duration.max 7. A shortest event of 8 days crosses it; so does a longest event below the shortest.
    expect([...orderProblems(stored, { 'duration.min': '8' })]).toEqual([['duration.min', ['duration.max']]]);
    expect([...orderProblems(stored, { 'duration.min': '7', 'duration.default': '7' })]).toEqual([]);
    // Raising the shortest event above the default length leaves the default outside its bounds.
    expect([...orderProblems(stored, { 'duration.min': '7' })]).toEqual([
      ['duration.default', ['duration.min', 'duration.max']],
    ]);
    expect([...orderProblems(stored, { 'duration.min': '3', 'duration.max': '2' })]).toEqual([
      ['duration.min', ['duration.max']],
    ]);
    expect([...orderProblems(stored, { 'flexibleslot.maxEndtime': '00:00' })]).toEqual([
      ['flexibleslot.minStarttime', ['flexibleslot.maxEndtime']],
    ]);
    expect([...orderProblems(stored, { 'duration.default': '9' })]).toEqual([
      ['duration.default', ['duration.min', 'duration.max']],
    ]);
    // A crossing already stored, untouched, is not the user's doing now.
    const crossedAlready = storedByKey([row(1, 'minNightcount', '5'), row(2, 'maxNightcount', '3')]);
    expect(orderProblems(crossedAlready, { autostart: 'true' }).size).toBe(0);
    expect(orderProblems(crossedAlready, { maxNightcount: '4' }).get('minNightcount')).toEqual([
      'maxNightcount',
    ]);
  });

  it('settles saved keys: the row replaces the old one or drops out, the draft forgets the key', () => {
    const saved = withSaved(stored, 'noGuests', row(10, `${SETTING_PREFIX}noGuests`, 'true'));
    expect(saved.get('noGuests')?.id).toBe(10);
    expect(withSaved(saved, 'minNightcount', null).has('minNightcount')).toBe(false);
    expect(withoutKeys({ noGuests: 'true', minNightcount: '4' }, ['noGuests'])).toEqual({
      minNightcount: '4',
    });
    // The stored rows are not changed in place.
    expect(stored.has('noGuests')).toBe(false);
  });
});
