import { CalendarDate } from '@internationalized/date';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { type Step, StepNav } from './StepNav.tsx';
import { neighbourStep } from './stepOrder.ts';

const steps: Step[] = [
  { id: 'rooms', label: 'Rooms' },
  { id: 'lunch', label: 'Lunch', isDisabled: true, opensOn: new CalendarDate(2027, 1, 12) },
  { id: 'extras', label: 'Extras' },
];

const renderNav = (locale: string, onSelectionChange = vi.fn()) =>
  render(
    <I18nProvider locale={locale}>
      <StepNav steps={steps} aria-label="Booking steps" onSelectionChange={onSelectionChange}>
        {(step) => <p>{step.label} page</p>}
      </StepNav>
    </I18nProvider>,
  );

describe('StepNav', () => {
  it('says from which date a disabled page opens, in the locale', () => {
    renderNav('en-GB');
    expect(screen.getByRole('tab', { name: 'Lunch from 12 Jan 2027' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('says it in German too', () => {
    renderNav('de-DE');
    expect(screen.getByRole('tab', { name: 'Lunch ab 12.01.2027' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
  });

  it('Next skips the disabled page and Back returns, both by keyboard', async () => {
    const onSelectionChange = vi.fn();
    renderNav('en-GB', onSelectionChange);
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Extras' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Extras page');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Back' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('tab', { name: 'Rooms' })).toHaveAttribute('aria-selected', 'true');
    expect(onSelectionChange.mock.calls).toEqual([['extras'], ['rooms']]);
  });

  it('arrow keys in the tab list skip the disabled page', async () => {
    renderNav('en-GB');
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Rooms' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Extras' })).toHaveFocus();
  });
});

describe('neighbourStep', () => {
  it('finds the nearest enabled page in each direction, or none', () => {
    expect(neighbourStep(steps, 'rooms', 1)).toBe('extras');
    expect(neighbourStep(steps, 'extras', -1)).toBe('rooms');
    expect(neighbourStep(steps, 'extras', 1)).toBeNull();
    expect(neighbourStep(steps, 'missing', 1)).toBeNull();
  });
});
