import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { LanguagePicker } from './LanguagePicker.tsx';

const languages = [
  { id: 'en', name: 'English', lang: 'en' },
  { id: 'de', name: 'Deutsch', lang: 'de' },
];

describe('LanguagePicker', () => {
  it('changes the language only on OK, all by keyboard, and gives focus back @wcag-3.2.2', async () => {
    const onChange = vi.fn();
    render(<LanguagePicker languages={languages} value="de" onChange={onChange} />);
    const user = userEvent.setup();
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Language: Deutsch' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Language' });
    await user.tab();
    expect(within(dialog).getByRole('radio', { name: 'Deutsch' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(within(dialog).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenCalledWith('en');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('keeps the language on Cancel and starts fresh next time', async () => {
    const onChange = vi.fn();
    render(<LanguagePicker languages={languages} value="de" onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Language: Deutsch' }));
    await user.click(await screen.findByRole('radio', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Language: Deutsch' }));
    expect(await screen.findByRole('radio', { name: 'Deutsch' })).toBeChecked();
  });

  it('keeps focus on the trigger while the dialog loads, then moves it into the dialog', async () => {
    render(<LanguagePicker languages={languages} value="de" onChange={() => {}} />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Language' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('closes with Escape without changing anything and gives focus back', async () => {
    const onChange = vi.fn();
    render(<LanguagePicker languages={languages} value="en" onChange={onChange} />);
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Language: English' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    await screen.findByRole('dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('speaks German under a German locale', async () => {
    render(
      <I18nProvider locale="de-DE">
        <LanguagePicker languages={languages} value="de" onChange={() => {}} />
      </I18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sprache: Deutsch' }));
    expect(await screen.findByRole('radiogroup', { name: 'Wählen Sie Ihre Sprache' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });
});
