import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stepper } from './Stepper';
import { guidance } from '../docs/guidance';

const meta = {
  parameters: {
    docs: {
      description: {
        component: guidance({
          summary:
            'A quantity with − and + buttons around a number field; the value stays between a minimum and a maximum on the step.',
          use: ['Whole quantities: number of units to buy.'],
          avoid: ['Money: use AmountInput.', 'Large ranges: type the number instead.'],
          do: ['Show the limits when the member reaches them.'],
          dont: ['Use steps other than 1 without saying so.'],
          content: ['Label says what is counted ("Quantity").'],
          keyboard: [
            'The field: arrow keys ±1, Home/End to the limits, typing. The buttons: Enter or Space.',
          ],
          screenReader: [
            'A spin button with its label and value; the buttons read "Decrease" and "Increase".',
          ],
          states: ['Quantity'],
        }),
      },
    },
  },
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
