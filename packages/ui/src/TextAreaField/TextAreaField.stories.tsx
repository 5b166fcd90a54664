import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'UI/TextAreaField',
  component: TextAreaField,
  tags: ['autodocs'],
  args: { label: 'Notice text', description: 'Shown to members in the notice list', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextAreaField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Notice text' });
    await expect(box.tagName).toBe('TEXTAREA');
    await expect(box).toHaveAccessibleDescription('Shown to members in the notice list');
    await userEvent.type(box, 'Line one{enter}Line two');
    await expect(args.onChange).toHaveBeenLastCalledWith('Line one\nLine two');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Write the notice text' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Notice text' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Write the notice text');
  },
};
