import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { AppShell, appShellLayouts } from './AppShell.tsx';

const pages = ['Start', 'Rooms', 'Meeting rooms', 'Extras', 'Cart'];

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  argTypes: { layout: { control: 'inline-radio', options: appShellLayouts } },
  args: {
    menuLabel: 'Booking steps',
    title: 'Hotel Lindenhof',
    menu: (close: () => void) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
        {pages.map((page) => (
          <li key={page}>
            <LinkButton
              variant="quiet"
              onPress={close}
              style={{ width: '100%', justifyContent: 'flex-start' }}
            >
              {page}
            </LinkButton>
          </li>
        ))}
      </ul>
    ),
    children: <p style={{ margin: 0 }}>Pick your dates to see the rooms.</p>,
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Below 1350 px (the story canvas in tests): the menu is a drawer behind the menu button. */
export const Drawer: Story = {
  args: { layout: 'drawer' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Open menu|Menü öffnen/ });
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Booking steps' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Rooms' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};
export const LongGermanText: Story = {
  args: {
    menuLabel: 'Buchungsschritte',
    title: 'Seehotel Lindenhof am Starnberger See – Tagungen und Übernachtungen',
    children: <p style={{ margin: 0 }}>Bitte wählen Sie zuerst Ihren Anreise- und Abreisetag.</p>,
  },
};
/** What a window of 1350 px or more shows: the menu beside the main view. */
export const Split: Story = {
  args: { layout: 'split' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Booking steps' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Open menu|Menü öffnen/ })).toBeNull();
  },
};
