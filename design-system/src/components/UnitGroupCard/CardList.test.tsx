import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { CardList } from './CardList.tsx';
import { UnitGroupCard } from './UnitGroupCard.tsx';

const rooms = [
  { name: 'Linde', blocked: false },
  { name: 'Eiche', blocked: true },
  { name: 'Ahorn', blocked: false },
  { name: 'Buche', blocked: false },
];

/** Four rooms in one list (Eiche blocked), each selectable, the selected one with its quantity field. */
function Rooms() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <I18nProvider locale="en-GB">
      <button type="button">Before</button>
      <CardList aria-label="Meeting rooms">
        {rooms.map((room) => (
          <li key={room.name}>
            <UnitGroupCard
              name={room.name}
              currency="EUR"
              price={10000}
              availability={room.blocked ? 'blocked' : 'free'}
              isSelected={selected.has(room.name)}
              {...(selected.has(room.name) ? { quantity: 1, maxQuantity: 3 } : {})}
              onSelectedChange={(on) =>
                setSelected((all) => {
                  const next = new Set(all);
                  if (on) next.add(room.name);
                  else next.delete(room.name);
                  return next;
                })
              }
            />
          </li>
        ))}
      </CardList>
      <button type="button">After</button>
    </I18nProvider>
  );
}

const toggle = (name: string) => screen.getByRole('button', { name: `Select ${name}` });

describe('CardList', { timeout: 20_000 }, () => {
  it('is one named toolbar holding the list of cards @wcag-4.1.2 @wcag-1.3.1', () => {
    render(<Rooms />);
    const list = screen.getByRole('toolbar', { name: 'Meeting rooms' });
    // Inside, the cards stay a list: one item per card, each card an article named by its heading.
    const cards = within(list).getAllByRole('list')[0];
    expect(cards?.querySelectorAll(':scope > li')).toHaveLength(4);
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby')),
    ).toHaveLength(4);
    expect(within(list).getByRole('article', { name: 'Eiche' })).toBeInTheDocument();
  });

  it('is one Tab stop: Tab enters at the first card and the next Tab leaves the list @wcag-2.1.1', async () => {
    const user = userEvent.setup();
    render(<Rooms />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(toggle('Linde')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(toggle('Linde')).toHaveFocus();
  });

  it('moves between the cards with the arrow keys, Home and End, past a blocked card @wcag-2.1.1', async () => {
    const user = userEvent.setup();
    render(<Rooms />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(toggle('Ahorn')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(toggle('Buche')).toHaveFocus();
    // At the end the key stays put (no wrapping).
    await user.keyboard('{ArrowDown}');
    expect(toggle('Buche')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(toggle('Linde')).toHaveFocus();
    await user.keyboard('{End}');
    expect(toggle('Buche')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(toggle('Linde')).toHaveFocus();
  });

  it('selects with Enter and Space, and the pressed state is what a screen reader hears', async () => {
    const user = userEvent.setup();
    render(<Rooms />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(toggle('Ahorn')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowDown} ');
    expect(toggle('Buche')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(toggle('Buche')).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps a selected card’s fields after its toggle in the Tab order, and Tab returns to the last card used', async () => {
    const user = userEvent.setup();
    render(<Rooms />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await user.keyboard('{ArrowDown}{Enter}');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveFocus();
    // Up/Down in the field change its number, they do not move to another card.
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(toggle('Ahorn')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    await user.tab();
    expect(toggle('Ahorn')).toHaveFocus();
  });
});
