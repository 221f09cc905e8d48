import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
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
});
