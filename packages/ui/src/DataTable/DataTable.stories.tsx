import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DataTable, type DataTableColumn } from './DataTable';

interface Withdrawal {
  id: number;
  member: string;
  amount: string;
  status: string;
}

const rows: Withdrawal[] = [
  { id: 3, member: '+1 5550000003', amount: '250.00', status: 'pending' },
  { id: 1, member: '+1 5550000001', amount: '1200.50', status: 'passed' },
  { id: 2, member: '+1 5550000002', amount: '75.25', status: 'rejected' },
];

const columns: DataTableColumn<Withdrawal>[] = [
  { accessorKey: 'id', header: 'ID', meta: { align: 'end' } },
  { accessorKey: 'member', header: 'Member', enableSorting: false },
  {
    accessorKey: 'amount',
    header: 'Amount',
    meta: { align: 'end' },
    sortingFn: (a, b) => Number(a.original.amount) - Number(b.original.amount),
  },
  { accessorKey: 'status', header: 'Status' },
];

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Withdrawal>,
  tags: ['autodocs'],
  args: { label: 'Withdrawals', columns, data: rows, getRowId: (r: Withdrawal) => String(r.id) },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DataTable<Withdrawal>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sortable: Story = {
  args: { sortable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Withdrawals' })).toBeVisible();
    const amount = canvas.getByRole('button', { name: /Amount/ });
    await userEvent.click(amount);
    await expect(canvas.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const firstAmount = () => within(canvas.getAllByRole('row')[1]!).getAllByRole('cell')[2];
    await expect(firstAmount()).toHaveTextContent('75.25');
    await userEvent.click(amount);
    await expect(firstAmount()).toHaveTextContent('1200.50');
    // a column that opted out of sorting has no sort button
    await expect(canvas.queryByRole('button', { name: /Member/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { data: [], emptyText: 'No withdrawals' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'No withdrawals' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { data: [], isLoading: true, loadingText: 'Loading…' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getByText('Loading…')).toBeVisible();
  },
};

export const SelectedRow: Story = {
  args: { isRowSelected: (r: Withdrawal) => r.id === 1 },
  play: async ({ canvasElement }) => {
    const selected = canvasElement.querySelector('tr[data-selected]');
    await expect(selected).toHaveTextContent('1200.50');
  },
};
