import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DictionarySelect, type DictionaryOption, type DictionarySelectProps } from './dictionary-select';

const DICTIONARIES: Record<string, DictionaryOption[]> = {
  athlete_rank: [
    { label: '一级', value: '1' },
    { label: '二级', value: '2' },
    { label: '九级', value: '9' },
    { label: '少儿一级', value: '10' },
    { label: '待定A', value: '31' },
    { label: '待定B', value: '32' },
    { label: '待定C', value: '33' },
  ],
  certificate_type: [
    { label: '成人证书', value: 'adult' },
    { label: '少儿证书', value: 'child' },
  ],
};

function fakeLoader() {
  return vi.fn((classCode: string) => Promise.resolve(DICTIONARIES[classCode] ?? []));
}

type HarnessProps = Omit<DictionarySelectProps, 'value' | 'onChange'> & { onChange?: (value: string) => void };

function Harness({ onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState('');
  return (
    <DictionarySelect
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('DictionarySelect', () => {
  it('loads the class and lists its entries', async () => {
    const loadDictionary = fakeLoader();
    render(<Harness classCode="certificate_type" loadDictionary={loadDictionary} placeholder="请选择证书类型" />);
    expect(loadDictionary).toHaveBeenCalledWith('certificate_type');
    expect(await screen.findByText('成人证书')).toBeInTheDocument();
    expect(screen.getByText('少儿证书')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请选择证书类型')).toBeInTheDocument();
  });

  it('hides the excluded values', async () => {
    render(<Harness classCode="athlete_rank" loadDictionary={fakeLoader()} exclude={['31', '32', '33']} />);
    expect(await screen.findByText('一级')).toBeInTheDocument();
    expect(screen.getByText('九级')).toBeInTheDocument();
    expect(screen.getByText('少儿一级')).toBeInTheDocument();
    expect(screen.queryByText('待定A')).not.toBeInTheDocument();
    expect(screen.queryByText('待定B')).not.toBeInTheDocument();
    expect(screen.queryByText('待定C')).not.toBeInTheDocument();
  });

  it('shows every value without exclude', async () => {
    render(<Harness classCode="athlete_rank" loadDictionary={fakeLoader()} />);
    expect(await screen.findByText('待定A')).toBeInTheDocument();
  });

  it('reports the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness classCode="athlete_rank" loadDictionary={fakeLoader()} onChange={onChange} />);
    await user.click(screen.getByPlaceholderText('请选择'));
    await user.click(await screen.findByText('二级'));
    expect(onChange).toHaveBeenCalledWith('2');
    expect(screen.getByPlaceholderText('请选择')).toHaveValue('二级');
  });

  it('reloads when the class code changes and caches each class', async () => {
    const loadDictionary = fakeLoader();
    const { rerender } = render(
      <DictionarySelect classCode="athlete_rank" value="" onChange={() => {}} loadDictionary={loadDictionary} />,
    );
    expect(await screen.findByText('一级')).toBeInTheDocument();

    rerender(<DictionarySelect classCode="certificate_type" value="" onChange={() => {}} loadDictionary={loadDictionary} />);
    expect(await screen.findByText('成人证书')).toBeInTheDocument();
    expect(screen.queryByText('一级')).not.toBeInTheDocument();

    rerender(<DictionarySelect classCode="athlete_rank" value="" onChange={() => {}} loadDictionary={loadDictionary} />);
    expect(await screen.findByText('一级')).toBeInTheDocument();
    expect(loadDictionary.mock.calls.map(([code]) => code)).toEqual(['athlete_rank', 'certificate_type']);
  });

  it('reports a failed load and retries', async () => {
    const user = userEvent.setup();
    const loadDictionary = vi
      .fn<(classCode: string) => Promise<DictionaryOption[]>>()
      .mockRejectedValueOnce(new Error('请求超时'))
      .mockImplementation((classCode) => Promise.resolve(DICTIONARIES[classCode] ?? []));
    render(<Harness classCode="certificate_type" loadDictionary={loadDictionary} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('选项加载失败');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('成人证书')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(loadDictionary).toHaveBeenCalledTimes(2);
  });
});
