import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { guidance } from '../docs/guidance';

/** Opener + dialog, as an app would use it: the dialog closes itself through its callbacks. */
function Demo(args: ConfirmDialogProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  return (
    <div style={{ padding: 16 }}>
      <Button onPress={() => setOpen(true)}>Open dialog</Button>
      <ConfirmDialog
        {...args}
        isOpen={isOpen}
        onConfirm={() => {
          args.onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          args.onCancel?.();
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
            'A modal question with Cancel and Confirm. Use it before an action the member should not take by accident.',
          use: [
            'Before deleting something or leaving with unsaved input.',
            'Destructive variant (red confirm) for deleting or cancelling an order.',
          ],
          avoid: [
            'Confirming a payment: use the fund password and SlideToConfirm.',
            'Telling that something happened: use AlertDialog or Toast.',
          ],
          do: [
            'Ask a question that the button answers ("Delete this card?" → "Delete").',
            'Show Confirming on the button while the request runs.',
          ],
          dont: ['Use "Yes" / "No"; use verbs.', 'Ask for confirmation of an action that can be undone.'],
          content: [
            'Title: a question. Confirm: the verb of the action. Cancel: "Cancel" (or "Keep" for destructive).',
          ],
          keyboard: [
            'Focus moves to Cancel when it opens (the safe choice) and stays inside.',
            'Tab moves between the buttons; Escape cancels.',
            'Focus returns to what opened it.',
          ],
          screenReader: ['Announced as an alert dialog with its title and message; buttons by their labels.'],
          states: ['Open', 'Destructive', 'Confirming', 'Closed, opens from a button'],
        }),
      },
    },
  },
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  render: (args) => <Demo {...args} />,
  args: {
    isOpen: false,
    title: 'Delete bank card?',
    message: 'The card ending 5678 will be removed from your account.',
    isDestructive: false,
    isDismissable: false,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete bank card?' });
  return { trigger, dialog };
};

/** Escape cancels, and focus returns to the opener. */
export const EscapeCancels: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const { trigger, dialog } = await open(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      'The card ending 5678 will be removed from your account.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Tab cycles between the two buttons only; Confirm reports and closes. */
export const FocusTrappedThenConfirm: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const { trigger, dialog } = await open(canvasElement);
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CancelButton: Story = {
  name: 'Closed, opens from a button',
  args: { confirmLabel: 'Delete', cancelLabel: 'Keep', isDestructive: true },
  play: async ({ args, canvasElement }) => {
    const { trigger, dialog } = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open from the start, so the open dialog itself is checked by axe (light theme). */
export const Open: Story = {
  args: { isOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete bank card?' });
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeVisible();
    // Focus starts on the safe choice, and content behind the modal is hidden from assistive technology.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    // (react-aria marks everything outside the modal `inert`.)
    const behind = screen.getByText('Open dialog');
    await waitFor(() => expect(behind.closest('[inert]')).not.toBeNull());
  },
};

export const OpenDestructive: Story = {
  name: 'Destructive',
  args: { isOpen: true, isDestructive: true, confirmLabel: 'Delete' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
  },
};

/** With isDismissable, a press on the mask cancels. */
export const DismissOnMask: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  args: { isDismissable: true },
  play: async ({ args, canvasElement }) => {
    await open(canvasElement);
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const ConfirmLoading: Story = {
  name: 'Confirming',
  args: { isOpen: true, isConfirmLoading: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: /Confirm/ });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
