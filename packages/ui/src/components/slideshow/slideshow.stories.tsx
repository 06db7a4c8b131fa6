import type { Meta, StoryObj } from '@storybook/react-vite';
import { Slideshow } from './slideshow';

const meta = {
  title: 'Components/Slideshow',
  component: Slideshow,
  args: { label: '轮播图', interval: 3000, children: null },
  render: (args) => (
    <div style={{ height: 240 }}>
      <Slideshow {...args}>
        {['#15935f', '#1d4f91', '#c98a1b'].map((colour, i) => (
          <div key={colour} style={{ height: '100%', background: colour, color: '#fff', display: 'grid', placeItems: 'center', fontSize: 28 }}>
            第{i + 1}张
          </div>
        ))}
      </Slideshow>
    </div>
  ),
} satisfies Meta<typeof Slideshow>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
