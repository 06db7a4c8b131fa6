import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion } from './accordion';

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: {
    defaultOpenId: 1,
    items: [
      {
        id: 1,
        title: '如何报名参加羽毛球运动水平等级评定？',
        html: '<p>注册并完善个人信息后，在“测试报名”中选择测试班和测试等级，确认订单并完成支付即可。</p>',
      },
      {
        id: 2,
        title: '证书多久可以在公共查询中查到？',
        html: '<p>成绩经省协会审核通过后，证书信息即可在“公共查询”中查询。</p>',
      },
      {
        id: 3,
        title: '考评员需要具备什么条件？',
        html: '<p>须参加考评员培训班并考核合格，具体要求以培训班通知为准。</p>',
      },
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The FAQ page: one answer open at a time. */
export const Faq: Story = {};
