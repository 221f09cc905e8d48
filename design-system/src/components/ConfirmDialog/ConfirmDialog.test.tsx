import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useFocusAfterRemoval } from './useFocusAfterRemoval.ts';

/** A list of units, each deleted only after the confirmation. */
function Units({ initial }: { initial: string[] }) {
  const [units, setUnits] = useState(initial);
  const [asking, setAsking] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focus = useFocusAfterRemoval(heading);
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        Units
      </h2>
      {units.length > 0 && (
        <ul>
          {units.map((u) => (
            <li key={u}>
              {u}
              <Button variant="secondary">Rename</Button>
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
      )}
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
      >
        Bookings keep their copy.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('names what goes, starts on Cancel, and Cancel keeps it and hands focus back @wcag-3.3.4 @wcag-2.4.3', async () => {
    render(<Units initial={['SGL-1', 'SGL-2']} />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Delete SGL-2' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete unit SGL-2?' });
    expect(dialog).toHaveAccessibleDescription('Bookings keep their copy.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('SGL-2')).toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('after confirming, focus goes to the next row’s same button, the previous row’s, then the heading @wcag-3.3.4 @wcag-2.4.3', async () => {
    render(<Units initial={['SGL-1', 'SGL-2', 'SGL-3']} />);
    const user = userEvent.setup();
    const confirm = async (name: string) => {
      screen.getByRole('button', { name }).focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Delete unit' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    };
    await confirm('Delete SGL-2');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete SGL-3' })).toHaveFocus());
    await confirm('Delete SGL-3');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete SGL-1' })).toHaveFocus());
    await confirm('Delete SGL-1');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Units' })).toHaveFocus());
  });

  it('shows why a removal failed and labels Cancel in German', async () => {
    render(
      <I18nProvider locale="de-DE">
        <ConfirmDialog
          isOpen
          title="Einheit SGL-2 löschen?"
          confirmLabel="Einheit löschen"
          error="Die Einheit ist gebucht."
          onCancel={() => {}}
          onConfirm={() => {}}
        />
      </I18nProvider>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Einheit SGL-2 löschen?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Die Einheit ist gebucht.');
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Einheit löschen' })).toBeInTheDocument();
  });
});
