import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FundPasswordSheet } from './FundPasswordSheet';
import { guidance } from '../docs/guidance';

/** The sheet renders in a portal on document.body. */
const screen = () => within(document.body);

const filledCells = (dialog: HTMLElement) => dialog.querySelectorAll('[data-filled]').length;

/** The full-screen mask around the sheet. */
function maskOf(dialog: HTMLElement): HTMLElement {
  let el: HTMLElement | null = dialog;
  while (el && getComputedStyle(el).position !== 'fixed') el = el.parentElement;
  if (!el) throw new Error('no mask');
  return el;
}

const meta = {
  parameters: {
    docs: {
      // A modal covers the whole viewport: on the docs page each story gets its own phone-sized frame.
      story: { inline: false, height: '640px' },
      description: {
        component: guidance({
          summary:
            'A bottom sheet for the six-digit fund password that guards every money movement: six masked cells, an on-screen keypad, typing and paste.',
          use: ['Before buying, withdrawing or changing bank details.'],
          avoid: ['The login password: use TextField type password.'],
          do: [
            "Show the server's refusal in the sheet (digits are cleared, the cells shake) with the tries left.",
            'Offer "Forgot password?" leading to the reset.',
          ],
          dont: ['Close the sheet on a wrong password.', 'Show the digits.'],
          content: [
            'Title: "Enter fund password". Errors: what happened and tries left ("Wrong password, 4 tries left").',
          ],
          keyboard: [
            'Focus moves into the sheet and is trapped. Digits type into the cells; Backspace deletes; Escape closes.',
          ],
          screenReader: [
            'A dialog named by its title; progress is read as digits entered ("3 of 6"); errors are announced (role alert).',
          ],
          states: ['Idle', 'Typing', 'Error', 'Forget password? link', 'Custom labels', 'Closed'],
        }),
      },
    },
  },
  title: 'UI/FundPasswordSheet',
  component: FundPasswordSheet,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    title: 'Enter fund password',
    onComplete: fn(),
    onClose: fn(),
    onForgot: fn(),
  },
} satisfies Meta<typeof FundPasswordSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Idle',
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: 'Enter fund password' });
    const input = within(dialog).getByLabelText('Fund password');
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('12345');
    await expect(filledCells(dialog)).toBe(5);
    await expect(args.onComplete).not.toHaveBeenCalled();
    await expect(dialog).toHaveTextContent('5 of 6 digits entered');
    await userEvent.keyboard('6');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    // A seventh digit is ignored.
    await userEvent.keyboard('7');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(input).toHaveValue('123456');
  },
};

export const Keypad: Story = {
  name: 'Typing',
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog');
    const pad = within(within(dialog).getByRole('group', { name: 'Number keypad' }));
    const input = within(dialog).getByLabelText('Fund password');
    for (const d of ['9', '8', '7']) await userEvent.click(pad.getByRole('button', { name: d }));
    await expect(filledCells(dialog)).toBe(3);
    await userEvent.click(pad.getByRole('button', { name: 'Delete' }));
    await expect(filledCells(dialog)).toBe(2);
    // Pressing keys keeps focus in the field, so the physical keyboard still types.
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(filledCells(dialog)).toBe(1);
    for (const d of ['0', '1', '2', '3', '4']) await userEvent.click(pad.getByRole('button', { name: d }));
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('901234');
    // Keys are big touch targets.
    await expect(
      pad.getByRole('button', { name: '5' }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(48);
  },
};

export const PasteDigitsOnly: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  name: 'Paste keeps digits only',
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog');
    const input = within(dialog).getByLabelText('Fund password');
    await userEvent.click(input);
    await userEvent.paste('12a3b4c56');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(input).toHaveValue('123456');
    await expect(filledCells(dialog)).toBe(6);
  },
};

export const TypingIgnoresLetters: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  name: 'Letters typed are ignored',
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog');
    const input = within(dialog).getByLabelText('Fund password');
    await userEvent.click(input);
    await userEvent.keyboard('1a2b3');
    await expect(input).toHaveValue('123');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/** App wiring: a wrong code comes back as `error`; the sheet shakes and clears. */
function WrongCodeDemo({ onComplete }: { onComplete: (code: string) => void }) {
  const [error, setError] = useState<string | undefined>();
  return (
    <FundPasswordSheet
      isOpen
      title="Enter fund password"
      error={error}
      onClose={() => {}}
      onComplete={(code) => {
        onComplete(code);
        setError(undefined);
        setTimeout(
          () => setError(code === '246810' ? undefined : 'Incorrect fund password, 4 attempts left'),
          50,
        );
      }}
    />
  );
}

export const ErrorState: Story = {
  name: 'Error',
  render: (args) => <WrongCodeDemo onComplete={args.onComplete} />,
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog');
    const input = within(dialog).getByLabelText('Fund password');
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('111111');
    await expect(args.onComplete).toHaveBeenCalledWith('111111');
    const alert = within(dialog).getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Incorrect fund password, 4 attempts left'));
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(filledCells(dialog)).toBe(0);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The cells shake (a Web Animation moves them sideways), then settle.
    const field = input.parentElement as HTMLElement;
    await expect(field.getAnimations().length).toBeGreaterThan(0);
    await waitFor(() => expect(new DOMMatrix(getComputedStyle(field).transform).m41).not.toBe(0));
    await waitFor(() => expect(field.getAnimations()).toHaveLength(0), { timeout: 2000 });
    await expect(new DOMMatrix(getComputedStyle(field).transform).m41).toBe(0);
    // The same message again for a second wrong code.
    await userEvent.keyboard('222222');
    await expect(args.onComplete).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(alert).toHaveTextContent('Incorrect fund password'));
    await waitFor(() => expect(input).toHaveValue(''));
  },
};

export const FocusTrapAndEscape: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  name: 'Focus is trapped; Escape closes',
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('Fund password')).toHaveFocus());
    for (let i = 0; i < 16; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await userEvent.tab({ shift: true });
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    // Typing works with focus on a keypad key, too.
    within(dialog).getByRole('button', { name: '5' }).focus();
    await userEvent.keyboard('42');
    await expect(within(dialog).getByLabelText('Fund password')).toHaveValue('42');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const MaskCloses: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  name: 'Tapping the mask closes',
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog');
    const mask = maskOf(dialog);
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: mask, coords: { clientX: 20, clientY: 20 } },
      { keys: '[/MouseLeft]', target: mask, coords: { clientX: 20, clientY: 20 } },
    ]);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    // The close button too.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

export const ForgotLink: Story = {
  name: 'Forget password? link',
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forget password?' }));
    await expect(args.onForgot).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const ForgotSlotAndLabels: Story = {
  name: 'Custom labels',
  args: {
    title: 'Fon şifresi',
    onForgot: undefined,
    // The app's own link, in the text colour so it reads in both themes (the browser's blue does not on dark).
    forgotSlot: (
      <a href="#reset-password" style={{ color: 'inherit', textDecoration: 'underline' }}>
        Reset it here
      </a>
    ),
    labels: { input: 'Şifre', delete: 'Sil', close: 'Kapat', keypad: 'Tuş takımı' },
  },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Fon şifresi' });
    const d = within(dialog);
    await expect(d.getByRole('link', { name: 'Reset it here' })).toBeVisible();
    await expect(d.queryByRole('button', { name: 'Forget password?' })).toBeNull();
    await expect(d.getByLabelText('Şifre')).toBeInTheDocument();
    await expect(d.getByRole('button', { name: 'Sil' })).toBeVisible();
    await expect(d.getByRole('button', { name: 'Kapat' })).toBeVisible();
  },
};

export const Closed: Story = {
  args: { isOpen: false },
  play: async () => {
    await expect(screen().queryByRole('dialog')).toBeNull();
  },
};
