import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, skeletonShapes } from './Skeleton.tsx';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { width: '16rem' },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = {};
export const Rect: Story = { args: { shape: 'rect', height: '8rem' } };
export const Circle: Story = { args: { shape: 'circle', width: '3rem', height: '3rem' } };

/** A loading room card: the region says it is busy, the placeholders stay silent. */
export const LoadingCard: Story = {
  render: () => (
    <section aria-busy="true" aria-label="Rooms" style={{ display: 'grid', gap: 8, width: '20rem' }}>
      <Skeleton shape="rect" height="10rem" />
      <Skeleton width="60%" />
      <Skeleton />
      <Skeleton width="40%" />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Rooms' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryAllByRole('img')).toHaveLength(0);
  },
};
