import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { TagAutocomplete, type TagAutocompleteProps } from './TagAutocomplete.tsx';

const tags = [
  { id: '1', name: 'Wedding' },
  { id: '2', name: 'Conference' },
  { id: '3', name: 'Workshop' },
];

function renderTags(props: Partial<TagAutocompleteProps> = {}, locale = 'en-GB') {
  const onChange = vi.fn();
  render(
    <I18nProvider locale={locale}>
      <TagAutocomplete label="Tags" tags={tags} onChange={onChange} {...props} />
    </I18nProvider>,
  );
  return { onChange, user: userEvent.setup() };
}

// Many user-event steps through react-aria in jsdom: slow when the whole suite runs in parallel.
describe('TagAutocomplete', { timeout: 20_000 }, () => {
  it('adds a suggested tag chosen with arrows and Enter, and announces it @wcag-4.1.3', async () => {
    const { onChange, user } = renderTags();
    await user.tab();
    const input = screen.getByRole('combobox', { name: 'Tags' });
    expect(input).toHaveFocus();
    await user.keyboard('Wo');
    expect(await screen.findByRole('option', { name: 'Workshop' })).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Wedding' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['3']);
    // The list stays open for the next tag; Escape closes it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: 'Workshop' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Added: Workshop.');
    expect(input).toHaveValue('');
  });

  it('adds a typed name only when it is exactly an existing tag', async () => {
    const { onChange, user } = renderTags();
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'Party{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('There is no tag “Party”.');
    await user.clear(screen.getByRole('combobox', { name: 'Tags' }));
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'conference{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['2']);
  });

  it('never adds a chosen tag twice', async () => {
    const { onChange, user } = renderTags({ defaultValue: ['1'] });
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'Wedding{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('“Wedding” is already chosen.');
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });

  it('removes a focused chip with Backspace or Delete and announces it', async () => {
    const { onChange, user } = renderTags({ defaultValue: ['1', '2'] });
    await user.tab();
    expect(screen.getByRole('row', { name: 'Wedding' })).toHaveFocus();
    expect(screen.getByRole('row', { name: 'Wedding' })).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{Delete}');
    expect(onChange).toHaveBeenLastCalledWith(['2']);
    expect(screen.getByRole('status')).toHaveTextContent('Removed: Wedding.');
    await waitFor(() => expect(screen.getByRole('row', { name: 'Conference' })).toHaveFocus());
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith([]);
    // No chip left: focus goes back to the input.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tags' })).toHaveFocus());
  });

  it('removes a chip with its remove button', async () => {
    const { onChange, user } = renderTags({ defaultValue: ['3'] });
    await user.click(screen.getByRole('button', { name: /Remove/ }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('closes the suggestions with Escape and keeps focus in the input', async () => {
    const { user } = renderTags();
    const input = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(input, 'W');
    expect(await screen.findByRole('listbox')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(input).toHaveFocus();
  });

  it('speaks German under a German locale', () => {
    renderTags({ defaultValue: ['1'] }, 'de-DE');
    expect(screen.getByRole('grid', { name: 'Tags: Ausgewählte Schlagwörter' })).toBeInTheDocument();
  });
});
