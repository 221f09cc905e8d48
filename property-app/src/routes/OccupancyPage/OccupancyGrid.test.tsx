import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nRoot } from '../../i18n/I18nRoot.tsx';
import { createI18n } from '../../i18n/instance.ts';
import type { DaySelection } from './daySelection.ts';
import { OccupancyGrid } from './OccupancyGrid.tsx';
import type { OccupancyGroup } from './occupancyGrid.ts';

/*
 * Issue 44: the chosen days of the occupancy grid are there for assistive technology too, not for the eye only. The
 * grid is multiselectable; each day cell says whether it is chosen (aria-selected true or false, as the ARIA grid
 * pattern has it) and a chosen cell's name says so instead of ending in "free" (WCAG 4.1.2, 1.3.1).
 */

const days = ['2031-03-10', '2031-03-11', '2031-03-12'];
const groups: OccupancyGroup[] = [
  {
    id: 1,
    name: 'Loft',
    rows: [
      {
        unitId: 5,
        unitName: 'Loft 2',
        unitgroupId: 1,
        cells: days.map((day, i) => ({
          day,
          holders: i === 2 ? [{ kind: 'booking', bookingId: 9, state: 8, who: 'Müller', run: 1 }] : [],
        })),
      },
      { unitId: 6, unitName: 'Loft 3', unitgroupId: 1, cells: days.map((day) => ({ day, holders: [] })) },
    ],
  },
];

function renderGrid(language: 'en' | 'de', selection: DaySelection | null) {
  render(
    <I18nRoot instance={createI18n(language)}>
      <p id="hint">Hint</p>
      <OccupancyGrid
        groups={groups}
        days={days}
        today="2031-03-10"
        view="week"
        label="Occupancy"
        hintId="hint"
        selection={selection}
        onSelectionChange={() => {}}
        onOpenBooking={() => {}}
      />
    </I18nRoot>,
  );
  return screen.getByRole('grid', { name: 'Occupancy' });
}

describe('the occupancy grid tells assistive technology which days are chosen', () => {
  it('is a multiselectable grid whose day cells are all "not selected" while nothing is chosen @wcag-4.1.2', () => {
    const grid = renderGrid('en', null);
    expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    const dayCells = within(grid).getAllByRole('gridcell', { selected: false });
    expect(dayCells.filter((c) => c.getAttribute('aria-selected') === 'false')).toHaveLength(6);
    expect(within(grid).queryAllByRole('gridcell', { selected: true })).toEqual([]);
    expect(
      within(grid).getByRole('gridcell', { name: 'Loft 2, Monday 10 March: free', selected: false }),
    ).toBeInTheDocument();
    // The unit names are row headers, not days: they are never selected.
    expect(within(grid).getByRole('rowheader', { name: 'Loft 2' })).not.toHaveAttribute('aria-selected');
  });

  it('marks the chosen days of one unit selected and names them chosen, not "free" @wcag-4.1.2 @wcag-1.3.1', () => {
    const grid = renderGrid('en', { unitId: 5, anchor: 2, focus: 0 });
    expect(within(grid).getAllByRole('gridcell', { selected: true })).toHaveLength(3);
    for (const name of [
      'Loft 2, Monday 10 March: free, selected',
      'Loft 2, Tuesday 11 March: free, selected',
      'Loft 2, Wednesday 12 March: booked, Müller, selected',
    ])
      expect(within(grid).getByRole('gridcell', { name, selected: true })).toBeInTheDocument();
    // The same days of the other unit stay free and not selected.
    expect(
      within(grid).getByRole('gridcell', { name: 'Loft 3, Monday 10 March: free', selected: false }),
    ).toBeInTheDocument();
  });

  it('says the same in German @wcag-4.1.2 @wcag-1.3.1', () => {
    const grid = renderGrid('de', { unitId: 6, anchor: 1, focus: 1 });
    expect(
      within(grid).getByRole('gridcell', {
        name: 'Loft 3, Dienstag, 11. März: frei, ausgewählt',
        selected: true,
      }),
    ).toBeInTheDocument();
    expect(
      within(grid).getByRole('gridcell', { name: 'Loft 3, Montag, 10. März: frei', selected: false }),
    ).toBeInTheDocument();
  });
});

describe('a unit held for a group block', () => {
  it('is named for its event, apart from out-of-sale blocks, and is not free', () => {
    render(
      <I18nRoot instance={createI18n('en')}>
        <p id="hint">Hint</p>
        <OccupancyGrid
          groups={[
            {
              id: 1,
              name: 'Double',
              rows: [
                {
                  unitId: 3,
                  unitName: 'DBL-3',
                  unitgroupId: 1,
                  cells: [
                    {
                      day: '2026-12-14',
                      holders: [
                        { kind: 'group', bookingId: null, blockId: 4, eventName: 'Medical Congress', run: 1 },
                      ],
                    },
                  ],
                },
              ],
            },
          ]}
          days={['2026-12-14']}
          today="2026-12-01"
          view="week"
          label="Occupancy"
          hintId="hint"
          selection={null}
          onSelectionChange={() => {}}
          onOpenBooking={() => {}}
        />
      </I18nRoot>,
    );
    expect(
      screen.getByRole('gridcell', { name: 'DBL-3, Monday 14 December: group block, Medical Congress' }),
    ).toBeInTheDocument();
  });
});
