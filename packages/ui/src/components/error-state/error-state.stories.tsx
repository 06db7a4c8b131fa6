import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorState } from './error-state';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: { text: '服务器繁忙，请稍后重试' },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = { args: { onRetry: () => {} } };

export const WithoutRetry: Story = { args: { text: '请求超时' } };
