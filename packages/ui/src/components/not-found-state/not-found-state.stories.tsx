import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundState } from './not-found-state';

const meta: Meta<typeof NotFoundState> = {
  title: 'Components/NotFoundState',
  component: NotFoundState,
  args: { homeHref: '/index' },
};
export default meta;

export const Default: StoryObj<typeof NotFoundState> = {};
