import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RegionCascade, type Region, type RegionCascadeProps, type RegionValue } from './region-cascade';

const REGIONS: Record<number, Region[]> = {
  [-1]: [
    { id: 11, area_name: '北京市' },
    { id: 31, area_name: '上海市' },
  ],
  11: [{ id: 1101, area_name: '北京市辖区' }],
  31: [{ id: 3101, area_name: '上海市辖区' }],
  1101: [
    { id: 110101, area_name: '东城区' },
    { id: 110102, area_name: '西城区' },
  ],
  3101: [
    { id: 310101, area_name: '黄浦区' },
    { id: 310104, area_name: '徐汇区' },
  ],
};

function fakeLoader() {
  return vi.fn((parentId: number) => Promise.resolve(REGIONS[parentId] ?? []));
}

type HarnessProps = Omit<RegionCascadeProps, 'value' | 'onChange'> & {
  initial?: RegionValue;
  onChange?: (next: RegionValue) => void;
};

function Harness({ initial = {}, onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState<RegionValue>(initial);
  return (
    <RegionCascade
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

/** Opens a select by its placeholder and clicks the option with the given label. */
async function choose(user: ReturnType<typeof userEvent.setup>, placeholder: string, label: string) {
  await user.click(screen.getByPlaceholderText(placeholder));
  await user.click(await screen.findByText(label));
}

describe('RegionCascade', () => {
  it('loads the provinces with parent id -1 on mount', async () => {
    const loadRegions = fakeLoader();
    render(<Harness loadRegions={loadRegions} />);
    await waitFor(() => expect(loadRegions).toHaveBeenCalledWith(-1));
    expect(loadRegions).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('北京市')).toBeInTheDocument();
    expect(screen.getByText('上海市')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请选择市')).toBeDisabled();
    expect(screen.getByPlaceholderText('请选择区')).toBeDisabled();
  });

  it('loads the cities of the chosen province and then its districts', async () => {
    const user = userEvent.setup();
    const loadRegions = fakeLoader();
    const onChange = vi.fn();
    render(<Harness loadRegions={loadRegions} onChange={onChange} />);

    await choose(user, '请选择省', '上海市');
    expect(onChange).toHaveBeenLastCalledWith({ provinceId: 31 });
    await waitFor(() => expect(loadRegions).toHaveBeenCalledWith(31));

    await choose(user, '请选择市', '上海市辖区');
    expect(onChange).toHaveBeenLastCalledWith({ provinceId: 31, cityId: 3101 });
    await waitFor(() => expect(loadRegions).toHaveBeenCalledWith(3101));

    await choose(user, '请选择区', '徐汇区');
    expect(onChange).toHaveBeenLastCalledWith({ provinceId: 31, cityId: 3101, districtId: 310104 });
    expect(screen.getByPlaceholderText('请选择区')).toHaveValue('徐汇区');
  });

  it('choosing another province resets city and district', async () => {
    const user = userEvent.setup();
    const loadRegions = fakeLoader();
    const onChange = vi.fn();
    render(
      <Harness
        loadRegions={loadRegions}
        onChange={onChange}
        initial={{ provinceId: 11, cityId: 1101, districtId: 110102 }}
      />,
    );
    // The initial value's lists load and its labels show.
    await waitFor(() => expect(screen.getByPlaceholderText('请选择区')).toHaveValue('西城区'));
    expect(loadRegions.mock.calls.map(([id]) => id)).toEqual([-1, 11, 1101]);
    expect(screen.getByPlaceholderText('请选择市')).toHaveValue('北京市辖区');

    await choose(user, '请选择省', '上海市');
    expect(onChange).toHaveBeenLastCalledWith({ provinceId: 31 });
    await waitFor(() => expect(loadRegions).toHaveBeenLastCalledWith(31));
    expect(screen.getByPlaceholderText('请选择省')).toHaveValue('上海市');
    expect(screen.getByPlaceholderText('请选择市')).toHaveValue('');
    expect(screen.getByPlaceholderText('请选择区')).toHaveValue('');
    expect(screen.getByPlaceholderText('请选择区')).toBeDisabled();
    expect(await screen.findByText('上海市辖区')).toBeInTheDocument();
    expect(screen.queryByText('北京市辖区')).not.toBeInTheDocument();
  });

  it('loads each parent once per instance', async () => {
    const user = userEvent.setup();
    const loadRegions = fakeLoader();
    render(<Harness loadRegions={loadRegions} />);

    await choose(user, '请选择省', '北京市');
    await waitFor(() => expect(loadRegions).toHaveBeenCalledWith(11));
    await choose(user, '请选择省', '上海市');
    await waitFor(() => expect(loadRegions).toHaveBeenCalledWith(31));
    await choose(user, '请选择省', '北京市');
    expect(await screen.findByText('北京市辖区')).toBeInTheDocument();

    expect(loadRegions.mock.calls.map(([id]) => id)).toEqual([-1, 11, 31]);
  });

  it('shows only the requested levels', async () => {
    const loadRegions = fakeLoader();
    const { unmount } = render(<Harness loadRegions={loadRegions} levels={2} />);
    expect(screen.getByPlaceholderText('请选择省')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请选择市')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('请选择区')).not.toBeInTheDocument();
    unmount();

    render(<Harness loadRegions={fakeLoader()} levels={1} placeholders={{ province: '所在省份' }} />);
    expect(screen.getByPlaceholderText('所在省份')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('请选择市')).not.toBeInTheDocument();
  });

  it('disables every select when disabled', async () => {
    render(<Harness loadRegions={fakeLoader()} disabled initial={{ provinceId: 11 }} />);
    expect(screen.getByPlaceholderText('请选择省')).toBeDisabled();
    expect(screen.getByPlaceholderText('请选择市')).toBeDisabled();
  });

  it('reports a failed load and retries', async () => {
    const user = userEvent.setup();
    const loadRegions = vi
      .fn<(parentId: number) => Promise<Region[]>>()
      .mockRejectedValueOnce(new Error('服务器繁忙，请稍后重试'))
      .mockImplementation((parentId) => Promise.resolve(REGIONS[parentId] ?? []));
    render(<Harness loadRegions={loadRegions} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('地区数据加载失败');
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(loadRegions).toHaveBeenCalledTimes(2);
    expect(loadRegions).toHaveBeenLastCalledWith(-1);
    expect(await screen.findByText('北京市')).toBeInTheDocument();
  });
});
