import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PagedResult, type PagedCallState } from './paged-result';

const ALL = Array.from({ length: 27 }, (_, i) => `考评员 ${i + 1}`);
const PAGE_SIZE = 10;

function Demo({ state }: { state: (page: number) => PagedCallState<string> }) {
  const [page, setPage] = useState(1);
  return (
    <PagedResult state={state(page)} page={page} pageSize={PAGE_SIZE} onPageChange={setPage}>
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </PagedResult>
  );
}

const idle = { loading: false, errorMsg: '', reload: () => {} };

const meta = {
  title: 'Components/PagedResult',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 27 rows, 10 per page: the rows and the pager. */
export const Rows: Story = {
  args: {
    state: (page) => ({ ...idle, result: { items: ALL.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), totalCount: ALL.length } }),
  },
};

export const Loading: Story = { args: { state: () => ({ ...idle, loading: true, result: null }) } };

export const Failed: Story = { args: { state: () => ({ ...idle, result: null, errorMsg: '服务器繁忙，请稍后重试' }) } };

export const Empty: Story = { args: { state: () => ({ ...idle, result: { items: [], totalCount: 0 } }) } };
