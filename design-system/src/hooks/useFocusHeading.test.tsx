import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusHeading } from './useFocusHeading.ts';

function Page({ title }: { title: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusHeading(heading);
  return (
    <h1 ref={heading} tabIndex={-1}>
      {title}
    </h1>
  );
}

/** The old page's control stays (focused) for one commit after the new page mounted. */
function Steps({ step, controlKept }: { step: 'first' | 'second'; controlKept: boolean }) {
  return (
    <main>
      {step === 'first' || controlKept ? <button type="button">Start</button> : null}
      {step === 'second' ? <Page title="Meeting rooms" /> : null}
    </main>
  );
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function Harness() {
  const [state, setState] = useState<{ step: 'first' | 'second'; controlKept: boolean }>({
    step: 'first',
    controlKept: false,
  });
  return (
    <>
      <Steps {...state} />
      <button type="button" onClick={() => setState({ step: 'second', controlKept: true })}>
        go
      </button>
      <button type="button" onClick={() => setState({ step: 'second', controlKept: false })}>
        drop
      </button>
    </>
  );
}

describe('useFocusHeading', () => {
  it('takes the focus a frame later when the previous page’s focused control goes after the page mounted', async () => {
    render(<Harness />);
    const start = screen.getByRole('button', { name: 'Start' });
    // The guest acts by keyboard: the start button has focus.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    start.focus();
    // The new page mounts while the start button is still there and focused: no focus taken yet.
    act(() => screen.getByRole('button', { name: 'go' }).click());
    start.focus();
    expect(start).toHaveFocus();
    // The start button goes in the next commit: focus falls to the body, and the heading takes it.
    act(() => screen.getByRole('button', { name: 'drop' }).click());
    expect(document.body).toHaveFocus();
    await act(nextFrame);
    expect(screen.getByRole('heading', { name: 'Meeting rooms' })).toHaveFocus();
  });

  it('leaves the focus where it is when the guest’s control stays', async () => {
    render(<Harness />);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    const go = screen.getByRole('button', { name: 'go' });
    go.focus();
    act(() => go.click());
    await act(nextFrame);
    expect(go).toHaveFocus();
  });

  it('takes the focus from the menu link that led to the page, which stays beside it @wcag-2.4.3', async () => {
    function WithMenu() {
      const [page, setPage] = useState<'home' | 'team'>('home');
      return (
        <>
          <nav aria-label="Menu">
            <a
              href="/team"
              onClick={(event) => {
                event.preventDefault();
                setPage('team');
              }}
            >
              Team
            </a>
          </nav>
          {page === 'team' ? <Page title="Team" /> : null}
        </>
      );
    }
    render(<WithMenu />);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    const link = screen.getByRole('link', { name: 'Team' });
    link.focus();
    act(() => link.click());
    await act(nextFrame);
    expect(screen.getByRole('heading', { name: 'Team' })).toHaveFocus();
  });
});
