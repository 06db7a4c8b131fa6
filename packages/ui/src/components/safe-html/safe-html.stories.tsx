import type { Meta, StoryObj } from '@storybook/react-vite';
import { SafeHtml } from './safe-html';

const NEWS_BODY = `
<p>为推动全民健身与羽毛球运动普及，现开展2024年度羽毛球运动水平等级评定工作，有关事项通知如下：</p>
<h3>一、评定对象</h3>
<p>热爱羽毛球运动、身体健康的青少年及成年爱好者均可报名参加。</p>
<h3>二、报名方式</h3>
<p>请登录本平台，在“测试报名”栏目选择测试班完成报名。<a href="/wwwroot/files/notice.pdf" target="_blank">下载报名须知</a></p>
<script>document.title = '被篡改'</script>
<p><img src="data:image/svg+xml;charset=utf-8,%3Csvg xmlns='http://www.w3.org/2000/svg' width='480' height='120'%3E%3Crect width='480' height='120' fill='%23e8f5ee'/%3E%3Ctext x='240' y='68' font-size='20' text-anchor='middle' fill='%231a8f5c'%3E%E8%B5%9B%E4%BA%8B%E7%8E%B0%E5%9C%BA%3C/text%3E%3C/svg%3E" alt="赛事现场" onerror="alert(1)"></p>
`;

const meta = {
  title: 'Components/SafeHtml',
  component: SafeHtml,
  args: { html: NEWS_BODY, fileHost: 'https://files.example.cn' },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The script and onerror are removed; the attachment link points at the file host. */
export const NewsBody: Story = {};
