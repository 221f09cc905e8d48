import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describedAs } from '../../testing/description.ts';
import { TextArea } from './TextArea.tsx';

describe('TextArea', () => {
  it('takes several lines: Enter adds a line instead of submitting', async () => {
    const onChange = vi.fn();
    render(<TextArea label="Notes" onChange={onChange} />);
    await userEvent.tab();
    const area = screen.getByRole('textbox', { name: 'Notes' });
    expect(area).toHaveFocus();
    expect(area).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('a{Enter}b');
    expect(onChange).toHaveBeenLastCalledWith('a\nb');
  });

  it('announces its translated error when invalid', () => {
    render(<TextArea label="Notes" isInvalid errorMessage="Höchstens 500 Zeichen." />);
    const area = screen.getByRole('textbox', { name: 'Notes' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription(describedAs('Höchstens 500 Zeichen.'));
  });
});
