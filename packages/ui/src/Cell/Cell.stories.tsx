import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vars } from '@aurum/tokens/theme.css';
import { Card } from '../Card/Card';
import { Money } from '../MaskedText/MaskedText';
import { Cell } from './Cell';
import { guidance } from '../docs/guidance';

const WalletIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="24"
    height="24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    style={{ color: vars.color.theme }}
  >
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M3 10h18M16 14.5h2" />
  </svg>
);

const meta = {
  parameters: {
    docs: {
      description: {
        component: guidance({
          summary:
            'A list row: optional icon, title, optional description and value, and a chevron when it opens something.',
          use: ['Settings and account lists; each row opening a page or showing a value.'],
          avoid: ['Long text: use a Card with text.', 'An action that changes data immediately: use Button.'],
          do: [
            'Put rows in a Card with padding="none".',
            'Show the current value on the right ("English", "2 cards").',
          ],
          dont: ['Put two actions in one row.', 'Use a chevron on a row that does not open anything.'],
          content: ['Title: a noun ("Bank cards"); value: the current setting, short.'],
          keyboard: ['A pressable cell is a button: Tab, then Enter or Space.'],
          screenReader: ['Pressable: "Bank cards, 2, button". Static: read as text.'],
          states: ['Pressable', 'Static', 'With description', 'Disabled', 'List'],
        }),
      },
    },
  },
  title: 'UI/Cell',
  component: Cell,
  tags: ['autodocs'],
  args: { title: 'Bank card', value: 'Bound', icon: <WalletIcon />, onPress: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 960 }}>
        <Card padding="none">
          <Story />
        </Card>
      </div>
    ),
  ],
} satisfies Meta<typeof Cell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pressable: Story = {
  play: async ({ args, canvasElement }) => {
    const row = within(canvasElement).getByRole('button', { name: /Bank card/ });
    await expect(row.querySelector('svg:last-child')).not.toBeNull();
    await userEvent.click(row);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Keyboard: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  args: { title: 'Funding details', value: undefined },
  play: async ({ args, canvasElement }) => {
    const row = within(canvasElement).getByRole('button', { name: 'Funding details' });
    await userEvent.tab();
    await expect(row).toHaveFocus();
    await expect(row).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** Without onPress it is plain content: no button role, no chevron. */
export const Static: Story = {
  args: {
    title: 'Balance',
    value: <Money minor={1234567n} thousands />,
    onPress: undefined,
    icon: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('$12,345.67')).toBeVisible();
  },
};

export const WithDescription: Story = {
  name: 'With description',
  args: { title: 'Withdraw', description: 'Reaches your bank within 72 hours', value: 'Wallet' },
  play: async ({ args, canvasElement }) => {
    const row = within(canvasElement).getByRole('button', { name: /Withdraw/ });
    await expect(row).toHaveTextContent('Reaches your bank within 72 hours');
    await userEvent.click(row);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const row = within(canvasElement).getByRole('button', { name: /Bank card/ });
    await expect(row).toHaveAttribute('aria-disabled', 'true');
    await expect(row).not.toHaveAttribute('tabindex');
    await userEvent.click(row);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Several rows in a card, separated by hairlines. */
export const List: Story = {
  render: (args) => (
    <>
      <Cell {...args} title="Bank card" value="2 cards" />
      <Cell {...args} title="Bonus redemption" value={undefined} />
      <Cell {...args} title="Reset password" value={undefined} />
    </>
  ),
  play: async ({ args, canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('button');
    await expect(rows).toHaveLength(3);
    await userEvent.click(rows[2]!);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
