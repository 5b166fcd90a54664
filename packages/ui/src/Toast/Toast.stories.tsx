import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { durations } from '@aurum/tokens';
import { Button } from '../Button/Button';
import { ToastProvider, toast, useToast, type ToastProviderProps } from './Toast';
import { guidance } from '../docs/guidance';

function Buttons({ message }: { message: string }) {
  const api = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', padding: 16 }}>
      <Button onPress={() => api.show(message)}>Show toast</Button>
      <Button variant="secondary" onPress={() => api.show('Copy failed, please copy manually')}>
        Show another
      </Button>
      <Button variant="secondary" onPress={() => toast.show('From outside React', { duration: 3000 })}>
        Imperative
      </Button>
      <Button variant="secondary" onPress={() => api.hide()}>
        Hide
      </Button>
    </div>
  );
}

type Args = ToastProviderProps & { message: string };

const meta = {
  parameters: {
    docs: {
      // A modal covers the whole viewport: on the docs page each story gets its own phone-sized frame.
      story: { inline: false, height: '640px' },
      description: {
        component: guidance({
          summary: `A short message at the centre of the screen for ${durations.toastDuration / 1000} s (motion.toastDuration), then gone. One at a time: a new one replaces the old.`,
          use: ['Feedback that needs no action: "Saved", "Copied", a server message.'],
          avoid: [
            'Anything the member must act on or read later: use AlertDialog.',
            'Errors in a form: show them at the field.',
          ],
          do: ['Keep it to a few words.'],
          dont: ['Put buttons or links in it.'],
          content: ["A statement in the past tense or the server's message, sentence case."],
          keyboard: ['Not focusable; it never takes focus away.'],
          screenReader: ['Announced politely (a status live region) without moving focus.'],
          states: ['Visible'],
        }),
      },
    },
  },
  title: 'UI/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  args: { message: 'Content copied', duration: durations.toastDuration },
  render: ({ message, ...args }: Args) => (
    <ToastProvider {...args}>
      <Buttons message={message} />
    </ToastProvider>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = () => screen.getByRole('status');

/** Shown in a role="status" live region, gone after durations.toastDuration (1500 ms). */
export const AutoDismiss: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const live = region();
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(live).toBeEmptyDOMElement();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const shownAt = performance.now();
    await expect(within(live).getByText('Content copied')).toBeVisible();
    await waitFor(() => expect(within(live).queryByText('Content copied')).toBeNull(), { timeout: 4000 });
    const elapsed = performance.now() - shownAt;
    await expect(elapsed).toBeGreaterThanOrEqual(durations.toastDuration - 100);
    await expect(elapsed).toBeLessThan(durations.toastDuration + 1000);
  },
};

/** A second toast replaces the first: only one is ever on screen. */
export const NewestReplaces: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const live = region();
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(within(live).getByText('Content copied')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show another' }));
    await expect(within(live).queryByText('Content copied')).toBeNull();
    await expect(within(live).getByText('Copy failed, please copy manually')).toBeVisible();
    await expect(live.childElementCount).toBe(1);
    await waitFor(() => expect(live).toBeEmptyDOMElement(), { timeout: 4000 });
  },
};

/** The `toast` object reaches the mounted provider from plain code; hide() clears at once. */
export const ImperativeAndHide: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const live = region();
    await userEvent.click(canvas.getByRole('button', { name: 'Imperative' }));
    await expect(within(live).getByText('From outside React')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide' }));
    await expect(live).toBeEmptyDOMElement();
  },
};

/** Visible toast, left on screen with a long duration so axe checks its contrast (light). */
export const Visible: Story = {
  name: 'Visible',
  args: { duration: 60_000, message: 'Connection timed out, click the screen to try again' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const message = within(region()).getByText(/Connection timed out/);
    await waitFor(() => expect(message.getBoundingClientRect().width).toBeGreaterThan(100));
    await expect(message.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
