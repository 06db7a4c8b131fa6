import type { Meta, StoryObj } from '@storybook/react-vite';
import { RankBadge } from './rank-badge';

const meta = {
  title: 'Components/RankBadge',
  component: RankBadge,
  args: { rank: 1, name: '一级考评员' },
} satisfies Meta<typeof RankBadge>;

export default meta;
export const FirstLevel: StoryObj<typeof meta> = {};
export const SecondLevel: StoryObj<typeof meta> = { args: { rank: 2, name: '二级考评员' } };
export const ThirdLevel: StoryObj<typeof meta> = { args: { rank: 3, name: '三级考评员' } };
