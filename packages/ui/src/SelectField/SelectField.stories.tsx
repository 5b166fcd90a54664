import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelectField } from './SelectField';

const meta = {
  title: 'UI/SelectField',
  component: SelectField,
  tags: ['autodocs'],
  args: {
    label: 'Status',
    onChange: fn(),
    options: [
      { value: 'pending', label: 'Pending' },
      { value: 'passed', label: 'Passed' },
      { value: 'rejected', label: 'Rejected' },
    ],
    description: 'Which withdrawals to list',
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Status' });
    await expect(select).toHaveAccessibleDescription('Which withdrawals to list');
    await userEvent.selectOptions(select, 'passed');
    await expect(args.onChange).toHaveBeenLastCalledWith('passed');
  },
};
