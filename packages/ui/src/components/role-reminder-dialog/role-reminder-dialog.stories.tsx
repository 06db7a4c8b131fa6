import type { Meta, StoryObj } from '@storybook/react-vite';
import { RoleReminderDialog } from './role-reminder-dialog';

const meta = {
  title: 'Components/RoleReminderDialog',
  component: RoleReminderDialog,
  args: { visible: true, requiredRole: '运动员', onLogin: () => {}, onCancel: () => {} },
} satisfies Meta<typeof RoleReminderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor clicked 报名: 请先登录运动员账号再进行报名. */
export const Visitor: Story = {};

/** An institution clicked an athlete sign-up: 当前为测试机构账号，请使用运动员账号登录. */
export const WrongRole: Story = { args: { currentRole: '测试机构' } };

/** An athlete opened a training class sign-up. */
export const EvaluatorRequired: Story = { args: { currentRole: '运动员', requiredRole: '考评员' } };
