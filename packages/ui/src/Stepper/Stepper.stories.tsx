import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stepper } from './Stepper';

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  args: { label: 'Quantity', min: 1, max: 5, defaultValue: 1, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Quantity: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await expect(canvas.getByRole('button', { name: 'Decrease' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await expect(field).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(field);
    await userEvent.keyboard('{End}');
    await expect(field).toHaveAttribute('aria-valuenow', '5');
    await expect(canvas.getByRole('button', { name: 'Increase' })).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, '9{Enter}');
    await expect(field).toHaveValue('5');
    await userEvent.keyboard('{ArrowDown}');
    await expect(field).toHaveValue('4');
  },
};
