import type { RegionValue } from '@badminton/pickers';

/** Region chosen down to the district. */
export function isRegionComplete(value: RegionValue | null | undefined): boolean {
  return Boolean(value?.provinceId && value.cityId && value.districtId);
}

/** Region ids as they arrive in a profile (numbers, numeric strings or empty). */
export function toRegionValue(province: unknown, city: unknown, district: unknown): RegionValue {
  const id = (v: unknown) => {
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const value: RegionValue = {};
  const provinceId = id(province);
  const cityId = id(city);
  const districtId = id(district);
  if (provinceId) value.provinceId = provinceId;
  if (provinceId && cityId) value.cityId = cityId;
  if (provinceId && cityId && districtId) value.districtId = districtId;
  return value;
}

/** Text of a profile value ('' for null/undefined). */
export function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}
