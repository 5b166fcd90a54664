import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';
import { guidance } from '../docs/guidance';

const meta = {
  parameters: {
    docs: {
      description: {
        component: guidance({
          summary: 'Grey placeholder blocks in the shape of the content while it loads.',
          use: ['The first load of a screen whose layout is known (cards, lists).'],
          avoid: ['Waits of unknown shape: use DelayedSpinner.'],
          do: ['Match the real layout so nothing jumps when content arrives.'],
          dont: ['Show a skeleton for more than a few seconds without an error path.'],
          content: ['No visible text.'],
          keyboard: ['Not focusable.'],
          screenReader: ['A busy status region read as "Loading".'],
          states: ['Loading', 'Loaded'],
        }),
      },
    },
  },
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { avatar: true, title: true, lines: 3 },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading');
  },
};

export const Loaded: Story = {
  args: { isLoaded: true, children: <p style={{ margin: 0 }}>Nadia Park joined in May.</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(within(canvasElement).getByText('Nadia Park joined in May.')).toBeVisible();
  },
};
