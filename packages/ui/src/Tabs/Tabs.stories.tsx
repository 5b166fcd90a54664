import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const items = [
  { key: 'all', label: 'All' },
  { key: 'valid', label: 'Valid' },
  { key: 'ended', label: 'Ended' },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    items,
    label: 'Orders',
    onSelectionChange: fn(),
    children: (key: string) => <p style={{ padding: 16, margin: 0 }}>{`${key} orders`}</p>,
  },
  argTypes: { variant: { control: 'inline-radio', options: ['line', 'segmented'] } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('all orders');
    await userEvent.click(canvas.getByRole('tab', { name: 'Valid' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('valid');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('valid orders');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Ended' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Ended' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Segmented: Story = {
  args: { variant: 'segmented', children: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tabpanel')).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Ended' }));
    await expect(canvas.getByRole('tab', { name: 'Ended' })).toHaveAttribute('aria-selected', 'true');
  },
};
