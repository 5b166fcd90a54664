import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DelayedSpinner, Spinner } from './DelayedSpinner';

const meta = {
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
  args: { showLabel: true, label: 'Loading page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Loading page')).toBeNull();
    await expect(await canvas.findByText('Loading page', {}, { timeout: 2000 })).toBeVisible();
  },
};

export const LongerDelay: Story = {
  args: { delay: 600, showLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await new Promise((r) => setTimeout(r, 300));
    await expect(canvas.queryByText('Loading')).toBeNull();
    await expect(await canvas.findByText('Loading', {}, { timeout: 2000 })).toBeVisible();
  },
};

export const PlainSpinner: StoryObj<typeof Spinner> = {
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
