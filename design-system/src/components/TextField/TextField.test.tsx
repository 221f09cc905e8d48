import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('is named by its label, described by its help text and typed into after Tab', async () => {
    const onChange = vi.fn();
    render(<TextField label="Event title" description="Shown on the invoice." onChange={onChange} />);
    await userEvent.tab();
    const input = screen.getByRole('textbox', { name: 'Event title' });
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('Shown on the invoice.');
    await userEvent.keyboard('Gala');
    expect(onChange).toHaveBeenLastCalledWith('Gala');
  });

  it('shows the translated error it is given and marks the input invalid', () => {
    render(<TextField label="Event title" isInvalid errorMessage="Dieses Feld ist erforderlich." />);
    const input = screen.getByRole('textbox', { name: 'Event title' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Dieses Feld ist erforderlich.');
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
