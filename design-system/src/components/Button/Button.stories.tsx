import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultTokens, themeTokensToCss } from '@venue/themes';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonVariants } from './Button.tsx';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Send request', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: buttonVariants } },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send request' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Quiet: Story = { args: { variant: 'quiet' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Clear cart' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Loading: Story = {
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Send request/ }));
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(await canvas.findByRole('progressbar', {}, { timeout: 2000 })).toBeVisible();
  },
};
export const LongGermanText: Story = { args: { children: 'Unverbindliche Angebotsanfrage absenden' } };

/** Keyboard focus shows the theme's focus ring. */
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Send request' });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};

const propertyCss = themeTokensToCss(
  { ...defaultTokens, color: { ...defaultTokens.color, brand: '#7c2d12', brandHover: '#7c2d12' } },
  '[data-property="hotel-rot"]',
);

/**
 * Runtime re-theming: the second button sits under a raw stylesheet that only sets the contract's
 * custom properties (the "property CSS" the server serves), and takes its brand colour without a rebuild.
 */
export const RethemedByPropertyCss: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <style>{propertyCss}</style>
      <Button {...args}>Theme class</Button>
      <div data-property="hotel-rot">
        <Button {...args}>Property CSS</Button>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const themed = getComputedStyle(canvas.getByRole('button', { name: 'Theme class' })).backgroundColor;
    const restyled = getComputedStyle(canvas.getByRole('button', { name: 'Property CSS' })).backgroundColor;
    await expect(restyled).toBe('rgb(124, 45, 18)');
    await expect(themed).not.toBe(restyled);
  },
};

/** The property themes, so the story tests' axe run checks their contrast too. */
export const AllVariantsLindenhof: Story = {
  globals: { theme: 'lindenhof' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};
export const AllVariantsCityloft: Story = { ...AllVariantsLindenhof, globals: { theme: 'cityloft' } };
export const AllVariantsPropertyCss: Story = { ...AllVariantsLindenhof, globals: { theme: 'property-css' } };
