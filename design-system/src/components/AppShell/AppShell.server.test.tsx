// @vitest-environment node

import { I18nProvider } from 'react-aria-components';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { AppShell } from './AppShell.tsx';

// The server renders the configurator's first screen (react-dom/server): no window, document or matchMedia here.
describe('AppShell on the server', () => {
  it('renders with its menu, the menu button and the menu beside the main view both, for CSS to choose', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <I18nProvider locale="en-GB">
        <AppShell
          menuLabel="Booking steps"
          title="Hotel"
          menu={(close) => (
            <>
              <LinkButton href="/rooms">Rooms</LinkButton>
              <Button variant="quiet" onPress={close}>
                Close
              </Button>
            </>
          )}
        >
          <p>Main view</p>
        </AppShell>
      </I18nProvider>,
    );
    expect(html).toContain('aria-label="Open menu"');
    expect(html).toMatch(/<nav aria-label="Booking steps"/);
    expect(html).toContain('Main view');
  });

  it('renders a forced layout with only its own arrangement', () => {
    const split = renderToString(
      <AppShell layout="split" menuLabel="Booking steps" menu="Rooms">
        <p>Main view</p>
      </AppShell>,
    );
    expect(split).not.toContain('aria-label="Open menu"');
    expect(split).toContain('<nav');
    const drawer = renderToString(
      <AppShell layout="drawer" menuLabel="Booking steps" menu="Rooms">
        <p>Main view</p>
      </AppShell>,
    );
    expect(drawer).toContain('aria-label="Open menu"');
    expect(drawer).not.toContain('<nav');
  });
});
