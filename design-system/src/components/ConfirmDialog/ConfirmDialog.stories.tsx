import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useFocusAfterRemoval } from './useFocusAfterRemoval.ts';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: true,
    title: 'Delete unit SGL-2?',
    children: 'The unit leaves the offer; bookings keep their copy.',
    confirmLabel: 'Delete unit',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open, as it first shows: Cancel has the focus. */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete unit SGL-2?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

export const German: Story = {
  args: {
    title: 'Veröffentlichten Kalenderlink für Einzelzimmer widerrufen?',
    children: 'Wer den Link abonniert hat, sieht danach keine belegten Tage mehr.',
    confirmLabel: 'Link widerrufen',
  },
  globals: { locale: 'de' },
};

export const Failed: Story = {
  args: { error: 'This unit is still used by a booking; it cannot be deleted.' },
};

export const Pending: Story = {
  args: { isPending: true },
  tags: ['no-visual'],
};

/** A list whose rows are deleted only after the confirmation; focus then goes to the next row's button. */
function UnitList() {
  const [units, setUnits] = useState(['SGL-1', 'SGL-2', 'SGL-3']);
  const [asking, setAsking] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focus = useFocusAfterRemoval(heading);
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        Units
      </h2>
      <ul>
        {units.map((u) => (
          <li key={u}>
            {u}{' '}
            <Button
              variant="secondary"
              aria-label={`Delete ${u}`}
              onPress={(e) => {
                focus.remember(e.target);
                setAsking(u);
              }}
            >
              Delete
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={asking !== null}
        title={`Delete unit ${asking}?`}
        confirmLabel="Delete unit"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setUnits((all) => all.filter((u) => u !== asking));
          setAsking(null);
          focus.removed();
        }}
      />
    </>
  );
}

export const InAList: Story = {
  render: () => <UnitList />,
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Delete SGL-2' });
    await userEvent.click(opener);
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete unit SGL-2?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.click(opener);
    dialog = await screen.findByRole('alertdialog', { name: 'Delete unit SGL-2?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete unit' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete SGL-3' })).toHaveFocus());
  },
};
