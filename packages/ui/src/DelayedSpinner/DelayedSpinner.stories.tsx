import { durations } from '@aurum/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DelayedSpinner, Spinner } from './DelayedSpinner';
import { guidance } from '../docs/guidance';

const meta = {
  parameters: {
    docs: {
      description: {
        component: guidance({
          summary: `A loading indicator that appears only after ${durations.loadingDelay} ms (motion.loadingDelay), so fast answers never flash a spinner.`,
          use: ['A screen or part waiting for data or code.'],
          avoid: [
            'Content with a known shape: use Skeleton.',
            'Inside a pressed button: use Button isLoading.',
          ],
          do: ['Show the label when the wait may be long ("Loading page").'],
          dont: ['Show several spinners on one screen.'],
          content: ['Label: what is loading, in a few words.'],
          keyboard: ['Not focusable.'],
          screenReader: ['A status region: the label ("Loading") is announced when the spinner appears.'],
          states: ['Default', 'With label', 'Longer delay', 'Spinner only'],
        }),
      },
    },
  },
  title: 'UI/DelayedSpinner',
  component: DelayedSpinner,
  tags: ['autodocs'],
  args: { label: 'Loading', showLabel: false, size: 32 },
  argTypes: { delay: { control: { type: 'number', min: 0, step: 50 } } },
} satisfies Meta<typeof DelayedSpinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing at first; the spinner and its label appear after durations.loadingDelay (200 ms). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(canvas.queryByText('Loading')).toBeNull();
    await expect(status.querySelector('svg')).toBeNull();
    await waitFor(() => expect(canvas.getByText('Loading')).toBeInTheDocument(), { timeout: 2000 });
    await expect(status.querySelector('svg')).not.toBeNull();
  },
};

export const WithVisibleLabel: Story = {
  name: 'With label',
  args: { showLabel: true, label: 'Loading page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Loading page')).toBeNull();
    await expect(await canvas.findByText('Loading page', {}, { timeout: 2000 })).toBeVisible();
  },
};

export const LongerDelay: Story = {
  name: 'Longer delay',
  args: { delay: 600, showLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await new Promise((r) => setTimeout(r, 300));
    await expect(canvas.queryByText('Loading')).toBeNull();
    await expect(await canvas.findByText('Loading', {}, { timeout: 2000 })).toBeVisible();
  },
};

export const PlainSpinner: StoryObj<typeof Spinner> = {
  name: 'Spinner only',
  render: (args) => (
    <div role="img" aria-label="Loading" style={{ padding: 16 }}>
      <Spinner {...args} />
    </div>
  ),
  args: { size: 24 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Loading' }).querySelector('svg'),
    ).not.toBeNull();
  },
};
