import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from '../../src/ui/index.ts';
import { Matrix } from './helpers.tsx';
import { capabilities, requiring, whenAvailable } from '../capabilities.tsx';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 20, onChange: fn() },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 10 } };
export const NearStart: Story = { args: { page: 4 } };
export const NearEnd: Story = { args: { page: 17 } };
export const LastPage: Story = { args: { page: 20 } };
export const FewPages: Story = { args: { page: 2, pageCount: 4 } };

function Stateful(): ReactNode {
  const [page, setPage] = useState(1);
  return <Pagination page={page} pageCount={9} onChange={setPage} />;
}

/** Next/previous and page buttons change the page; prev is disabled on page 1. */
export const Interactive: Story = {
  // the play function looks controls up by their English names
  globals: { locale: 'EN' },
  decorators: [requiring(capabilities.language('EN'))],
  render: () => <Stateful />,
  play: whenAvailable(async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    c.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(c.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    c.getByRole('button', { name: 'Page 9' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(c.getByRole('button', { name: 'Next page' })).toBeDisabled();
  }),
};

export const AllStates: Story = {
  render: () => (
    <Matrix
      columns={1}
      items={[1, 4, 6, 10, 16, 20].map((p) => [
        `page ${p} of 20`,
        <Pagination key={p} page={p} pageCount={20} onChange={() => {}} label={`Pagination, page ${p}`} />,
      ] as [string, ReactNode]).concat([
        ['page 2 of 4', <Pagination page={2} pageCount={4} onChange={() => {}} label="Short pagination" />],
        ['1 page (nothing drawn)', <Pagination page={1} pageCount={1} onChange={() => {}} />],
      ])}
    />
  ),
};
