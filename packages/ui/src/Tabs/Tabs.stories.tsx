import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';
import { guidance } from '../docs/guidance';

const items = [
  { key: 'all', label: 'All' },
  { key: 'valid', label: 'Valid' },
  { key: 'ended', label: 'Ended' },
];

const meta = {
  parameters: {
    docs: {
      description: {
        component: guidance({
          summary:
            'Switches between views of the same page: underlined tabs, or a segmented control for two or three options.',
          use: ['Filters of one list ("Holding", "Ended").'],
          avoid: ['Going to another page: use TabBar or Cell.'],
          do: ['Keep labels short and parallel.'],
          dont: ['Use more than about four tabs on a phone.'],
          content: ['Labels: one or two words, sentence case.'],
          keyboard: ['One tab stop; arrow keys move and select (right-to-left aware); Home/End jump.'],
          screenReader: ['A tab list; each tab reads its name, position and "selected".'],
          states: ['Line', 'Segmented'],
        }),
      },
    },
  },
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
