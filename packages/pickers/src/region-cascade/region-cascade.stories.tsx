// Shown in @badminton/ui's Storybook (its main.ts also collects the pickers' stories). Written as plain CSF
// objects so this package needs no Storybook dependency. The loader serves a small inline sample.
import { PageSection } from '@badminton/ui';
import { useState } from 'react';
import { RegionCascade, type Region, type RegionValue } from './region-cascade';

const SAMPLE_REGIONS: Record<number, Region[]> = {
  [-1]: [
    { id: 110000, area_name: '北京市' },
    { id: 310000, area_name: '上海市' },
    { id: 440000, area_name: '广东省' },
  ],
  110000: [{ id: 110100, area_name: '北京市辖区' }],
  310000: [{ id: 310100, area_name: '上海市辖区' }],
  440000: [
    { id: 440100, area_name: '广州市' },
    { id: 440300, area_name: '深圳市' },
  ],
  110100: [
    { id: 110101, area_name: '东城区' },
    { id: 110102, area_name: '西城区' },
    { id: 110105, area_name: '朝阳区' },
  ],
  310100: [
    { id: 310101, area_name: '黄浦区' },
    { id: 310104, area_name: '徐汇区' },
  ],
  440100: [
    { id: 440103, area_name: '荔湾区' },
    { id: 440106, area_name: '天河区' },
  ],
  440300: [
    { id: 440304, area_name: '福田区' },
    { id: 440305, area_name: '南山区' },
  ],
};

/** Answers after a short delay, like the region call. */
function loadSampleRegions(parentId: number): Promise<Region[]> {
  return new Promise((resolve) => setTimeout(() => resolve(SAMPLE_REGIONS[parentId] ?? []), 300));
}

function Demo({ levels, initial = {} }: { levels?: 1 | 2 | 3; initial?: RegionValue }) {
  const [value, setValue] = useState<RegionValue>(initial);
  return (
    <div style={{ maxWidth: 640, minHeight: 320 }}>
      <PageSection title="所在地区">
        <RegionCascade value={value} onChange={setValue} loadRegions={loadSampleRegions} levels={levels} />
        <pre style={{ color: '#48576a' }}>{JSON.stringify(value)}</pre>
      </PageSection>
    </div>
  );
}

export default {
  title: 'Pickers/RegionCascade',
  component: RegionCascade,
};

export const ThreeLevels = { render: () => <Demo /> };

export const Prefilled = { render: () => <Demo initial={{ provinceId: 440000, cityId: 440300, districtId: 440305 }} /> };

export const ProvinceAndCity = { render: () => <Demo levels={2} /> };
