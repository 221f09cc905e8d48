/*
 * The floor page of `npm run bench:web` (tests/src/bench-web.ts): React and react-dom rendering react-aria's
 * RangeCalendar alone, built by the configurator's Vite config (`vite build --mode floor`), so the bench can
 * report the configurator's first screen as ratios to what the calendar itself costs. Never shipped: the
 * configurator's build (`vite build`) does not include it.
 */
import { StrictMode, useEffect, useState } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  Heading,
  I18nProvider,
  RangeCalendar,
} from 'react-aria-components';
import { createRoot } from 'react-dom/client';

/** The calendar and a start button that is enabled once mounted (the bench's "interactive"). */
function Floor() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <I18nProvider locale="de-DE">
      <RangeCalendar aria-label="Zeitraum">
        <header>
          <Button slot="previous">◀</Button>
          <Heading />
          <Button slot="next">▶</Button>
        </header>
        <CalendarGrid>{(date) => <CalendarCell date={date} />}</CalendarGrid>
      </RangeCalendar>
      <button type="button" disabled={!mounted}>
        Los geht's
      </button>
    </I18nProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <Floor />
  </StrictMode>,
);
