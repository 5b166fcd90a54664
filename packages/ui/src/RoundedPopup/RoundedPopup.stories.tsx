import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { colors, px } from '@aurum/tokens';
import { Button } from '../Button/Button';
import { RoundedPopup, type RoundedPopupProps } from './RoundedPopup';
import { guidance } from '../docs/guidance';

/** The app supplies its own close image; this one is drawn from a token colour. */
const closeImage = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11" fill="none" stroke="${colors.light.theme}" stroke-width="1.5"/><path d="M8 8l8 8M16 8l-8 8" stroke="${colors.light.theme}" stroke-width="1.5"/></svg>`,
)}`;

function Demo(args: RoundedPopupProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  return (
    <div style={{ padding: 16 }}>
      <Button onPress={() => setOpen(true)}>Open popup</Button>
      <RoundedPopup
        {...args}
        isOpen={isOpen}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </div>
  );
}

const meta = {
  parameters: {
    docs: {
      // A modal covers the whole viewport: on the docs page each story gets its own phone-sized frame.
      story: { inline: false, height: '640px' },
      description: {
        component: guidance({
          summary:
            'A popup with rounded corners and a close button, centred or as a bottom sheet, for short content and small forms.',
          use: ['Details or a short form that belongs to this screen (withdrawal days, a picker).'],
          avoid: ['A yes/no question: use ConfirmDialog.', 'A whole task: use a page.'],
          do: [
            'Give it a title (it names the dialog).',
            'Use the bottom placement for choices the thumb makes.',
          ],
          dont: ['Open a popup from a popup.'],
          content: ['Title: a noun, sentence case.'],
          keyboard: [
            'Focus moves in and is trapped; Escape and the close button close it (unless not dismissable).',
          ],
          screenReader: ['A dialog named by its title (or aria-label); the close button reads "Close".'],
          states: ['Center', 'Bottom', 'No title', 'No close button'],
        }),
      },
    },
  },
  title: 'UI/RoundedPopup',
  component: RoundedPopup,
  tags: ['autodocs'],
  render: (args) => <Demo {...args} />,
  args: {
    isOpen: false,
    placement: 'center',
    title: 'Withdrawal days',
    closeLabel: 'Close',
    showClose: true,
    isDismissable: true,
    onClose: fn(),
    children: <p style={{ margin: 0, lineHeight: 1.5 }}>Withdrawals are processed Monday to Friday.</p>,
  },
  argTypes: { placement: { control: 'inline-radio', options: ['center', 'bottom'] } },
} satisfies Meta<typeof RoundedPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement, name = 'Withdrawal days') => {
  const trigger = within(canvasElement).getByRole('button', { name: 'Open popup' });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('dialog', { name });
  return { trigger, dialog };
};

/** Centred; corners use the popupRadius token; the close button closes and returns focus. */
export const Center: Story = {
  play: async ({ args, canvasElement }) => {
    const { trigger, dialog } = await open(canvasElement);
    const card = dialog.parentElement!.parentElement!;
    await expect(getComputedStyle(card).borderTopLeftRadius).toBe(`${px('popupRadius')}px`);
    await expect(getComputedStyle(card).borderBottomRightRadius).toBe(`${px('popupRadius')}px`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Bottom sheet: only the top corners are rounded; Escape closes. */
export const Bottom: Story = {
  args: { placement: 'bottom' },
  play: async ({ args, canvasElement }) => {
    const { trigger, dialog } = await open(canvasElement);
    const sheet = dialog.parentElement!.parentElement!;
    await waitFor(() => expect(Math.round(sheet.getBoundingClientRect().bottom)).toBe(window.innerHeight));
    await expect(getComputedStyle(sheet).borderTopLeftRadius).toBe(`${px('popupRadius')}px`);
    await expect(getComputedStyle(sheet).borderBottomLeftRadius).toBe('0px');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A press on the mask closes when dismissable. */
export const DismissOnMask: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await open(canvasElement);
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** No title: named by aria-label; the close button shows the app's image with an accessible label. */
export const CloseImageNoTitle: Story = {
  name: 'No title',
  args: {
    isOpen: true,
    title: undefined,
    'aria-label': 'Announcement',
    closeImageSrc: closeImage,
    closeLabel: 'Close announcement',
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Announcement' });
    const close = within(dialog).getByRole('button', { name: 'Close announcement' });
    await expect(close.querySelector('img')).toHaveAttribute('alt', '');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Tab}');
    await expect(dialog.contains(document.activeElement)).toBe(true);
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

export const OpenWithoutClose: Story = {
  name: 'No close button',
  args: { isOpen: true, showClose: false, isDismissable: false },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal days' });
    await expect(within(dialog).queryByRole('button')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

/** The popup contract's `beforeClose`: asked with the reason before every close; false keeps it open. */
export const BeforeClose: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  name: 'beforeClose keeps it open until it agrees',
  args: {
    title: 'Unsaved changes',
    beforeClose: fn((reason: string) => reason === 'button'),
  },
  play: async ({ args, canvasElement }) => {
    const { dialog } = await open(canvasElement, 'Unsaved changes');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.beforeClose).toHaveBeenCalledWith('escape'));
    await expect(dialog).toBeInTheDocument();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(args.beforeClose).toHaveBeenLastCalledWith('button'));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};
