import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { describedAs } from '../../testing/description.ts';
import { RequiredNote } from './FieldParts.tsx';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('is named by its label, described by its help text and typed into after Tab', async () => {
    const onChange = vi.fn();
    render(<TextField label="Event title" description="Shown on the invoice." onChange={onChange} />);
    await userEvent.tab();
    const input = screen.getByRole('textbox', { name: 'Event title' });
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription(describedAs('Shown on the invoice.'));
    await userEvent.keyboard('Gala');
    expect(onChange).toHaveBeenLastCalledWith('Gala');
  });

  it('shows the translated error it is given and marks the input invalid', () => {
    render(<TextField label="Event title" isInvalid errorMessage="Dieses Feld ist erforderlich." />);
    const input = screen.getByRole('textbox', { name: 'Event title' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(describedAs('Dieses Feld ist erforderlich.'));
  });

  it('marks a required field with an asterisk the eye reads and a screen reader hears as "required" @wcag-3.3.2', () => {
    render(
      <I18nProvider locale="de-DE">
        <RequiredNote />
        <TextField label="Vorname" isRequired />
        <TextField label="Firma" />
      </I18nProvider>,
    );
    const required = screen.getByRole('textbox', { name: 'Vorname' });
    expect(required).toBeRequired();
    const mark = screen.getByText('Vorname').nextElementSibling;
    expect(mark).toHaveTextContent('*');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    const optional = screen.getByRole('textbox', { name: 'Firma' });
    expect(optional).not.toBeRequired();
    // One asterisk on the page: the required field's, not the optional one's.
    expect(screen.getAllByText('*')).toEqual([mark]);
    expect(screen.getByText('Mit * gekennzeichnete Felder müssen ausgefüllt werden.')).toBeVisible();
  });

  it('explains the asterisk in English too', () => {
    render(
      <I18nProvider locale="en-GB">
        <RequiredNote />
      </I18nProvider>,
    );
    expect(screen.getByText('Fields marked * must be filled in.')).toBeInTheDocument();
  });

  it('shows no error while valid', () => {
    render(<TextField label="Event title" errorMessage="Dieses Feld ist erforderlich." />);
    expect(screen.queryByText('Dieses Feld ist erforderlich.')).not.toBeInTheDocument();
  });

  it('marks keyboard focus so the focus ring shows', async () => {
    render(<TextField label="Event title" />);
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Event title' })).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
  });

  it('cannot be edited when disabled', async () => {
    render(<TextField label="Event title" isDisabled defaultValue="Gala" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Event title' }), 'x');
    expect(screen.getByRole('textbox', { name: 'Event title' })).toHaveValue('Gala');
  });
});
