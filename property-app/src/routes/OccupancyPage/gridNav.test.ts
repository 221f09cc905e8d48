import { describe, expect, it } from 'vitest';
import { nextItem, searchItem } from './gridNav.ts';

/*
 * The grid's keys as react-aria's Table had them (its TableKeyboardDelegate), on a table of a unit group's row and
 * two unit rows of two days each.
 */

function table() {
  document.body.innerHTML = `
    <table role="grid">
      <thead role="rowgroup"><tr role="row">
        <th role="columnheader" id="h0">Unit</th><th role="columnheader" id="h1">Mon</th><th role="columnheader" id="h2">Tue</th>
      </tr></thead>
      <tbody role="rowgroup">
        <tr role="row" id="g"><td role="rowheader" id="g0" colspan="3">Single room</td></tr>
        <tr role="row" id="a"><td role="rowheader" id="a0">SGL-1</td><td role="gridcell" id="a1"></td><td role="gridcell" id="a2"></td></tr>
        <tr role="row" id="b"><td role="rowheader" id="b0">SGL-2</td><td role="gridcell" id="b1"></td><td role="gridcell" id="b2"></td></tr>
      </tbody>
    </table>`;
  const grid = document.querySelector('table') as HTMLTableElement;
  const move = (from: string, key: string, mod: { ctrlKey?: boolean } = {}, rtl = false) =>
    nextItem(
      grid,
      document.getElementById(from) as HTMLElement,
      { key, ctrlKey: mod.ctrlKey ?? false, metaKey: false },
      rtl,
    )?.id ?? null;
  return { grid, move };
}

describe('the occupancy grid keys', () => {
  it('moves up and down in a column, through a group row over all columns, into the day headers', () => {
    const { move } = table();
    expect(move('b2', 'ArrowUp')).toBe('a2');
    expect(move('a2', 'ArrowUp')).toBe('g0');
    expect(move('g0', 'ArrowUp')).toBe('h0');
    expect(move('h2', 'ArrowDown')).toBe('g0');
    expect(move('g0', 'ArrowDown')).toBe('a0');
    expect(move('b1', 'ArrowDown')).toBeNull();
    expect(move('h1', 'ArrowUp')).toBeNull();
    // A focused row moves by rows, and from the first row up to the first column header.
    expect(move('a', 'ArrowDown')).toBe('b');
    expect(move('g', 'ArrowUp')).toBe('h0');
  });

  it('moves along a row to the row itself past its ends, and between the day headers around', () => {
    const { move } = table();
    expect(move('a0', 'ArrowRight')).toBe('a1');
    expect(move('a2', 'ArrowRight')).toBe('a');
    expect(move('a0', 'ArrowLeft')).toBe('a');
    expect(move('a', 'ArrowRight')).toBe('a0');
    expect(move('a', 'ArrowLeft')).toBe('a2');
    expect(move('a1', 'ArrowRight', {}, true)).toBe('a0');
    expect(move('h2', 'ArrowRight')).toBe('h0');
    expect(move('h0', 'ArrowLeft')).toBe('h2');
  });

  it('goes to the ends of a row with Home and End, of the grid with Ctrl', () => {
    const { move } = table();
    expect(move('a1', 'Home')).toBe('a0');
    expect(move('a1', 'End')).toBe('a2');
    expect(move('a1', 'Home', { ctrlKey: true })).toBe('g0');
    expect(move('a1', 'End', { ctrlKey: true })).toBe('b2');
    expect(move('b', 'Home')).toBe('g');
    expect(move('a', 'End')).toBe('b');
    expect(move('a1', 'x')).toBeNull();
  });

  it('finds a unit or a group by the start of its name, from the focused row on', () => {
    const { grid } = table();
    const at = (id: string) => document.getElementById(id);
    expect(searchItem(grid, at('a1'), 'sgl')?.id).toBe('a0');
    expect(searchItem(grid, at('b1'), 'sgl-1')?.id).toBe('a0');
    expect(searchItem(grid, at('b'), 'si')?.id).toBe('g');
    expect(searchItem(grid, at('a1'), 'dbl')).toBeNull();
  });
});
