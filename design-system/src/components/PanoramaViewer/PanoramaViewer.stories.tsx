import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoImage } from '../UnitGroupCard/demoImage.ts';
import { hasWebGL, PanoramaViewer } from './PanoramaViewer.tsx';

const meta = {
  title: 'Booking/PanoramaViewer',
  component: PanoramaViewer,
  args: {
    panorama: demoImage('Lobby 360°', 190, 2048, 1024),
    stillImage: demoImage('Lobby', 190, 1200, 675),
    label: 'Hotel lobby with the reception desk and a lounge',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PanoramaViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 360° view where the browser has WebGL, the still picture where it has not. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: /Hotel lobby/ })).toBeInTheDocument();
    if (hasWebGL()) {
      // The pannellum chunk is fetched on demand: give it time.
      await expect(
        await canvas.findByRole('application', { name: /Hotel lobby/ }, { timeout: 15_000 }),
      ).toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: 'Zoom in' })).toBeEnabled();
    } else {
      await expect(await canvas.findByRole('img', { name: /Hotel lobby/ })).toBeVisible();
    }
  },
};

export const StillPicture: Story = {
  args: { forceStill: true },
  play: async ({ canvasElement }) => {
    // The picture is asked for once the viewer is near the viewport (an IntersectionObserver callback).
    await expect(await within(canvasElement).findByRole('img', { name: /Hotel lobby/ })).toBeVisible();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    forceStill: true,
    label: 'Empfangshalle mit Rezeption, Kamin und Lounge-Bereich mit Blick auf den Innenhof',
  },
};
