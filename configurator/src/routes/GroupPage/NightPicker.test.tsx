import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IsoDate } from '@venue/domain';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PickupBlock } from '../../api/pickup.ts';
import { I18nRoot } from '../../i18n/I18nRoot.tsx';
import { createI18n } from '../../i18n/i18n.ts';
import { NightPicker } from './NightPicker.tsx';
import { choiceProblems, type NightReason, problemsByNight } from './pickupRules.ts';

/*
 * docs/pages.md#group-code: the nights of a block as the attendee chooses them. The widget is handed the nights that
 * cannot be booked and the domain's problems (pickupProblems through pickupRules.ts); it shows them at the nights.
 */

const today = '2027-03-01';
const block: PickupBlock = {
  id: 4,
  unitgroupId: 2,
  unitgroupName: 'Double room, lake view',
  rateplanId: 1,
  rateplanName: 'Daily rate',
  unitPrice: 11900,
  currency: 'EUR',
  nights: [
    { night: '2027-03-10', units: 3, remaining: 3 },
    { night: '2027-03-11', units: 3, remaining: 0 },
    { night: '2027-03-12', units: 3, remaining: 1 },
  ],
  releasedNights: [],
};
const unavailable: ReadonlyMap<IsoDate, NightReason> = new Map([['2027-03-11', 'soldOut']]);

/** The picker as the page uses it: the chosen nights held, their problems from the domain. */
function Picker({ language }: { language: 'en' | 'de' }) {
  const [chosen, setChosen] = useState<ReadonlySet<IsoDate>>(new Set());
  const shown = problemsByNight(choiceProblems(block, unavailable, chosen, today));
  return (
    <I18nRoot instance={createI18n(language)}>
      <NightPicker
        id="nights"
        block={block}
        chosen={chosen}
        onChange={setChosen}
        unavailable={unavailable}
        nightProblem={(night) => shown.nights.get(night) ?? null}
        wholeProblems={shown.whole.filter((code) => code !== 'noNights')}
      />
    </I18nRoot>
  );
}

describe('the nights of a group block', () => {
  it('name each night with the rooms left and the negotiated price; a sold-out one cannot be chosen', () => {
    render(<Picker language="en" />);
    expect(screen.getByRole('group', { name: 'Your nights' })).toBeTruthy();
    const first = screen.getByRole('checkbox', { name: 'Wednesday, 10 March 2027' });
    expect(first.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('3 rooms left, €119.00 per night')).toBeTruthy();
    expect(screen.getByText('1 room left, €119.00 per night')).toBeTruthy();
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'Thursday, 11 March 2027' }) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it('are chosen by keyboard, and nights with a gap between them are said to need to follow one another', async () => {
    const user = userEvent.setup();
    render(<Picker language="en" />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Wednesday, 10 March 2027' }));
    await user.keyboard(' ');
    await user.tab();
    // The sold-out night is skipped: the next stop is the night after it.
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Friday, 12 March 2027' }));
    await user.keyboard(' ');
    expect(screen.getByText('Please choose nights that follow one another, without a gap.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Your nights' }).getAttribute('aria-describedby')).toBe(
      'nights-error',
    );
    await user.keyboard(' ');
    expect(screen.queryByText('Please choose nights that follow one another, without a gap.')).toBeNull();
  });

  it('say it in German', () => {
    render(<Picker language="de" />);
    expect(screen.getByRole('group', { name: 'Ihre Nächte' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Mittwoch, 10. März 2027' })).toBeTruthy();
    expect(screen.getByText('3 Zimmer frei, 119,00 € pro Nacht')).toBeTruthy();
    expect(screen.getByText('Ausgebucht')).toBeTruthy();
  });
});
