import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../element/element';
import { ArticleList } from '../article-list/article-list';
import { PageSection } from './page-section';

const meta = {
  title: 'Components/PageSection',
  component: PageSection,
  args: { title: '新闻动态' },
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithList: Story = {
  args: {
    extra: (
      <Button type="text" onClick={() => {}}>
        查看更多 &gt;
      </Button>
    ),
    children: (
      <ArticleList
        onOpen={() => {}}
        items={[
          { id: 1, title: '关于开展2024年度羽毛球运动水平等级评定工作的通知', date: '2024-03-05 09:30:00' },
          { id: 2, title: '全国羽毛球运动水平等级评定考评员培训班报名开始', date: '2024-02-20 14:00:00' },
        ]}
      />
    ),
  },
};

export const Detail: Story = {
  args: {
    title: '新闻详情',
    children: <p>发布时间：2024-03-05 09:30:00</p>,
  },
};
