import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoImage } from '../UnitGroupCard/demoImage.ts';
import { HeroCarousel } from './HeroCarousel.tsx';

const slides = [
  { id: 'garden', src: demoImage('Garden', 120), alt: 'Garden terrace with parasols at sunset' },
  { id: 'hall', src: demoImage('Hall', 220), alt: 'Conference hall with a stage and 200 chairs' },
  {
    id: 'spa',
    src: demoImage('Spa', 300),
    alt: 'Spa with an indoor pool and loungers',
    caption: 'Wellness for your guests',
    actionLabel: 'See the spa offers',
  },
];

const meta = {
  title: 'Booking/HeroCarousel',
  component: HeroCarousel,
  args: { slides, autoplay: false, onSlidePress: fn(), onHeightChange: fn() },
} satisfies Meta<typeof HeroCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The slide controls arrive with embla, after the first picture.
    await userEvent.click(await canvas.findByRole('button', { name: 'Next picture' }, { timeout: 5000 }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: '2 of 3' })).toBeChecked());
    await userEvent.click(canvas.getByRole('radio', { name: '3 of 3' }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: '3 of 3' })).toBeChecked());
  },
};

/** Plays every 8 s (slow enough for screenshots of the first picture); hover or focus pauses it. */
export const Autoplay: Story = { args: { autoplay: true, interval: 8000 } };

export const SingleSlide: Story = { args: { slides: slides.slice(0, 1) } };

export const Empty: Story = { args: { slides: [] } };

export const Tall: Story = { args: { defaultHeight: 600 } };

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    slides: [
      {
        id: 'spa',
        src: demoImage('Spa', 300),
        alt: 'Wellnessbereich mit Innenpool, Liegen und Blick in den Park',
        caption: 'Entspannung für Ihre Tagungsgäste nach einem langen Konferenztag',
        actionLabel: 'Wellnessangebote ansehen',
      },
      ...slides.slice(0, 2),
    ],
  },
};
