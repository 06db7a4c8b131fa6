import type { Meta, StoryObj } from '@storybook/react-vite';
import { CoverImage } from './cover-image';

const SAMPLE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 270"><rect width="480" height="270" fill="#1a8f5c"/><rect x="60" y="60" width="360" height="150" fill="none" stroke="#fff" stroke-width="4"/><line x1="240" y1="60" x2="240" y2="210" stroke="#fff" stroke-width="4"/></svg>',
  );

const meta = {
  title: 'Components/CoverImage',
  component: CoverImage,
  args: { path: SAMPLE, fileHost: '/wwwroot', lazy: false },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof CoverImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutPicture: Story = { args: { path: '' } };
