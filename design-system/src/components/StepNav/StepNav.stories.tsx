import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type Step, StepNav } from './StepNav.tsx';

const steps: Step[] = [
  { id: 'rooms', label: 'Rooms' },
  { id: 'meeting', label: 'Meeting rooms' },
  { id: 'lunch', label: 'Lunch', isDisabled: true, opensOn: new CalendarDate(2027, 1, 12) },
  { id: 'extras', label: 'Extras' },
  { id: 'cart', label: 'Cart' },
];

const meta = {
  title: 'Navigation/StepNav',
  component: StepNav,
  args: {
    steps,
    'aria-label': 'Booking steps',
    onSelectionChange: fn(),
    children: (step: Step) => <p style={{ margin: 0 }}>The {step.label} page.</p>,
  },
} satisfies Meta<typeof StepNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Next|Weiter/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('meeting');
    // The disabled lunch page is skipped.
    await userEvent.click(canvas.getByRole('button', { name: /Next|Weiter/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('extras');
    await userEvent.click(canvas.getByRole('button', { name: /Back|Zurück/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('meeting');
  },
};
export const LastStep: Story = { args: { defaultSelectedKey: 'cart' } };
export const NotStarted: Story = { args: { showBackNext: false } };
export const OpensOnGivenText: Story = {
  args: {
    steps: [
      { id: 'rooms', label: 'Rooms' },
      { id: 'lunch', label: 'Lunch', isDisabled: true, opensOn: '12/01/2027' },
    ],
  },
};
export const Vertical: Story = { args: { orientation: 'vertical' } };
export const LongGermanText: Story = {
  args: {
    steps: [
      { id: 'rooms', label: 'Übernachtungszimmer' },
      { id: 'meeting', label: 'Tagungsräume und Veranstaltungsflächen' },
      { id: 'lunch', label: 'Mittagsverpflegung', isDisabled: true, opensOn: new CalendarDate(2027, 1, 12) },
      { id: 'cart', label: 'Warenkorb' },
    ],
  },
};
export const GermanCityloft: Story = {
  globals: { theme: 'cityloft', locale: 'de' },
  args: { defaultSelectedKey: 'meeting' },
};
export const GermanLindenhof: Story = {
  globals: { theme: 'lindenhof', locale: 'de' },
  args: { defaultSelectedKey: 'meeting' },
};
