import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IssueList } from './IssueList.tsx';

const meta = {
  title: 'Booking/IssueList',
  component: IssueList,
  args: {
    onNavigate: fn(),
    issues: [
      {
        id: 'seats',
        level: 'warning',
        title: 'Fewer seats than guests on day 2',
        text: 'Conference room Linde seats 20; you expect 24 guests.',
      },
      {
        id: 'room',
        level: 'error',
        title: 'A meeting room is required',
        text: 'Choose a room for Tuesday, 1 December.',
        actionLabel: 'Choose a room',
      },
      { id: 'time', level: 'error', title: 'Start time missing for the business lunch' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IssueList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose a room' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'room' }));
  },
};

export const WarningsOnly: Story = {
  args: { issues: [{ id: 'w', level: 'warning', title: 'Fewer seats than guests on day 2' }] },
};

export const Empty: Story = { args: { issues: [] } };

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    issues: [
      {
        id: 'room',
        level: 'error',
        title: 'Für jeden Veranstaltungstag ist ein Tagungsraum erforderlich',
        text: 'Bitte wählen Sie für Dienstag, den 1. Dezember, einen Tagungsraum mit ausreichender Kapazität aus.',
        actionLabel: 'Tagungsraum auswählen',
      },
      {
        id: 'seats',
        level: 'warning',
        title: 'Weniger Sitzplätze als erwartete Teilnehmerinnen und Teilnehmer',
      },
    ],
  },
};
