import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChunkLoadError } from './ChunkLoadError';

const meta = {
  title: 'UI/ChunkLoadError',
  component: ChunkLoadError,
  tags: ['autodocs'],
  args: { onReload: fn() },
} satisfies Meta<typeof ChunkLoadError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Default text; a click calls onReload. */
export const ClickReloads: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load, tap to reload');
    await userEvent.click(canvas.getByRole('button', { name: 'Failed to load, tap to reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** Keyboard: Tab to it, Enter reloads (and Space too). */
export const KeyboardReloads: Story = {
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
  args: { message: 'Failed to load, tap to reload' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(Math.round(button.getBoundingClientRect().width)).toBe(
      Math.round(canvasElement.getBoundingClientRect().width),
    );
  },
};
