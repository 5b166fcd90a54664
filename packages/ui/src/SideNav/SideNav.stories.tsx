import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SideNav } from './SideNav';

const meta = {
  title: 'UI/SideNav',
  component: SideNav,
  tags: ['autodocs'],
  args: {
    label: 'Console',
    currentKey: 'withdrawals',
    onNavigate: fn(),
    header: <strong>Aurum console</strong>,
    footer: <span>admin</span>,
    items: [
      { key: 'position', label: 'Money position', href: '/console/' },
      { key: 'withdrawals', label: 'Withdrawals', href: '/console/withdrawals', badge: 3 },
      { key: 'recharges', label: 'Recharges', href: '/console/recharges' },
      { key: 'products', label: 'Products', href: '/console/products' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', blockSize: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Console' });
    const current = within(nav).getByRole('link', { name: /Withdrawals/ });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Products' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/console/products');
  },
};
