import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NoticePopup, type Notice } from './NoticePopup';
import { guidance } from '../docs/guidance';

/** The popup renders in a portal on document.body. */
const screen = () => within(document.body);

const notices: Notice[] = [
  {
    id: 'n1',
    title: 'Holiday schedule',
    content:
      'Withdrawals are paused on 1 October.\nThey resume on 8 October.\n\nThank you for your patience.',
  },
  {
    id: 'n2',
    title: 'New product',
    content: 'The Aurora bracelet plan is now available in the product list.',
  },
];

const meta = {
  parameters: {
    docs: {
      // A modal covers the whole viewport: on the docs page each story gets its own phone-sized frame.
      story: { inline: false, height: '640px' },
      description: {
        component: guidance({
          summary:
            'Shows unread notices one at a time; the button is disabled with a countdown, then reads "I know it". It cannot be dismissed without acknowledging.',
          use: ['Operator notices every member must read (holidays, rule changes).'],
          avoid: ['Transient feedback: use Toast.', 'News that may be skipped: use NoticeBar.'],
          do: ['Keep notices short; the member cannot act until the countdown ends.'],
          dont: ['Queue more than a few notices at once.'],
          content: [
            'Title: the subject. Content is plain text; line breaks are kept.',
            'Button: "I know it (3s)" during the countdown, then "I know it", localised.',
          ],
          keyboard: [
            'Focus moves to the button; Enter or Space confirms once enabled; Escape does nothing (must be acknowledged).',
          ],
          screenReader: [
            'An alert dialog with the notice title and content; the position ("1 / 2") is read.',
          ],
          states: ['Counting down', 'Ready to confirm', 'Default wait', 'Line breaks', 'Custom labels'],
        }),
      },
    },
  },
  title: 'UI/NoticePopup',
  component: NoticePopup,
  tags: ['autodocs'],
  args: { notices, waitSeconds: 2, onRead: fn(), onClose: fn() },
  argTypes: { waitSeconds: { control: { type: 'number', min: 0, max: 30 } } },
} satisfies Meta<typeof NoticePopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Counting down',
  play: async ({ args }) => {
    const dialog = await screen().findByRole('alertdialog', { name: 'Holiday schedule' });
    const button = within(dialog).getByRole('button');
    await expect(button).toBeDisabled();
    await expect(button).toHaveTextContent('I know it (2s)');
    await expect(within(dialog).getByText('1 / 2')).toBeVisible();
    await userEvent.click(button);
    await expect(args.onRead).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toHaveTextContent('I know it (1s)'), { timeout: 1500 });
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 1500 });
    await expect(button).toHaveAccessibleName('I know it');
    await userEvent.click(button);
    await expect(args.onRead).toHaveBeenCalledTimes(1);
    await expect(args.onRead).toHaveBeenCalledWith('n1');

    // The next notice, with a fresh countdown.
    const second = await screen().findByRole('alertdialog', { name: 'New product' });
    const next = within(second).getByRole('button');
    await expect(next).toBeDisabled();
    await expect(next).toHaveTextContent('I know it (2s)');
    await expect(within(second).getByText('2 / 2')).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(next).toBeEnabled(), { timeout: 3000 });
    await userEvent.keyboard('{Escape}');
    await expect(screen().getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(next);
    await expect(args.onRead).toHaveBeenLastCalledWith('n2');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen().queryByRole('alertdialog')).toBeNull());
  },
};

export const Countdown: Story = {
  name: 'Default wait',
  args: { waitSeconds: undefined, notices: notices.slice(0, 1) },
  play: async () => {
    const dialog = await screen().findByRole('alertdialog');
    const button = within(dialog).getByRole('button');
    await expect(button).toBeDisabled();
    await expect(button).toHaveTextContent('I know it (10s)');
    await waitFor(() => expect(button).toHaveTextContent('I know it (9s)'), { timeout: 2000 });
    await expect(button).toBeDisabled();
    // One notice: no "1 / 1".
    await expect(within(dialog).queryByText(/\d \/ \d/)).toBeNull();
  },
};

export const PlainTextContent: Story = {
  name: 'Line breaks',
  args: {
    waitSeconds: 0,
    notices: [
      {
        id: 7,
        title: 'Notice <b>7</b>',
        content: 'First line\nSecond line\n<img src=x onerror=alert(1)> stays text',
      },
    ],
  },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('alertdialog', { name: 'Notice <b>7</b>' });
    const content = within(dialog).getByText(/First line/);
    await expect(content).toHaveTextContent('<img src=x onerror=alert(1)> stays text');
    await expect(dialog.querySelector('img, b')).toBeNull();
    await expect(getComputedStyle(content).whiteSpace).toBe('pre-wrap');
    // Line breaks are rendered: three lines are taller than one.
    const lineHeight = Number.parseFloat(getComputedStyle(content).lineHeight);
    await expect(content.getBoundingClientRect().height).toBeGreaterThanOrEqual(lineHeight * 3 - 1);
    // The dialog is described by its content.
    await expect(dialog).toHaveAccessibleDescription(/First line/);
    // No wait: the button is ready at once.
    const button = within(dialog).getByRole('button', { name: 'I know it' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onRead).toHaveBeenCalledTimes(1);
    await expect(args.onRead).toHaveBeenCalledWith(7);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The app drops each read notice from its list (the other common wiring). */
function DroppingDemo(props: { onRead: (id: Notice['id']) => void; onClose: () => void }) {
  const [list, setList] = useState(notices);
  return (
    <NoticePopup
      notices={list}
      waitSeconds={0}
      onRead={(id) => {
        props.onRead(id);
        setList((l) => l.filter((n) => n.id !== id));
      }}
      onClose={props.onClose}
    />
  );
}

export const AppDropsReadNotices: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  name: 'App removes read notices from the queue',
  render: (args) => <DroppingDemo onRead={args.onRead} onClose={args.onClose ?? (() => {})} />,
  play: async ({ args }) => {
    await userEvent.click(
      within(await screen().findByRole('alertdialog', { name: 'Holiday schedule' })).getByRole('button'),
    );
    await userEvent.click(
      within(await screen().findByRole('alertdialog', { name: 'New product' })).getByRole('button'),
    );
    await expect(args.onRead).toHaveBeenCalledTimes(2);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen().queryByRole('alertdialog')).toBeNull());
  },
};

export const Empty: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  name: 'Empty queue: nothing shown',
  args: { notices: [] },
  play: async ({ args }) => {
    await expect(screen().queryByRole('alertdialog')).toBeNull();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const CustomLabels: Story = {
  name: 'Custom labels',
  args: {
    waitSeconds: 1,
    confirmLabel: 'Anladım',
    countdownLabel: (s: number) => `${s} sn`,
    progressLabel: (p: number, t: number) => `${p}/${t}`,
  },
  play: async () => {
    const dialog = await screen().findByRole('alertdialog');
    const button = within(dialog).getByRole('button');
    await expect(button).toHaveTextContent('1 sn');
    await expect(within(dialog).getByText('1/2')).toBeVisible();
    await waitFor(() => expect(button).toHaveAccessibleName('Anladım'), { timeout: 2500 });
  },
};

/** Left open with the button enabled, so axe checks the ready state (in both themes). */
export const Ready: Story = {
  name: 'Ready to confirm',
  args: { waitSeconds: 0 },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('alertdialog', { name: 'Holiday schedule' });
    await expect(within(dialog).getByRole('button', { name: 'I know it' })).toBeEnabled();
    await expect(within(dialog).getByText(/They resume on 8 October/)).toBeVisible();
    await expect(args.onRead).not.toHaveBeenCalled();
  },
};
