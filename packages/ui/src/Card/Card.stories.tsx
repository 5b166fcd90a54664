import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Cell } from '../Cell/Cell';
import { Money } from '../MaskedText/MaskedText';
import { Card } from './Card';
import { guidance } from '../docs/guidance';

const meta = {
  parameters: {
    docs: {
      description: {
        component: guidance({
          summary:
            'A surface on the item colour that groups related content on the page, with an optional title.',
          use: [
            'Grouping a set of Cells (settings, account).',
            'A block of related figures (balance, earnings).',
          ],
          avoid: ['A single line of text: put it on the page.', 'A clickable tile: use Cell or a Button.'],
          do: [
            'Give the card a title when the page has more than one card.',
            'Use padding="none" around Cells so rows reach the edges.',
          ],
          dont: [
            'Nest cards in cards.',
            'Add shadows: depth is by surface colour (see Foundations/Elevation).',
          ],
          content: ['Title: a noun, sentence case ("Account", "Bank cards").'],
          keyboard: ['Not focusable itself; its contents are.'],
          screenReader: ['With a title it is a region named by the title, so it can be jumped to.'],
          states: ['Default', 'With title', 'With cells'],
        }),
      },
    },
  },
  title: 'UI/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    padding: 'medium',
    children: <p style={{ margin: 0 }}>Daily income is credited every day at 00:00.</p>,
  },
  argTypes: { padding: { control: 'inline-radio', options: ['none', 'medium'] } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Daily income/)).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** A title makes it a region named by its heading. */
export const WithTitle: Story = {
  name: 'With title',
  args: {
    title: 'Assets',
    children: (
      <p style={{ margin: 0, fontSize: 24 }}>
        <Money minor={1234567n} thousands />
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Assets' });
    await expect(within(region).getByRole('heading', { level: 3, name: 'Assets' })).toBeVisible();
    await expect(within(region).getByText('$12,345.67')).toBeVisible();
  },
};

const onPress = fn();

/** Edge-to-edge list of cells. */
export const CellList: Story = {
  name: 'With cells',
  args: {
    title: 'Account',
    padding: 'none',
    children: (
      <>
        <Cell title="Funding details" onPress={onPress} />
        <Cell title="Reset password" onPress={onPress} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    onPress.mockClear();
    const region = within(canvasElement).getByRole('region', { name: 'Account' });
    await userEvent.click(within(region).getByRole('button', { name: 'Reset password' }));
    await expect(onPress).toHaveBeenCalledOnce();
  },
};
