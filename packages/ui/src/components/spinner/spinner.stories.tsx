import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageLoading, Spinner } from './spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = { args: { size: 20 } };

export const Large: Story = { args: { size: 40 } };

export const Page: Story = { render: () => <PageLoading /> };
