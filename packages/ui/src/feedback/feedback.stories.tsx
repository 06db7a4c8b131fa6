import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../element/element';
import { confirm, notify, toast } from './feedback';

const meta = {
  title: 'Feedback/Toast, notify, confirm',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function FeedbackDemo() {
  const [answer, setAnswer] = useState('');
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button onClick={() => toast.success('保存成功')}>toast.success</Button>
      <Button onClick={() => toast.warning('请选择测试等级')}>toast.warning</Button>
      <Button onClick={() => toast.error('登录已失效，请重新登录')}>toast.error</Button>
      <Button onClick={() => toast.info('验证码已发送至 138****0000', 5000)}>toast.info (5 s)</Button>
      <Button onClick={() => notify.success('登录成功', 1000)}>notify.success (1 s)</Button>
      <Button onClick={() => notify.error('账号或密码错误')}>notify.error</Button>
      <Button
        type="primary"
        onClick={async () => setAnswer((await confirm('确定要退出登录吗？')) ? '确定' : '取消')}
      >
        confirm
      </Button>
      {answer && <span style={{ alignSelf: 'center' }}>选择了：{answer}</span>}
    </div>
  );
}

export const Playground: Story = { render: () => <FeedbackDemo /> };
