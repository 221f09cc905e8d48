import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { NumberField } from '../NumberField/NumberField.tsx';
import { Select, SelectItem } from '../Select/Select.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import {
  FormActions,
  FormFullWidth,
  FormLayout,
  FormSection,
  formLayoutColumns,
  formSectionHeadingLevels,
} from './FormLayout.tsx';

const vatRates = [
  { id: 'reduced', name: '7 % (accommodation)' },
  { id: 'standard', name: '19 % (food and services)' },
];

interface RoomTypeFormProps {
  columns: (typeof formLayoutColumns)[number];
  headingLevel: (typeof formSectionHeadingLevels)[number];
  stickyActions: boolean;
}

/** The catalog editor's room type form, as the property app composes it. */
function RoomTypeForm({ columns, headingLevel, stickyActions }: RoomTypeFormProps) {
  return (
    <form aria-label="Edit room type" style={{ display: 'grid', gap: '1.5rem', maxWidth: '56rem' }}>
      <FormSection
        title="Basics"
        description="What guests see in the booking configurator."
        headingLevel={headingLevel}
      >
        <FormLayout columns={columns}>
          <TextField label="Name" defaultValue="Double room, lake view" isRequired />
          <TextField label="Code" defaultValue="DZ-SEE" description="Shown on invoices and in exports." />
          <FormFullWidth>
            <TextArea
              label="Description"
              rows={3}
              defaultValue="28 m², balcony facing the lake, king-size bed, rain shower."
            />
          </FormFullWidth>
        </FormLayout>
      </FormSection>
      <FormSection title="Capacity and price" headingLevel={headingLevel}>
        <FormLayout columns={columns}>
          <NumberField label="Rooms of this type" defaultValue={14} minValue={0} />
          <NumberField label="Guests per room" defaultValue={2} minValue={1} maxValue={4} />
          <NumberField
            label="Price per night"
            defaultValue={149}
            minValue={0}
            formatOptions={{ style: 'currency', currency: 'EUR' }}
          />
          <Select label="VAT rate" items={vatRates} defaultSelectedKey="reduced">
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          <Checkbox defaultSelected description="Guests can book it without asking first.">
            Bookable online
          </Checkbox>
        </FormLayout>
      </FormSection>
      <FormActions sticky={stickyActions}>
        <Button variant="secondary">Cancel</Button>
        <Button type="submit">Save room type</Button>
      </FormActions>
    </form>
  );
}

const meta = {
  title: 'Layout/FormLayout',
  component: RoomTypeForm,
  argTypes: {
    columns: { control: 'inline-radio', options: formLayoutColumns },
    headingLevel: { control: 'inline-radio', options: formSectionHeadingLevels },
  },
  args: { columns: 2, headingLevel: 2, stickyActions: false },
} satisfies Meta<typeof RoomTypeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two columns from 768 px (the story canvas), one on phones. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const basics = canvas.getByRole('group', { name: 'Basics' });
    await expect(basics).toHaveAccessibleDescription('What guests see in the booking configurator.');
    const name = canvas.getByRole('textbox', { name: /^Name/ });
    const code = canvas.getByRole('textbox', { name: /^Code/ });
    // Side by side: same top, Code to the right of Name.
    await expect(name.getBoundingClientRect().top).toBe(code.getBoundingClientRect().top);
    await expect(code.getBoundingClientRect().left).toBeGreaterThan(name.getBoundingClientRect().right);
  },
};

export const OneColumn: Story = { args: { columns: 1 } };

export const ThreeColumns: Story = { args: { columns: 3 } };

/** The actions stay at the bottom of a scrolling panel. */
export const StickyActions: Story = {
  args: { stickyActions: true },
  decorators: [(Story) => <div style={{ height: '24rem', overflow: 'auto' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Save room type' });
    await expect(save).toBeVisible();
  },
};
