import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { FormActions, FormFullWidth, FormLayout, FormSection } from './FormLayout.tsx';

function RoomTypeForm({ disabled = false }: { disabled?: boolean }) {
  return (
    <form aria-label="Room type">
      <FormSection
        title="Basics"
        description="What guests see in the booking configurator."
        disabled={disabled}
      >
        <FormLayout>
          <TextField label="Name" />
          <TextField label="Code" />
          <FormFullWidth>
            <TextField label="Short description" />
          </FormFullWidth>
        </FormLayout>
      </FormSection>
      <FormSection title="Booking" headingLevel={3}>
        <FormLayout columns={1}>
          <Checkbox>Bookable online</Checkbox>
        </FormLayout>
      </FormSection>
      <FormActions sticky>
        <Button variant="secondary">Cancel</Button>
        <Button type="submit">Save</Button>
      </FormActions>
    </form>
  );
}

describe('FormLayout', () => {
  it('groups fields under a named section with its heading and description', () => {
    render(<RoomTypeForm />);
    const basics = screen.getByRole('group', { name: 'Basics' });
    expect(basics).toHaveAccessibleDescription('What guests see in the booking configurator.');
    expect(within(basics).getByRole('heading', { level: 2, name: 'Basics' })).toBeInTheDocument();
    expect(within(basics).getAllByRole('textbox')).toHaveLength(3);
    const booking = screen.getByRole('group', { name: 'Booking' });
    expect(within(booking).getByRole('heading', { level: 3, name: 'Booking' })).toBeInTheDocument();
    expect(booking).not.toHaveAttribute('aria-describedby');
  });

  it('keeps the tab order of the markup: fields in order, then Cancel and Save', async () => {
    render(<RoomTypeForm />);
    const user = userEvent.setup();
    const expected = [
      screen.getByRole('textbox', { name: 'Name' }),
      screen.getByRole('textbox', { name: 'Code' }),
      screen.getByRole('textbox', { name: 'Short description' }),
      screen.getByRole('checkbox', { name: 'Bookable online' }),
      screen.getByRole('button', { name: 'Cancel' }),
      screen.getByRole('button', { name: 'Save' }),
    ];
    for (const element of expected) {
      await user.tab();
      expect(element).toHaveFocus();
    }
  });

  it('a disabled section disables the native controls inside it', () => {
    render(<RoomTypeForm disabled />);
    expect(screen.getByRole('group', { name: 'Basics' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Bookable online' })).toBeEnabled();
  });
});
