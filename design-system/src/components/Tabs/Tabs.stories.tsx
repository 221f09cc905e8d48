import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Room details">
        <Tab id="overview">Overview</Tab>
        <Tab id="amenities">Amenities</Tab>
        <Tab id="gallery" note="No photos yet">
          Gallery
        </Tab>
      </TabList>
      <TabPanel id="overview">28 m², lake view, king-size bed.</TabPanel>
      <TabPanel id="amenities">Balcony, minibar, rain shower.</TabPanel>
      <TabPanel id="gallery">Photos follow.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The keyboard interaction; its end state depends on focus timing, so it has no visual baseline. */
export const KeyboardSelection: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Amenities' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('amenities');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Balcony');
  },
};
export const WithDisabledTab: Story = { args: { disabledKeys: ['gallery'] } };
export const Vertical: Story = { args: { orientation: 'vertical' } };
