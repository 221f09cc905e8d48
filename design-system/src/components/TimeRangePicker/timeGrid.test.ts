import { Time } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  defaultTimeGrid,
  endOptions,
  latestStart,
  pickEnd,
  pickStart,
  startOptions,
  timeOf,
} from './timeGrid.ts';

const hm = (h: number, m: number) => h * 3600 + m * 60;
const office = { step: 30, minDuration: 60, minStart: new Time(8), maxEnd: new Time(18) };

describe('time grid', () => {
  it('offers starts every step from the earliest start up to the last one leaving the minimum duration', () => {
    const starts = startOptions(office);
    expect(starts[0]).toBe(hm(8, 0));
    expect(starts.at(-1)).toBe(hm(17, 0));
    expect(starts).toHaveLength(19);
  });

  it('offers ends from the earliest start plus the minimum duration up to the latest end', () => {
    expect(endOptions(office)[0]).toBe(hm(9, 0));
    expect(endOptions(office).at(-1)).toBe(hm(18, 0));
  });

  it('ends the default day at 23:59:59, off the 15-minute grid', () => {
    expect(endOptions(defaultTimeGrid).at(-1)).toBe(hm(23, 59) + 59);
    expect(latestStart(defaultTimeGrid)).toBe(hm(23, 30));
    expect(timeOf(hm(23, 59) + 59).toString()).toBe('23:59:59');
  });

  it('rejects a start after the latest start', () => {
    expect(pickStart({ start: null, end: null }, hm(17, 30), office)).toBeNull();
  });

  it('keeps the end when the new start still leaves the minimum duration', () => {
    expect(pickStart({ start: hm(9, 0), end: hm(12, 0) }, hm(10, 0), office)).toEqual({
      start: hm(10, 0),
      end: hm(12, 0),
      endMoved: false,
    });
  });

  it('moves the end to the latest end when the new start is too close to it', () => {
    expect(pickStart({ start: hm(9, 0), end: hm(12, 0) }, hm(11, 30), office)).toEqual({
      start: hm(11, 30),
      end: hm(18, 0),
      endMoved: true,
    });
  });

  it('rejects an end shorter than the minimum duration after the start', () => {
    expect(pickEnd({ start: hm(9, 0), end: hm(12, 0) }, hm(9, 30), office)).toBeNull();
    expect(pickEnd({ start: hm(9, 0), end: hm(12, 0) }, hm(10, 0), office)?.end).toBe(hm(10, 0));
  });
});
