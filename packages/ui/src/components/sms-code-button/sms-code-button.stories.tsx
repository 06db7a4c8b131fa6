import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Input } from '../../element/element';
import { SmsCodeButton } from './sms-code-button';

function validateMobile(mobile: string): string | null {
  if (!mobile) return '请输入联系电话';
  return /^1[3-9]\d{9}$/.test(mobile) ? null : '请输入正确的手机号';
}

function WithField({ succeed }: { succeed: boolean }) {
  const [mobile, setMobile] = useState('13912345678');
  return (
    <div style={{ display: 'flex', gap: 8, maxWidth: 360 }}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Input value={mobile} placeholder="请输入手机号" maxLength={11} onChange={setMobile} />
      </div>
      <SmsCodeButton
        mobile={mobile}
        validateMobile={validateMobile}
        send={() => new Promise((resolve) => setTimeout(() => resolve(succeed), 600))}
      />
    </div>
  );
}

const meta = {
  title: 'Components/SmsCodeButton',
  component: WithField,
  args: { succeed: true },
} satisfies Meta<typeof WithField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sends, then counts down from 120 s (clear the field to see the mobile message). */
export const Sends: Story = {};

/** The service refuses: 验证码发送失败，请重新获取. */
export const Fails: Story = { args: { succeed: false } };
