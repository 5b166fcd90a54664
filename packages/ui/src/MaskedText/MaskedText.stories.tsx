import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MaskedText, Money } from './MaskedText';

const meta = {
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
  args: { value: 'AB1234' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('AB1234')).toBeVisible();
  },
};

export const CustomCounts: Story = {
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
  args: { kind: 'phone', value: '5321234567' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('532****567')).toBeVisible();
  },
};

type MoneyStory = StoryObj<typeof Money>;

export const MoneyAmount: MoneyStory = {
  render: (args) => <Money {...args} />,
  args: { minor: '123456', symbol: '$' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$1234.56')).toBeVisible();
  },
};

export const MoneyNegativeWithThousands: MoneyStory = {
  render: (args) => <Money {...args} />,
  args: { minor: '-123456789', symbol: '$', thousands: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-$1,234,567.89')).toBeVisible();
  },
};

export const MoneyBigInt: MoneyStory = {
  render: () => <Money minor={900719925474099312n} symbol="USDT " />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('USDT 9007199254740993.12')).toBeVisible();
  },
};

export const MoneyInvalidFallback: MoneyStory = {
  render: (args) => <Money {...args} />,
  args: { minor: '12.5', fallback: '--' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('--')).toBeVisible();
  },
};
