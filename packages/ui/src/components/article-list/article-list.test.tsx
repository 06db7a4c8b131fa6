import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ArticleList } from './article-list';

const items = [
  { id: 11, title: '关于开展2024年度羽毛球运动水平等级评定工作的通知', date: '2024-03-05 09:30:00' },
  { id: 12, title: '考评员培训班报名开始', date: '2024-02-20 14:00:00' },
];

describe('ArticleList', () => {
  it('renders every title with its date', () => {
    render(<ArticleList items={items} onOpen={() => {}} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('关于开展2024年度羽毛球运动水平等级评定工作的通知');
    expect(rows[0]).toHaveTextContent('2024-03-05');
    expect(rows[1]).toHaveTextContent('考评员培训班报名开始');
    expect(rows[1]).toHaveTextContent('2024-02-20');
    expect(screen.getByText('2024-03-05')).toHaveAttribute('datetime', '2024-03-05T09:30:00');
  });

  it('calls onOpen with the id of the clicked row', async () => {
    const onOpen = vi.fn();
    render(<ArticleList items={items} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: /考评员培训班报名开始/ }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledWith(12);
  });

  it('shows 暂无相关信息 for an empty list', () => {
    render(<ArticleList items={[]} onOpen={() => {}} />);
    expect(screen.getByText('暂无相关信息')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
