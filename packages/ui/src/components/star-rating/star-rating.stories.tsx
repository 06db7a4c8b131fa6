import type { Meta, StoryObj } from '@storybook/react-vite';
import { StarRating } from './star-rating';

const meta = {
  title: 'Components/StarRating',
  component: StarRating,
  args: { star: 4 },
} satisfies Meta<typeof StarRating>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
