import { describe, expect, it } from 'vitest';
import { buildRegionRows, type LevelNode } from './regions';

describe('buildRegionRows', () => {
  it('keeps province → city → district and inserts a city level for municipalities', () => {
    const tree: LevelNode[] = [
      { code: '110000', name: '北京市', children: [{ code: '110101', name: '东城区' }, { code: '110102', name: '西城区' }] },
      {
        code: '410000',
        name: '河南省',
        children: [
          { code: '410100', name: '郑州市', children: [{ code: '410102', name: '中原区' }] },
          { code: '419000', name: '河南省-省直辖县级行政区划', children: [{ code: '419001', name: '济源市' }] },
        ],
      },
      { code: '710000', name: '台湾省', children: [] },
    ];
    expect(buildRegionRows(tree)).toEqual([
      { id: 110000, areaName: '北京市', parentId: -1, level: 1 },
      { id: 110100, areaName: '北京市', parentId: 110000, level: 2 },
      { id: 110101, areaName: '东城区', parentId: 110100, level: 3 },
      { id: 110102, areaName: '西城区', parentId: 110100, level: 3 },
      { id: 410000, areaName: '河南省', parentId: -1, level: 1 },
      { id: 410100, areaName: '郑州市', parentId: 410000, level: 2 },
      { id: 410102, areaName: '中原区', parentId: 410100, level: 3 },
      { id: 419000, areaName: '省直辖县级行政区划', parentId: 410000, level: 2 },
      { id: 419001, areaName: '济源市', parentId: 419000, level: 3 },
      { id: 710000, areaName: '台湾省', parentId: -1, level: 1 },
    ]);
  });

  it('refuses to invent a city code that already exists', () => {
    const clash: LevelNode[] = [
      { code: '120000', name: '天津市', children: [{ code: '120101', name: '和平区' }, { code: '120100', name: '市辖区', children: [] }] },
    ];
    expect(() => buildRegionRows(clash)).toThrow('120100');
  });

  it('covers the full GB/T 2260 package with unique codes', () => {
    const rows = buildRegionRows();
    expect(rows.filter((row) => row.level === 1)).toHaveLength(34);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    const ids = new Set(rows.map((row) => row.id));
    expect(rows.every((row) => row.parentId === -1 || ids.has(row.parentId))).toBe(true);
    expect(rows.filter((row) => row.level === 3).length).toBeGreaterThan(2800);
  });
});
