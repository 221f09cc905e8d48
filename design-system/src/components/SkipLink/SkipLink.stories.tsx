import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink.tsx';

const meta = {
  title: 'Navigation/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
  args: { target: 'content', children: 'Skip to content' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <nav aria-label="Menu" style={{ padding: 16 }}>
        <a href="#start">Start</a> · <a href="#rooms">Rooms</a> · <a href="#cart">Cart</a>
      </nav>
      <main id="content" style={{ padding: 16 }}>
        <h1 style={{ marginTop: 0 }}>Hotel Lindenhof</h1>
        <button type="button">Choose dates</button>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without focus the link is out of sight. */
export const Default: Story = {};

/** Tab to the link: it is the first stop, shown with the focus ring. */
const focusLink: Story['play'] = async ({ canvasElement, args }) => {
  await userEvent.tab();
  const link = within(canvasElement).getByRole('link', { name: String(args.children) });
  await expect(link).toHaveFocus();
  await expect(getComputedStyle(link).outlineStyle).toBe('solid');
};

/** The first Tab stop: shown at the top left with the focus ring, above the page. */
export const Focused: Story = { play: focusLink };

export const LongGermanText: Story = {
  args: { children: 'Zum Inhalt springen und die Navigation überspringen' },
  play: focusLink,
};

/** The keyboard interaction; its end state is focus on the target, so it has no visual baseline. */
export const SkipsToTarget: Story = {
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose dates' })).toHaveFocus();
  },
};
