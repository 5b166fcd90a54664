import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MaskedText, Money } from './MaskedText';
import { guidance } from '../docs/guidance';

const meta = {
  parameters: {
    docs: {
      description: {
        component: guidance({
          summary:
            'Shows names, card numbers, accounts and phones with the middle hidden, and Money for amounts from integer minor units.',
          use: ['Any personal or financial identifier on screen.', 'Any amount (Money).'],
          avoid: ['Fields being edited: masks are for display.'],
          do: ['Keep the same head and tail counts everywhere for one kind of value.'],
          dont: ['Format money by hand; Money keeps two decimals exactly.'],
          content: [
            'Masks use four asterisks: 6222****0123. Money: symbol then amount, optional thousands separators.',
          ],
          keyboard: ['Not focusable.'],
          screenReader: [
            'Read as written (the asterisks are read as "star" by some readers; the identifier is still recognisable by head and tail).',
          ],
          states: [
            'Identifier',
            'Name',
            'Phone',
            'Phone (Türkiye)',
            'Custom counts',
            'Money',
            'Money, negative with thousands',
            'Money, very large',
            'Money, invalid value',
          ],
        }),
      },
    },
  },
  title: 'UI/MaskedText',
  component: MaskedText,
  tags: ['autodocs'],
  args: { kind: 'identifier', value: '6222021234567890123' },
  argTypes: {
    kind: { control: 'inline-radio', options: ['identifier', 'name', 'phone'] },
    head: { control: { type: 'number', min: 0 } },
    tail: { control: { type: 'number', min: 0 } },
  },
  decorators: [
    (Story) => (
      <p style={{ padding: 16, margin: 0 }}>
        <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof MaskedText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Identifier: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('6****90123')).toBeVisible();
  },
};

export const ShortIdentifierUnchanged: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  args: { value: 'AB1234' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('AB1234')).toBeVisible();
  },
};

export const CustomCounts: Story = {
  name: 'Custom counts',
  args: { value: '6222021234567890123', head: 4, tail: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('6222****0123')).toBeVisible();
  },
};

export const Name: Story = {
  args: { kind: 'name', value: 'Alexander' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('A********')).toBeVisible();
  },
};

export const Phone: Story = {
  args: { kind: 'phone', value: '13812345678' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('138****5678')).toBeVisible();
  },
};

export const PhoneTurkish: Story = {
  name: 'Phone (Türkiye)',
  args: { kind: 'phone', value: '5321234567' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('532****567')).toBeVisible();
  },
};

type MoneyStory = StoryObj<typeof Money>;

export const MoneyAmount: MoneyStory = {
  name: 'Money',
  render: (args) => <Money {...args} />,
  args: { minor: '123456', symbol: '$' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$1234.56')).toBeVisible();
  },
};

export const MoneyNegativeWithThousands: MoneyStory = {
  name: 'Money, negative with thousands',
  render: (args) => <Money {...args} />,
  args: { minor: '-123456789', symbol: '$', thousands: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-$1,234,567.89')).toBeVisible();
  },
};

export const MoneyBigInt: MoneyStory = {
  name: 'Money, very large',
  render: () => <Money minor={900719925474099312n} symbol="USDT " />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('USDT 9007199254740993.12')).toBeVisible();
  },
};

export const MoneyInvalidFallback: MoneyStory = {
  name: 'Money, invalid value',
  render: (args) => <Money {...args} />,
  args: { minor: '12.5', fallback: '--' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('--')).toBeVisible();
  },
};
