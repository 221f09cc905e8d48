import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { type Issue, IssueList } from './IssueList.tsx';

const issues: Issue[] = [
  {
    id: 'w',
    level: 'warning',
    title: 'Fewer seats than guests on day 2',
    text: 'The room seats 20; you expect 24.',
  },
  {
    id: 'e',
    level: 'error',
    title: 'A meeting room is required',
    text: 'Choose a room for day 1.',
    actionLabel: 'Choose a room',
  },
];

function renderList(list: Issue[] = issues, locale = 'en-GB') {
  const onNavigate = vi.fn();
  render(
    <I18nProvider locale={locale}>
      <IssueList issues={list} onNavigate={onNavigate} />
    </I18nProvider>,
  );
  return { onNavigate, user: userEvent.setup() };
}

describe('IssueList', () => {
  it('puts errors first and names each level in words @wcag-1.4.1', () => {
    renderList();
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Error/);
    expect(items[0]).toHaveTextContent('A meeting room is required');
    expect(items[1]).toHaveTextContent(/^Warning/);
    expect(screen.getByText('1 to fix, 1 to check')).toBeVisible();
  });

  it('leads to the page of an issue from its button, by keyboard', async () => {
    const { onNavigate, user } = renderList();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose a room' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith(issues[1]);
  });

  it('names a generic button after its issue so each button is distinct', async () => {
    const { onNavigate, user } = renderList();
    const item = screen.getAllByRole('listitem')[1] as HTMLElement;
    await user.click(
      within(item).getByRole('button', { name: /^Go to page\s*: Fewer seats than guests on day 2$/ }),
    );
    expect(onNavigate).toHaveBeenCalledWith(issues[0]);
  });

  it('names the number of open points in its heading, which takes the focus it is given', async () => {
    const heading = createRef<HTMLHeadingElement>();
    const user = userEvent.setup();
    render(
      <I18nProvider locale="en-GB">
        <IssueList issues={issues} onNavigate={() => {}} headingRef={heading} />
      </I18nProvider>,
    );
    expect(screen.getByRole('region', { name: 'Still to do: 2 open points' })).toBeVisible();
    act(() => heading.current?.focus());
    expect(screen.getByRole('heading', { name: 'Still to do: 2 open points' })).toHaveFocus();
    // Focusable by script only: Tab goes on to the first point's button.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose a room' })).toHaveFocus();
  });

  it('counts a single point in German', () => {
    renderList([issues[1] as Issue], 'de-DE');
    expect(screen.getByRole('heading', { name: 'Noch zu erledigen: 1 offener Punkt' })).toBeVisible();
  });

  it('says everything is ready when there are no issues, in German too', () => {
    renderList([], 'de-DE');
    expect(screen.getByText('Alles ist bereit.')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
