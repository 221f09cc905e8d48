import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { TagAutocomplete } from './TagAutocomplete.tsx';

const meta = {
  title: 'Booking/TagAutocomplete',
  component: TagAutocomplete,
  args: {
    label: 'Tags',
    tags: [
      { id: '1', name: 'Wedding' },
      { id: '2', name: 'Conference' },
      { id: '3', name: 'Workshop' },
      { id: '4', name: 'Team offsite' },
      { id: '5', name: 'Christmas party' },
    ],
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem', minHeight: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TagAutocomplete>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Tags' });
    await userEvent.type(input, 'Work');
    await userEvent.click(await screen.findByRole('option', { name: 'Workshop' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['3']);
    await expect(canvas.getByRole('status')).toHaveTextContent('Added: Workshop.');
    // The list stays open for the next tag; close it (react-aria hides the page behind an open list).
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByRole('row', { name: 'Workshop' })).toBeVisible();
  },
};

export const WithTags: Story = { args: { defaultValue: ['1', '2'] } };

export const Invalid: Story = { args: { errorMessage: 'Please choose at least one tag.' } };

export const Disabled: Story = { args: { defaultValue: ['2'], isDisabled: true } };

export const Empty: Story = { args: { tags: [] } };

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    label: 'Schlagwörter für die Suche nach passenden Räumen',
    tags: [
      { id: '1', name: 'Hochzeitsfeier mit Abendessen' },
      { id: '2', name: 'Mehrtägige Fachkonferenz' },
      { id: '3', name: 'Weihnachtsfeier' },
    ],
    defaultValue: ['1', '2', '3'],
  },
};
