import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('is reached by Tab, shows focus and toggles with Space', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>I accept the terms</Checkbox>);
    const user = userEvent.setup();
    await user.tab();
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveFocus();
    expect(box.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles when its label is clicked', async () => {
    render(<Checkbox>I accept the terms</Checkbox>);
    await userEvent.click(screen.getByText('I accept the terms'));
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toBeChecked();
  });

  it('announces the translated error while invalid', () => {
    render(
      <Checkbox isInvalid errorMessage="Bitte akzeptieren Sie die AGB.">
        Ich akzeptiere die AGB
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'Ich akzeptiere die AGB' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Bitte akzeptieren Sie die AGB.');
  });

  it('cannot be toggled when disabled', async () => {
    render(<Checkbox isDisabled>I accept the terms</Checkbox>);
    await userEvent.click(screen.getByText('I accept the terms'));
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).not.toBeChecked();
  });
});
