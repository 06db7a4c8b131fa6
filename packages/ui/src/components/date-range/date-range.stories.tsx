import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DateRange, type DateRangeValue } from './date-range';

const meta = {
  title: 'Components/DateRange',
  component: DateRange,
  args: { onChange: () => {} },
} satisfies Meta<typeof DateRange>;

export default meta;
type Story = StoryObj<typeof meta>;

function Playground({ initial }: { initial: DateRangeValue }) {
  const [value, setValue] = useState<DateRangeValue>(initial);
  return (
    <div style={{ minHeight: 360 }}>
      <DateRange value={value} onChange={setValue} />
      <pre style={{ marginTop: 16, color: '#48576a' }}>{JSON.stringify(value, null, 2)}</pre>
    </div>
  );
}

/** Pick both days; the emitted value is shown below. */
export const Empty: Story = { render: () => <Playground initial={{}} /> };

export const Filled: Story = {
  render: () => <Playground initial={{ startTime: '2024-05-01 00:00:00', endTime: '2024-05-31 23:59:59' }} />,
};

export const Disabled: Story = { args: { disabled: true, value: { startTime: '2024-05-01 00:00:00' } } };
