import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Input, Select } from '../../element/element';
import { DateRange, type DateRangeValue } from '../date-range/date-range';
import { SearchBar, SearchField } from './search-bar';

const meta = {
  title: 'Components/SearchBar',
  component: SearchBar,
  args: { onSearch: () => {}, onReset: () => {} },
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

function NewsFilters() {
  const [keyword, setKeyword] = useState('');
  const [range, setRange] = useState<DateRangeValue>({});
  const [searched, setSearched] = useState('');
  return (
    <div style={{ minHeight: 360 }}>
      <SearchBar
        onSearch={() => setSearched(JSON.stringify({ keyword, ...range }))}
        onReset={() => {
          setKeyword('');
          setRange({});
          setSearched('');
        }}
      >
        <SearchField label="发布时间" wide>
          <DateRange value={range} onChange={setRange} />
        </SearchField>
        <SearchField label="关键词">
          <Input placeholder="请输入关键词" value={keyword} onChange={setKeyword} />
        </SearchField>
      </SearchBar>
      {searched && <pre style={{ color: '#48576a' }}>{searched}</pre>}
    </div>
  );
}

/** The news / notice filters: date range and keyword. */
export const News: Story = { render: () => <NewsFilters /> };

/** Several selects wrap onto more rows when the screen is narrow. */
export const ManyFields: Story = {
  render: (args) => (
    <SearchBar {...args}>
      {['考评员等级', '证书类型', '测试机构'].map((label) => (
        <SearchField key={label} label={label}>
          <Select value="" placeholder="请选择" onChange={() => {}}>
            <Select.Option value="1" label="一级" />
            <Select.Option value="2" label="二级" />
          </Select>
        </SearchField>
      ))}
      <SearchField label="关键词">
        <Input placeholder="请输入姓名" />
      </SearchField>
    </SearchBar>
  ),
};
