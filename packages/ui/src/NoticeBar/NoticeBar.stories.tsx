import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import { NoticeBar } from './NoticeBar';

const meta = {
  title: 'UI/NoticeBar',
  component: NoticeBar,
  args: {
    label: 'Announcements',
    icon: <Icon name="alert" size={20} />,
    items: [
      { id: 1, content: 'Withdrawals reach your bank within 72 hours.' },
      { id: 2, content: 'New products every Monday.' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoticeBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Screen readers get the list once; the moving copy is hidden. */
export const Scrolling: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Announcements' });
    await expect(within(bar).getAllByRole('listitem')).toHaveLength(2);
    await expect(bar.querySelectorAll('li')).toHaveLength(4);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
