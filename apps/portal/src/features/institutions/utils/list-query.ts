import type { InstitutionListItem } from '@badminton/contracts';

/**
 * The full address: province, city, district and the detail address. The detail address often starts with
 * the district already ("天河区体育西路 191 号"), which is then not repeated.
 */
export function institutionAddress(item: Pick<InstitutionListItem, 'provinceName' | 'cityName' | 'districtName' | 'detailAddress'>): string {
  const detail = item.detailAddress.trim();
  const district = item.districtName && !detail.startsWith(item.districtName) ? item.districtName : '';
  const city = item.cityName && item.cityName !== item.provinceName ? item.cityName : '';
  return `${item.provinceName}${city}${district}${detail}`;
}
