import type { Meta, StoryObj } from '@storybook/react-vite';
import { Amount, Badge, Table, type TableColumn } from '../../src/ui/index.ts';
import { TableCards } from '../../src/ui/Table/TableCards.tsx';
import { Matrix } from './helpers.tsx';

interface Tx {
  id: string;
  date: string;
  type: string;
  amount: number;
  status: string;
}

// Fixed data and dates: stories are deterministic.
const rows: Tx[] = [
  { id: 'T1001', date: '2026-01-14 09:12', type: 'Deposit', amount: 5000, status: 'Success' },
  { id: 'T1002', date: '2026-01-14 11:40', type: 'Withdrawal', amount: -1250.5, status: 'Pending' },
  { id: 'T1003', date: '2026-01-15 08:03', type: 'Bonus', amount: 300, status: 'Success' },
  { id: 'T1004', date: '2026-01-15 10:27', type: 'Transfer', amount: 1234567.89, status: 'Success' },
];

const columns: TableColumn<Tx>[] = [
  { key: 'id', header: 'Order', cell: (r) => r.id },
  { key: 'date', header: 'Time', cell: (r) => r.date },
  { key: 'type', header: 'Type', cell: (r) => r.type },
  { key: 'amount', header: 'Amount', align: 'end', cell: (r) => <Amount value={r.amount} size="sm" /> },
  { key: 'status', header: 'Status', cell: (r) => r.status },
];

const meta = {
  title: 'UI/Table',
  component: Table<Tx>,
  args: { caption: 'Transaction records', columns, rows, rowKey: (r: Tx) => r.id },
} satisfies Meta<typeof Table<Tx>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Striped: Story = { args: { striped: true } };
export const HiddenCaption: Story = { args: { captionHidden: true } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const CustomEmpty: Story = { args: { rows: [], empty: 'No transactions in the last 7 days.' } };
export const RichCells: Story = {
  args: {
    columns: [
      ...columns.slice(0, 4),
      { key: 'new', header: 'New', cell: (r: Tx) => <Badge count={r.id === 'T1004' ? 1 : 0} /> },
    ],
  },
};

export const AllStates: Story = {
  render: () => (
    <Matrix
      columns={1}
      items={[
        ['default', <Table caption="Transactions" columns={columns} rows={rows.slice(0, 2)} rowKey={(r) => r.id} />],
        ['striped', <Table caption="Striped transactions" columns={columns} rows={rows} rowKey={(r) => r.id} striped />],
        ['loading', <Table caption="Loading transactions" columns={columns} rows={[]} rowKey={(r) => r.id} loading loadingRows={2} />],
        ['empty', <Table caption="No transactions" columns={columns} rows={[]} rowKey={(r) => r.id} />],
      ]}
    />
  ),
};

/** Phones: every row a card of label/value pairs (column header, value); shot at 390 × 844 (`phone`). */
export const PhoneCards: Story = { tags: ['phone'], args: { striped: true } };

/** The phone rendering at any viewport (the cards alone, 390 px wide): default, loading and empty. */
export const CardsAtPhoneWidth: Story = {
  render: () => (
    <div css={{ width: 390, maxWidth: '100%' }}>
      <Matrix
        columns={1}
        items={[
          ['cards', <TableCards caption="Transactions" columns={columns} rows={rows.slice(0, 2)} rowKey={(r) => r.id} captionHidden={false} loading={false} loadingRows={0} empty="No records" striped={false} />],
          ['loading', <TableCards caption="Loading transactions" columns={columns} rows={[]} rowKey={(r) => r.id} captionHidden={false} loading loadingRows={1} empty="No records" striped={false} />],
          ['empty', <TableCards caption="No transactions" columns={columns} rows={[]} rowKey={(r) => r.id} captionHidden={false} loading={false} loadingRows={0} empty="No transactions in the last 7 days." striped={false} />],
        ]}
      />
    </div>
  ),
};
