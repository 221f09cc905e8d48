import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { availabilityLevels } from '../RangeCalendar/calendarRules.ts';
import { CardList } from './CardList.tsx';
import { demoImage } from './demoImage.ts';
import { cardHeadingLevels, UnitGroupCard, type UnitGroupCardProps } from './UnitGroupCard.tsx';

/** The card with its selection and quantity kept in story state, as the configurator would. */
function Stateful(props: UnitGroupCardProps) {
  const [selected, setSelected] = useState(props.isSelected ?? false);
  const [quantity, setQuantity] = useState(props.quantity);
  return (
    <UnitGroupCard
      {...props}
      isSelected={selected}
      quantity={quantity}
      onSelectedChange={(next) => {
        setSelected(next);
        props.onSelectedChange?.(next);
      }}
      onQuantityChange={(next) => {
        setQuantity(next);
        props.onQuantityChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Booking/UnitGroupCard',
  component: UnitGroupCard,
  render: (args) => <Stateful {...args} />,
  args: {
    name: 'Conference room Linde',
    image: { src: demoImage('Linde', 150), alt: 'Bright meeting room with a U-shaped table for 24 people' },
    description: 'Daylight, blackout blinds, projector and flip chart. Coffee station next door.',
    minPersons: 4,
    maxPersons: 24,
    price: 45000,
    currency: 'EUR',
    priceNote: 'per day',
    availability: 'free',
    quantity: 1,
    maxQuantity: 3,
    onSelectedChange: fn(),
    onQuantityChange: fn(),
  },
  argTypes: {
    availability: { control: 'inline-radio', options: availabilityLevels },
    headingLevel: { control: 'inline-radio', options: cardHeadingLevels },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UnitGroupCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Select Conference room Linde' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSelectedChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(2);
  },
};

export const Selected: Story = { args: { isSelected: true, quantity: 2 } };

export const ShortAvailability: Story = { args: { availability: 'short' } };

export const Unavailable: Story = { args: { availability: 'blocked' } };

export const PriceOnRequest: Story = { args: { price: null, priceOnRequest: true } };

export const Disabled: Story = { args: { isDisabled: true } };

/** Nothing but a name and a price. */
export const Empty: Story = {
  args: {
    image: undefined,
    description: undefined,
    maxPersons: undefined,
    availability: undefined,
    quantity: undefined,
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    name: 'Großer Veranstaltungssaal „Lindenhof“ mit Terrassenzugang und Bühnentechnik',
    image: { src: demoImage('Saal', 30), alt: 'Festsaal mit Kronleuchtern und runden Tischen' },
    description:
      'Tageslicht, vollständig verdunkelbar, fest installierte Beschallungsanlage, Bühnenpodest, Garderobe und barrierefreier Zugang über den Innenhof.',
    priceNote: 'pro Tag zuzüglich Technikpauschale',
    availability: 'short',
    price: 189000,
  },
};

/**
 * Three cards in a `CardList`: one Tab stop, the arrow keys between the cards, Enter selects. The keyboard
 * interaction's end state depends on focus timing, so it has no visual baseline.
 */
export const InAList: Story = {
  tags: ['no-visual'],
  render: (args) => (
    <CardList aria-label="Meeting rooms">
      {['Linde', 'Eiche', 'Ahorn'].map((name) => (
        <li key={name} style={{ listStyle: 'none', marginBlockEnd: '1rem' }}>
          <Stateful {...args} name={`Conference room ${name}`} image={undefined} />
        </li>
      ))}
    </CardList>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Select Conference room Linde' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const eiche = canvas.getByRole('button', { name: 'Select Conference room Eiche' });
    await expect(eiche).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(eiche).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSelectedChange).toHaveBeenCalledWith(true);
    // The chosen card's quantity follows its toggle in the Tab order.
    await userEvent.tab();
    const card = canvas.getByRole('article', { name: 'Conference room Eiche' });
    await expect(within(card).getByRole('textbox', { name: 'Quantity' })).toHaveFocus();
  },
};
