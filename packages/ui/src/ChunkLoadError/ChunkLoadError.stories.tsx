import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChunkLoadError } from './ChunkLoadError';
import { guidance } from '../docs/guidance';

const meta = {
  parameters: {
    docs: {
      description: {
        component: guidance({
          summary:
            'Shown where a screen failed to load (usually a lost connection): the whole block is a button that reloads.',
          use: ['In place of a lazily loaded screen or part that did not arrive.'],
          avoid: [
            'Server errors with a message: show the message (Toast or AlertDialog).',
            'Empty results: use EmptyState.',
          ],
          do: ['Let it fill the space the missing screen would take.'],
          dont: ['Reload automatically in a loop.'],
          content: ['The built-in text is localised ("Failed to load, tap to reload").'],
          keyboard: ['Tab to it; Enter or Space reloads.'],
          screenReader: ['Announced as soon as it appears (role alert), then read as a button.'],
          states: ['Default', 'Fluid width'],
        }),
      },
    },
  },
  title: 'UI/ChunkLoadError',
  component: ChunkLoadError,
  tags: ['autodocs'],
  args: { onReload: fn() },
} satisfies Meta<typeof ChunkLoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Default text; a click calls onReload. */
export const ClickReloads: Story = {
  name: 'Default',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load, tap to reload');
    await userEvent.click(canvas.getByRole('button', { name: 'Failed to load, tap to reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** Keyboard: Tab to it, Enter reloads (and Space too). */
export const KeyboardReloads: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  args: { message: 'Connection timed out, click the screen to try again' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Connection timed out/ });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onReload).toHaveBeenCalledTimes(2);
  },
};

/** The block fills the width of its container at any size. */
export const Fluid: Story = {
  name: 'Fluid width',
  args: { message: 'Failed to load, tap to reload' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(Math.round(button.getBoundingClientRect().width)).toBe(
      Math.round(canvasElement.getBoundingClientRect().width),
    );
  },
};
