import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pager } from './pager';

const meta = {
  title: 'Components/Pager',
  component: Pager,
  args: { total: 135, pageSize: 20, page: 1, onChange: () => {} },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Interactive: click a page number. */
export const Default: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <div>
        <Pager {...args} page={page} onChange={setPage} />
        <p style={{ textAlign: 'center', color: '#5e6d82' }}>当前第 {page} 页</p>
      </div>
    );
  },
};

/** 21 rows at 20 per page: the smallest total that shows the pager. */
export const JustOverOnePage: Story = { args: { total: 21 } };

/** 20 rows at 20 per page: nothing is rendered. */
export const SinglePage: Story = { args: { total: 20 } };
