import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArticleList } from './article-list';

const meta = {
  title: 'Components/ArticleList',
  component: ArticleList,
  args: {
    onOpen: () => {},
    items: [
      { id: 1, title: '关于开展2024年度全国羽毛球运动水平等级评定工作的通知（第二批测试机构名单公示）', date: '2024-03-05 09:30:00' },
      { id: 2, title: '全国羽毛球运动水平等级评定考评员培训班报名开始', date: '2024-02-20 14:00:00' },
      { id: 3, title: '等级证书邮寄进度说明', date: '2024-01-18 10:00:00' },
      { id: 4, title: '春节期间平台服务安排', date: '2024-01-30 16:45:00' },
    ],
  },
} satisfies Meta<typeof ArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { items: [] } };
