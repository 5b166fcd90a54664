import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';
import { guidance } from '../docs/guidance';

function Demo(args: AlertDialogProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  return (
    <div style={{ padding: 16 }}>
      <Button onPress={() => setOpen(true)}>Show alert</Button>
      <AlertDialog
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
            'A modal message with a single button that the member must acknowledge. Use it for something that has happened and needs to be read, not decided.',
          use: [
            'An outcome the member must notice before going on: "Withdrawal submitted", "Session expired".',
            'A blocking error with no choice to make.',
          ],
          avoid: [
            'A question with two answers: use ConfirmDialog.',
            'A passing confirmation ("Saved"): use Toast.',
            'Long content or forms: use RoundedPopup.',
          ],
          do: [
            'Say what happened in the title, what it means in the message.',
            'Keep the message to one or two sentences.',
          ],
          dont: ['Stack an alert on another popup.', 'Use it for marketing or news: use NoticePopup.'],
          content: [
            'Title: a short statement ("Card added"), no final full stop.',
            'Button: the default "OK" in the current locale; change it only for a clearer verb ("Log in again").',
          ],
          keyboard: [
            'Focus moves to the button when it opens and is trapped inside.',
            'Enter or Space presses the button; Escape closes it.',
            'Focus returns to what opened it.',
          ],
          screenReader: ['Announced as an alert dialog with its title, then the message.'],
          states: ['Open', 'Long message (scrolls inside)', 'Closed'],
        }),
      },
    },
  },
  title: 'UI/AlertDialog',
  component: AlertDialog,
  tags: ['autodocs'],
  render: (args) => <Demo {...args} />,
  args: {
    isOpen: false,
    title: 'Withdrawal submitted',
    message: 'The amount reaches your bank account within 72 hours.',
    isDismissable: false,
    onClose: fn(),
  },
} satisfies Meta<typeof AlertDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  const trigger = within(canvasElement).getByRole('button', { name: 'Show alert' });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('alertdialog', { name: 'Withdrawal submitted' });
  return { trigger, dialog };
};

export const EscapeCloses: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const { trigger, dialog } = await open(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('The amount reaches your bank account within 72 hours.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ButtonCloses: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  args: { buttonLabel: 'I know it' },
  play: async ({ args, canvasElement }) => {
    const { trigger, dialog } = await open(canvasElement);
    const ok = within(dialog).getByRole('button', { name: 'I know it' });
    await waitFor(() => expect(ok).toHaveFocus());
    // The only button keeps focus: Tab cannot leave the dialog.
    await userEvent.tab();
    await expect(ok).toHaveFocus();
    await userEvent.click(ok);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { isOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdrawal submitted' });
    await expect(within(dialog).getByText(/72 hours/)).toBeVisible();
    // Not dismissable: a press on the mask does nothing.
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
};

export const OpenLongMessage: Story = {
  name: 'Long message',
  args: {
    isOpen: true,
    title: 'Notice',
    message:
      'Recharge below USDT 1 is not credited and not refundable.\nPlease check the address before you send.\nA fee may apply to bank withdrawals.',
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Notice' });
    await expect(within(dialog).getByText(/not refundable/)).toBeVisible();
    const rect = dialog.getBoundingClientRect();
    await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(rect.left).toBeGreaterThanOrEqual(0);
  },
};
