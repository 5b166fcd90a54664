import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';
import { guidance } from '../docs/guidance';

const meta = {
  parameters: {
    docs: {
      description: {
        component: guidance({
          summary:
            'A labelled text input with an optional description and error text: phone, nickname, password, search.',
          use: ['Free text and identifiers.'],
          avoid: ['Money: use AmountInput.', 'The six-digit fund password: use FundPasswordSheet.'],
          do: ['Always show a visible label.', 'Say the rule in the description before the member types.'],
          dont: ['Use the placeholder as the label.', 'Show an error before the member has finished typing.'],
          content: ['Label: a noun ("Phone number"). Error: what to fix ("Enter 11 digits").'],
          keyboard: ['A normal text field.'],
          screenReader: ['Read with its label, description and error; invalid fields are marked invalid.'],
          states: ['Text', 'Password', 'Phone with prefix', 'With description', 'Invalid', 'Disabled'],
        }),
      },
    },
  },
  title: 'UI/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Nickname', type: 'text', placeholder: 'Enter a nickname', onChange: fn() },
  argTypes: { type: { control: 'inline-radio', options: ['text', 'password', 'tel', 'email'] } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nickname' });
    await userEvent.type(input, 'Lucky');
    await expect(input).toHaveValue('Lucky');
    await expect(args.onChange).toHaveBeenLastCalledWith('Lucky');
  },
};

export const Password: Story = {
  args: {
    label: 'Login password',
    type: 'password',
    placeholder: undefined,
    autoComplete: 'current-password',
  },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Login password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'secret1');
    await expect(args.onChange).toHaveBeenLastCalledWith('secret1');
  },
};

export const PhoneWithPrefix: Story = {
  name: 'Phone with prefix',
  args: { label: 'Mobile number', type: 'tel', prefix: '+90', placeholder: undefined, inputMode: 'tel' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAttribute('type', 'tel');
    await userEvent.type(input, '5321234567');
    await expect(input).toHaveValue('5321234567');
  },
};

export const WithDescription: Story = {
  name: 'With description',
  args: { label: 'Invitation code', description: 'Optional: from the member who invited you' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Invitation code' });
    await expect(input).toHaveAccessibleDescription('Optional: from the member who invited you');
  },
};

export const Invalid: Story = {
  args: { label: 'Payee name', defaultValue: '', errorMessage: 'Payee name empty' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Payee name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Payee name empty');
  },
};

export const Disabled: Story = {
  args: { label: 'Account', defaultValue: 'A****FGHIJ', isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Account' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** `validate` judges the value as it is typed; an explicit errorMessage would win. */
export const ValidatedAsTyped: Story = {
  args: {
    label: 'Invitation code',
    placeholder: undefined,
    validate: (value: string) => (value === '' || /^[A-Z0-9]{6}$/.test(value) ? null : 'Six letters or digits.'),
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Invitation code' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'AB1');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Six letters or digits.');
    await userEvent.type(input, 'C23');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
