import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
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

/**
 * Below the fold, then scrolled to: the viewer is as tall while it waits, while it loads and once loaded, so the
 * page below it does not move (a focused link there would be pushed out of view; WCAG 2.4.11).
 */
export const KeepsItsPlaceWhileLoading: Story = {
  tags: ['no-visual'],
  decorators: [
    (Story) => (
      <>
        <div style={{ blockSize: '200vh' }} />
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: /Hotel lobby/ });
    // Far below the viewport: nothing is loaded yet, only the viewer's space is there.
    await expect(canvas.getByText('Loading the 360° view…')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    const heights = [region.getBoundingClientRect().height];
    const watch = new ResizeObserver(() => heights.push(region.getBoundingClientRect().height));
    watch.observe(region);
    region.scrollIntoView();
    // The 360° view needs WebGL, which the story tests' Chromium has: without it, this story tests nothing.
    await expect(hasWebGL()).toBe(true);
    const view = await canvas.findByRole('application', { name: /Hotel lobby/ }, { timeout: 15_000 });
    await waitFor(
      () =>
        expect(
          canvas.getByText('Look around with the arrow keys or by dragging; zoom with + and −.'),
        ).toBeVisible(),
      { timeout: 15_000 },
    );
    heights.push(region.getBoundingClientRect().height);
    watch.disconnect();
    await expect(heights.map(Math.round)).toEqual(heights.map(() => Math.round(heights[0] ?? 0)));
    // Only the current line is shown (and read): the others keep their place invisibly.
    await expect(canvas.getByText('Loading the 360° view…')).not.toBeVisible();
    await expect(view).toHaveAccessibleDescription(
      'Look around with the arrow keys or by dragging; zoom with + and −.',
    );
    await expect(canvas.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  },
};
