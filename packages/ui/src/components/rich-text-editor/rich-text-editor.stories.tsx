import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SafeHtml } from '../safe-html/safe-html';
import { RichTextEditor } from './rich-text-editor';

function Playground({ initial }: { initial: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <div style={{ maxWidth: 760 }}>
      <p id="story-body-label">正文</p>
      <RichTextEditor value={html} onChange={setHtml} labelledBy="story-body-label" uploadImage={async () => null} />
      <h3>预览</h3>
      <SafeHtml html={html} />
    </div>
  );
}

const meta = {
  title: 'Components/RichTextEditor',
  component: Playground,
  args: { initial: '<h2>2026年等级评定工作安排</h2><p>各测试机构：<strong>请于本月底前</strong>提交测试班申请。</p><ul><li>一级至三级</li><li>少儿一级至少儿三级</li></ul>' },
} satisfies Meta<typeof Playground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {};
export const Empty: Story = { args: { initial: '' } };
