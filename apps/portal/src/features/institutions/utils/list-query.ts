import type { InstitutionListItem } from '@badminton/contracts';
import { joinRegionNames } from '@badminton/validation';

/**
 * The full address: province, city, district and the detail address. The detail address often starts with
 * the district already ("天河区体育西路 191 号"), which is then not repeated.
 */
export function institutionAddress(item: Pick<InstitutionListItem, 'provinceName' | 'cityName' | 'districtName' | 'detailAddress'>): string {
  const detail = item.detailAddress.trim();
  const district = item.districtName && !detail.startsWith(item.districtName) ? item.districtName : '';
  return `${joinRegionNames(item.provinceName, item.cityName, district)}${detail}`;
}
