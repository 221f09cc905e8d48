import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { createToastQueue, showToast, type ToastContent, ToastRegion, toastTones } from './index.ts';

interface DemoProps {
  toasts: ReadonlyArray<ToastContent & { timeout?: number | null }>;
  onAction: () => void;
}

/** A region with its own queue; the button adds the toasts given, the stories also show them at once. */
function ToastDemo({ toasts, onAction }: DemoProps) {
  const [queue] = useState(createToastQueue);
  const add = () => {
    for (const { timeout, ...content } of toasts) {
      const withAction = content.action ? { ...content, action: { ...content.action, onAction } } : content;
      showToast(queue, withAction, timeout === undefined ? {} : { timeout });
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: show once on mount, for the screenshot
  useEffect(add, []);
  return (
    <>
      <Button variant="secondary" onPress={add}>
        Show toast
      </Button>
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  args: { onAction: fn(), toasts: [{ title: 'Your booking was saved.', tone: 'success', timeout: null }] },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const AllTones: Story = {
  args: {
    toasts: toastTones.map((tone) => ({
      title: `${tone[0]?.toUpperCase()}${tone.slice(1)} message`,
      description: 'Details of what happened.',
      tone,
      timeout: null,
    })),
  },
};
export const ReloadAction: Story = {
  args: {
    toasts: [
      { title: 'A new version is available.', tone: 'info', action: { label: 'Reload', onAction: () => {} } },
    ],
  },
  play: async ({ args }) => {
    const toast = await screen.findByRole('alertdialog');
    await userEvent.click(within(toast).getByRole('button', { name: 'Reload' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};
export const RetryAction: Story = {
  args: {
    toasts: [
      {
        title: 'The booking could not be sent.',
        description: 'Check your connection.',
        tone: 'danger',
        action: { label: 'Retry', onAction: () => {} },
      },
    ],
  },
};
/** Closes itself after the default 3000 ms. */
export const AutoDismiss: Story = {
  args: { toasts: [{ title: 'Copied.', tone: 'info' }] },
  play: async () => {
    await waitFor(() => expect(screen.getByText('Copied.')).toBeVisible());
    await waitFor(() => expect(screen.queryByText('Copied.')).toBeNull(), { timeout: 4500 });
  },
};
export const LongGermanText: Story = {
  args: {
    toasts: [
      {
        title: 'Ein ausgewähltes Zimmer ist nicht mehr verfügbar und wurde aus dem Warenkorb entfernt.',
        description: 'Bitte wählen Sie ein anderes Zimmer oder einen anderen Zeitraum.',
        tone: 'warning',
        timeout: 20_000,
      },
    ],
  },
};
export const AllTonesCityloft: Story = { ...AllTones, globals: { theme: 'cityloft' } };
export const AllTonesLindenhof: Story = { ...AllTones, globals: { theme: 'lindenhof' } };
