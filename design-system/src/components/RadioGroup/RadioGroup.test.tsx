import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { describedAs } from '../../testing/description.ts';
import { Radio, RadioGroup } from './RadioGroup.tsx';

function Payment(props: { onChange?: (v: string) => void; isInvalid?: boolean }) {
  return (
    <RadioGroup label="Payment" errorMessage="Bitte wählen Sie eine Zahlungsart." {...props}>
      <Radio value="invoice">Invoice</Radio>
      <Radio value="card">Credit card</Radio>
      <Radio value="hotel" isDisabled>
        Pay at the hotel
      </Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is one Tab stop; arrows move and select, skipping disabled options', async () => {
    const onChange = vi.fn();
    render(<Payment onChange={onChange} />);
    const user = userEvent.setup();
    await user.tab();
    const invoice = screen.getByRole('radio', { name: 'Invoice' });
    expect(invoice).toHaveFocus();
    expect(invoice.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Credit card' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Invoice' })).toBeChecked();
    expect(onChange.mock.calls).toEqual([['card'], ['invoice']]);
  });

  it('is named by its label as a group', () => {
    render(<Payment />);
    expect(screen.getByRole('radiogroup', { name: 'Payment' })).toBeInTheDocument();
  });

  it('announces the translated error when invalid @wcag-3.3.1', () => {
    render(<Payment isInvalid />);
    expect(screen.getByRole('radiogroup', { name: 'Payment' })).toHaveAccessibleDescription(
      describedAs('Bitte wählen Sie eine Zahlungsart.'),
    );
  });

  it('renders once when mounted, its options too, with no description or error to show', () => {
    // react-aria looks for the group's description and error elements once it is mounted; when one was missing it
    // rendered the group and every option again (on a server-rendered page, right after hydrating).
    const commits: string[] = [];
    render(
      <Profiler id="payment" onRender={(_id, phase) => commits.push(phase)}>
        <Payment />
      </Profiler>,
    );
    expect(commits).toEqual(['mount']);
    expect(screen.getByRole('radiogroup', { name: 'Payment' })).not.toHaveAccessibleDescription(/\S/);
  });
});
