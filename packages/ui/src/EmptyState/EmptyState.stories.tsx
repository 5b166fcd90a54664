import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyState } from './EmptyState';
import { guidance } from '../docs/guidance';

const meta = {
  parameters: {
    docs: {
      description: {
        component: guidance({
          summary: 'Stands in for a list that has nothing to show yet.',
          use: ['An empty list or search: no orders, no messages.'],
          avoid: ['A failure to load: use ChunkLoadError or an error message.'],
          do: ['Say what will appear here and, when there is one, how to make it appear.'],
          dont: ['Blame the member ("You have not …").'],
          content: [
            'Default text: "Nothing here yet" in the current locale; pass a more specific one ("No records yet").',
          ],
          keyboard: ['Not focusable.'],
          screenReader: ['A status region: its text is read.'],
          states: ['Default'],
        }),
      },
    },
  },
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { message: 'No records yet' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No records yet');
  },
};
