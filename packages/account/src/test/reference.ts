import { fake } from '@badminton/api-client/testing';
import { getDicData, getDistrictList } from '@badminton/contracts';

const PROVINCES = [
  { id: 440000, area_name: '广东省', parent_id: -1 },
  { id: 110000, area_name: '北京市', parent_id: -1 },
];
const CITIES: Record<number, { id: number; area_name: string; parent_id: number }[]> = {
  440000: [{ id: 440100, area_name: '广州市', parent_id: 440000 }],
  440100: [{ id: 440106, area_name: '天河区', parent_id: 440100 }],
};

/** Regions and the education dictionary, answered like the service: add them to `installFakeApi`. */
export const REFERENCE_ROUTES = [
  fake(getDistrictList, (payload) => {
    const parent = Number(payload.parent_id);
    const items = parent === -1 ? PROVINCES : (CITIES[parent] ?? []);
    return { items, totalCount: items.length };
  }),
  fake(getDicData, {
    items: [
      { label: '大专', value: '5' },
      { label: '本科', value: '6' },
    ],
  }),
];
