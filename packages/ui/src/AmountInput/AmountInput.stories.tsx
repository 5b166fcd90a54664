import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Money } from '../MaskedText/MaskedText';
import { AmountInput, type AmountInputProps } from './AmountInput';
import { validateAmount } from './amount';
import { guidance } from '../docs/guidance';

const meta = {
  parameters: {
    docs: {
      description: {
        component: guidance({
          summary:
            'A money field: whatever is typed or pasted becomes digits and one decimal point with at most two decimals, and the phone shows its number keypad.',
          use: ['Any amount the member types: recharge, withdrawal, transfer.'],
          avoid: [
            'Whole quantities (items, shares): use Stepper.',
            'Amounts the member picks from fixed values: use buttons or Tabs.',
          ],
          do: [
            'Show the limits (minimum, maximum, fee) in the description, before the member types.',
            'Show a refusal as the error text under the field.',
          ],
          dont: [
            'Format the amount while typing (thousand separators jump the caret).',
            'Block typing at the limit; let them type and explain.',
          ],
          content: [
            'Label says what the amount is: "Withdrawal amount".',
            'Errors say the rule and the number: "At most 50,000.00".',
          ],
          keyboard: [
            'A normal text field: type, paste, select.',
            'Letters and extra decimals are dropped as they are typed.',
          ],
          screenReader: ['Read as an edit field with its label, description and, when invalid, the error.'],
          states: ['Empty', 'With limits', 'Error', 'Disabled'],
        }),
      },
    },
  },
  title: 'UI/AmountInput',
  component: AmountInput,
  tags: ['autodocs'],
  args: { label: 'Withdraw amount', symbol: '$', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AmountInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing "12.345abc" leaves "12.34"; onChange gets the text and 1234n minor units. */
export const Sanitises: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Withdraw amount' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '12.345abc');
    await expect(input).toHaveValue('12.34');
    await expect(args.onChange).toHaveBeenLastCalledWith('12.34', 1234n);
  },
};

/** Pasted text with junk and a leading dot. */
export const Paste: Story = {
  // Interaction test only: hidden from the sidebar and docs, still run by the story tests.
  tags: ['!dev', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Withdraw amount' });
    await userEvent.click(input);
    await userEvent.paste('USD .5.9');
    await expect(input).toHaveValue('0.59');
    await expect(args.onChange).toHaveBeenLastCalledWith('0.59', 59n);
  },
};

/** Controlled by the app, validating min/max in minor units as the user types. */
function Controlled(args: AmountInputProps) {
  const [value, setValue] = useState('');
  const check = validateAmount(value, { min: 1000n, max: 500000n });
  const error =
    value === '' || check.ok
      ? undefined
      : check.error === 'belowMin'
        ? 'Minimum amount is $10.00'
        : check.error === 'aboveMax'
          ? 'Maximum amount is $5000.00'
          : 'Please enter the withdraw amount';
  return (
    <>
      <AmountInput
        {...args}
        value={value}
        onChange={(v, minor) => {
          setValue(v);
          args.onChange?.(v, minor);
        }}
        errorMessage={error}
        description="Between $10.00 and $5000.00"
      />
      <p>
        You receive: <Money minor={check.ok ? check.minor : 0n} />
      </p>
    </>
  );
}

export const ControlledWithLimits: Story = {
  name: 'With limits',
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Withdraw amount' });
    await userEvent.type(input, '5');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Minimum amount is $10.00');
    await userEvent.type(input, '0.5');
    await expect(input).toHaveValue('50.5');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText('$50.50')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '6000');
    await expect(input).toHaveAccessibleDescription('Maximum amount is $5000.00');
  },
};

export const WithError: Story = {
  name: 'Error',
  args: { defaultValue: '0.5', errorMessage: 'Minimum amount is $10.00' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Withdraw amount' });
    await expect(input).toHaveValue('0.5');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '100', isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Withdraw amount' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '5');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveValue('100');
  },
};
