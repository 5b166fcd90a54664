import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarChart } from './BarChart';

const meta = {
  title: 'UI/BarChart',
  component: BarChart,
  tags: ['autodocs'],
  args: {
    label: 'Deposits and withdrawals',
    categories: ['Today', '7 days', '30 days'],
    series: [
      { key: 'in', label: 'Deposits', values: [1200, 8400, 30500], tone: 'rising' },
      { key: 'out', label: 'Withdrawals', values: [300, 5200, 21000], tone: 'falling' },
    ],
    formatValue: (v: number) => v.toLocaleString('en-US'),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the figures are readable as a table
    const table = canvas.getByRole('table', { name: 'Deposits and withdrawals' });
    const row = within(table).getByRole('row', { name: /7 days/ });
    await expect(row).toHaveTextContent('8,400');
    await expect(row).toHaveTextContent('5,200');
    // the tallest bar is the 30-day deposits bar
    const bars = [...canvasElement.querySelectorAll('rect')].map((r) => Number(r.getAttribute('height')));
    await expect(Math.max(...bars)).toBe(bars[4]);
  },
};

export const AllZero: Story = {
  args: { series: [{ key: 'in', label: 'Deposits', values: [0, 0, 0] }] },
  play: async ({ canvasElement }) => {
    const heights = [...canvasElement.querySelectorAll('rect')].map((r) => Number(r.getAttribute('height')));
    await expect(heights).toEqual([0, 0, 0]);
  },
};
