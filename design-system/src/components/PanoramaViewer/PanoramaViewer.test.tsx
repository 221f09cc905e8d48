import { act, render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PanoramaViewer } from './PanoramaViewer.tsx';

function renderViewer(props: Partial<Parameters<typeof PanoramaViewer>[0]> = {}, locale = 'en-GB') {
  render(
    <I18nProvider locale={locale}>
      <PanoramaViewer panorama="lobby-360.jpg" label="Lobby with reception desk" {...props} />
    </I18nProvider>,
  );
}

// jsdom has no WebGL, so these tests see what a device without WebGL sees.
describe('PanoramaViewer', () => {
  it('shows the still picture, named like the panorama, where WebGL is missing', async () => {
    renderViewer({ stillImage: 'lobby.jpg' });
    expect(screen.getByRole('region', { name: 'Lobby with reception desk' })).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: 'Lobby with reception desk' });
    expect(picture).toHaveAttribute('src', 'lobby.jpg');
    expect(await screen.findByText(/cannot show the 360° view/)).toBeVisible();
  });

  it('falls back to the panorama image itself without a still picture', () => {
    renderViewer();
    expect(screen.getByRole('img', { name: 'Lobby with reception desk' })).toHaveAttribute(
      'src',
      'lobby-360.jpg',
    );
  });

  it('does not load pannellum when it cannot be used', async () => {
    renderViewer();
    await screen.findByText(/cannot show the 360° view/);
    expect(window.pannellum).toBeUndefined();
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
  });

  it('explains the fallback in German', async () => {
    renderViewer({ forceStill: true }, 'de-DE');
    expect(await screen.findByText(/kann die 360°-Ansicht nicht zeigen/)).toBeVisible();
  });

  describe('below the fold', () => {
    let reveal: (() => void) | undefined;
    afterEach(() => {
      vi.unstubAllGlobals();
      reveal = undefined;
    });

    it('loads nothing until it comes near the viewport, keeping its place', () => {
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(private readonly callback: IntersectionObserverCallback) {}
          observe() {
            reveal = () =>
              this.callback(
                [{ isIntersecting: true } as IntersectionObserverEntry],
                this as unknown as IntersectionObserver,
              );
          }
          disconnect() {}
        },
      );
      renderViewer({ stillImage: 'lobby.jpg' });
      const region = screen.getByRole('region', { name: 'Lobby with reception desk' });
      expect(region).toBeInTheDocument();
      // Scrolled out of sight: no picture is requested yet, only its space is there.
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      expect(screen.getByText(/Loading the 360° view/)).toBeInTheDocument();
      act(() => reveal?.());
      expect(screen.getByRole('img', { name: 'Lobby with reception desk' })).toHaveAttribute(
        'src',
        'lobby.jpg',
      );
    });
  });
});
