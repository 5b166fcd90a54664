import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon/Icon';
import { NoticeBar } from './NoticeBar';
import { guidance } from '../docs/guidance';

const meta = {
  parameters: {
    docs: {
      description: {
        component: guidance({
          summary: 'A bar of short announcements that scroll sideways (the home marquee).',
          use: ['Short running news on the home screen.'],
          avoid: ['Anything the member must read or acknowledge: use NoticePopup.'],
          do: ['Keep each item to one line.'],
          dont: ['Use more than one per screen.'],
          content: ['Plain sentences, no links.'],
          keyboard: ['Not focusable.'],
          screenReader: [
            'A labelled region with the list read once; the moving copy is hidden. With reduced motion the list wraps instead of moving.',
          ],
          states: ['Scrolling', 'Empty'],
        }),
      },
    },
  },
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
