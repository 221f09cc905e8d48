import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/typedSettings.ts';
import { timeslice } from '../testing/factories.ts';
import { offersTimesliceChoice } from './timesliceChoice.ts';

describe('the time slice choice', () => {
  it('is offered when the property has several time slices', () => {
    expect(offersTimesliceChoice(defaultSettings, [timeslice(1), timeslice(2)])).toBe(true);
  });

  it('is not offered for a hotel with its one overnight slice, nor without any', () => {
    expect(offersTimesliceChoice(defaultSettings, [timeslice(1, { overnight: true })])).toBe(false);
    expect(offersTimesliceChoice(defaultSettings, [])).toBe(false);
  });

  it('is offered for a single slice the property makes mandatory', () => {
    expect(offersTimesliceChoice({ ...defaultSettings, timesliceMandatory: true }, [timeslice(1)])).toBe(
      true,
    );
  });

  it('gives way to the time range picker of flexible slots', () => {
    expect(
      offersTimesliceChoice({ ...defaultSettings, flexibleslotEnabled: true }, [timeslice(1), timeslice(2)]),
    ).toBe(false);
  });
});
