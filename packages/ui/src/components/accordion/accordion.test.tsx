import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const items = [
  { id: 1, title: '如何报名等级评定？', html: '<p>在“测试报名”中选择测试班并提交订单。</p>' },
  { id: 2, title: '证书多久可以查询？', html: '<p>成绩审核通过后即可在公共查询中查询。</p><img alt="示例" src="/wwwroot/faq/cert.png">' },
];

describe('Accordion', () => {
  it('starts closed and shows the answer when a question is clicked', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} fileHost="https://files.example.cn" />);

    const question = screen.getByRole('button', { name: '证书多久可以查询？' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('成绩审核通过后即可在公共查询中查询。')).not.toBeInTheDocument();

    await user.click(question);
    expect(screen.getByText('成绩审核通过后即可在公共查询中查询。')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '示例' })).toHaveAttribute('src', 'https://files.example.cn/faq/cert.png');
    expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps one answer open at a time and closes on a second click', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);

    await user.click(screen.getByRole('button', { name: '如何报名等级评定？' }));
    expect(screen.getByText('在“测试报名”中选择测试班并提交订单。')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '证书多久可以查询？' }));
    expect(screen.queryByText('在“测试报名”中选择测试班并提交订单。')).not.toBeInTheDocument();
    expect(screen.getByText('成绩审核通过后即可在公共查询中查询。')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '证书多久可以查询？' }));
    expect(screen.queryByText('成绩审核通过后即可在公共查询中查询。')).not.toBeInTheDocument();
  });

  it('opens with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    screen.getByRole('button', { name: '如何报名等级评定？' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('在“测试报名”中选择测试班并提交订单。')).toBeInTheDocument();
  });

  it('shows the empty state without items', () => {
    render(<Accordion items={[]} />);
    expect(screen.getByText('暂无相关信息')).toBeInTheDocument();
  });

  it('puts its class (and the caller\'s) around the collapse, which drops className itself', () => {
    const { container } = render(<Accordion items={items} className="faq-list" />);
    const root = container.firstElementChild;
    expect(root).toHaveClass('bm-accordion', 'faq-list');
    expect(root?.querySelector('.el-collapse .el-collapse-item__header .bm-accordion__question')).not.toBeNull();
  });
});
