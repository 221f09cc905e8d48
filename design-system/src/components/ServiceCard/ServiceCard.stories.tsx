import { Time } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { availabilityLevels } from '../RangeCalendar/calendarRules.ts';
import { demoImage } from '../UnitGroupCard/demoImage.ts';
import { ServiceCard, type ServiceCardProps } from './ServiceCard.tsx';

/** Keeps selection, options, time and text in story state, as the configurator would. */
function Stateful(props: ServiceCardProps) {
  const [selected, setSelected] = useState(props.isSelected ?? false);
  const [chosen, setChosen] = useState<string[]>([...(props.selectedOptions ?? [])]);
  const [time, setTime] = useState(props.startTime ?? null);
  const [note, setNote] = useState(props.note ?? '');
  const [quantity, setQuantity] = useState(props.quantity);
  return (
    <ServiceCard
      {...props}
      isSelected={selected}
      onSelectedChange={(next) => {
        setSelected(next);
        props.onSelectedChange?.(next);
      }}
      selectedOptions={chosen}
      onOptionsChange={(ids) => {
        setChosen(ids);
        props.onOptionsChange?.(ids);
      }}
      startTime={time}
      onStartTimeChange={(next) => {
        setTime(next);
        props.onStartTimeChange?.(next);
      }}
      note={note}
      onNoteChange={(next) => {
        setNote(next);
        props.onNoteChange?.(next);
      }}
      quantity={quantity}
      onQuantityChange={(next) => {
        setQuantity(next);
        props.onQuantityChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Booking/ServiceCard',
  component: ServiceCard,
  render: (args) => <Stateful {...args} />,
  args: {
    name: 'Business lunch',
    image: { src: demoImage('Lunch', 40), alt: 'Plated lunch with salad and bread' },
    description: 'Three courses in the garden restaurant, water and coffee included.',
    price: 2950,
    currency: 'EUR',
    priceNote: 'per person',
    availability: 'free',
    quantity: 12,
    maxQuantity: 40,
    options: [
      { id: 'veg', name: 'Vegetarian' },
      { id: 'fish', name: 'Fish' },
      { id: 'meat', name: 'Meat' },
    ],
    minOptions: 1,
    maxOptions: 2,
    startTimes: [new Time(12), new Time(12, 30), new Time(13), new Time(13, 30)],
    hasNote: true,
    onSelectedChange: fn(),
    onOptionsChange: fn(),
    onStartTimeChange: fn(),
    onNoteChange: fn(),
    onQuantityChange: fn(),
  },
  argTypes: { availability: { control: 'inline-radio', options: availabilityLevels } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem', minHeight: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServiceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Select Business lunch' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Vegetarian' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Fish' }));
    await expect(args.onOptionsChange).toHaveBeenLastCalledWith(['veg', 'fish']);
    await expect(canvas.getByRole('checkbox', { name: 'Meat' })).toBeDisabled();
  },
};

export const Selected: Story = {
  args: {
    isSelected: true,
    selectedOptions: ['fish'],
    startTime: new Time(12, 30),
    note: 'Two guests without gluten.',
  },
};

export const Invalid: Story = {
  args: {
    isSelected: true,
    isStartTimeRequired: true,
    isNoteRequired: true,
    errors: {
      options: 'Please choose at least one menu.',
      startTime: 'Please choose a start time.',
      note: 'Please describe your wishes.',
    },
  },
};

export const PriceOnRequest: Story = { args: { price: null, priceOnRequest: true } };

export const Unavailable: Story = { args: { availability: 'blocked' } };

export const Disabled: Story = { args: { isDisabled: true, isSelected: true } };

export const Empty: Story = {
  args: {
    image: undefined,
    description: undefined,
    availability: undefined,
    quantity: undefined,
    options: undefined,
    startTimes: undefined,
    hasNote: false,
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    name: 'Ganztägige Tagungspauschale mit Kaffeepausen, Mittagessen und Getränken',
    description:
      'Begrüßungskaffee, zwei Kaffeepausen mit Gebäck, Mittagessen im Restaurant, Tagungsgetränke unbegrenzt.',
    priceNote: 'pro Person und Tag',
    isSelected: true,
    optionsLabel: 'Menüauswahl für das Mittagessen',
    options: [
      { id: 'veg', name: 'Vegetarisches Menü mit regionalem Gemüse' },
      { id: 'fish', name: 'Fischmenü vom Bodensee' },
      { id: 'meat', name: 'Fleischmenü vom Weiderind' },
    ],
    noteLabel: 'Besondere Wünsche, Unverträglichkeiten und Allergien',
  },
};
