import type { Meta, StoryObj } from '@storybook/react-vite';
import { DetailSection, type DetailCallState } from './detail-section';

const idle: DetailCallState = { loading: false, result: null, errorMsg: '', reload: () => {} };

function Demo({ state, record, valid = true }: { state: DetailCallState; record?: { name: string } | null; valid?: boolean }) {
  return (
    <DetailSection title="考评员详情" valid={valid} state={state} record={record} onBack={() => {}}>
      {(coach) => <h1>{coach.name}</h1>}
    </DetailSection>
  );
}

const meta = {
  title: 'Components/DetailSection',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Record: Story = { args: { state: { ...idle, result: {} }, record: { name: '王教练' } } };

export const Loading: Story = { args: { state: { ...idle, loading: true } } };

export const Failed: Story = { args: { state: { ...idle, errorMsg: '该考评员不存在或已注销' } } };

export const NoId: Story = { args: { state: idle, valid: false } };
