import { Button, Select } from '@badminton/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import './region-cascade.css';

/** One region row as the region call answers it: id, area_name, parent_id (req: calls.md#dictionaries-and-regions). */
export interface Region {
  id: number;
  area_name: string;
}

export interface RegionValue {
  provinceId?: number;
  cityId?: number;
  districtId?: number;
}

/** Loads the children of a region; provinces are the children of `ROOT_REGION_PARENT_ID` (-1). */
export type RegionLoader = (parentId: number) => Promise<Region[]>;

export const ROOT_REGION_PARENT_ID = -1;

export interface RegionPlaceholders {
  province?: string;
  city?: string;
  district?: string;
}

export interface RegionCascadeProps {
  value: RegionValue;
  onChange: (next: RegionValue) => void;
  loadRegions: RegionLoader;
  /** 1: province; 2: province and city; 3 (default): province, city and district. */
  levels?: 1 | 2 | 3;
  placeholders?: RegionPlaceholders;
  disabled?: boolean;
  /** Show a clear icon on each select (default true). Clearing a level clears the levels below it. */
  clearable?: boolean;
  className?: string;
}

const DEFAULT_PLACEHOLDERS: Required<RegionPlaceholders> = {
  province: '请选择省',
  city: '请选择市',
  district: '请选择区',
};

type SelectValue = number | string | null | undefined;

/** element Select reports the option value, or '' from its clear icon. */
function toRegionId(value: SelectValue): number | undefined {
  if (value === '' || value === null || value === undefined) return undefined;
  const id = Number(value);
  return Number.isFinite(id) ? id : undefined;
}

/**
 * Province / city / district selects side by side (stacked below 768 px). Lists load through `loadRegions`
 * when their parent is chosen and are cached per parent id for the life of the component.
 */
export function RegionCascade({
  value,
  onChange,
  loadRegions,
  levels = 3,
  placeholders,
  disabled = false,
  clearable = true,
  className,
}: RegionCascadeProps) {
  const labels = { ...DEFAULT_PLACEHOLDERS, ...placeholders };
  const [lists, setLists] = useState<Record<number, Region[]>>({});
  const [loadingIds, setLoadingIds] = useState<number[]>([]);
  const [failedIds, setFailedIds] = useState<number[]>([]);

  const cache = useRef(new Map<number, Promise<Region[]>>());
  const loader = useRef(loadRegions);
  loader.current = loadRegions;
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const ensureLoaded = useCallback((parentId: number) => {
    if (cache.current.has(parentId)) return;
    const pending = loader.current(parentId);
    cache.current.set(parentId, pending);
    setLoadingIds((ids) => [...ids, parentId]);
    setFailedIds((ids) => ids.filter((id) => id !== parentId));
    pending.then(
      (regions) => {
        if (!mounted.current) return;
        setLists((current) => ({ ...current, [parentId]: regions }));
        setLoadingIds((ids) => ids.filter((id) => id !== parentId));
      },
      () => {
        cache.current.delete(parentId);
        if (!mounted.current) return;
        setFailedIds((ids) => (ids.includes(parentId) ? ids : [...ids, parentId]));
        setLoadingIds((ids) => ids.filter((id) => id !== parentId));
      },
    );
  }, []);

  const { provinceId, cityId, districtId } = value;
  const showCity = levels >= 2;
  const showDistrict = levels >= 3;

  useEffect(() => {
    ensureLoaded(ROOT_REGION_PARENT_ID);
  }, [ensureLoaded]);

  useEffect(() => {
    if (showCity && provinceId !== undefined) ensureLoaded(provinceId);
  }, [ensureLoaded, showCity, provinceId]);

  useEffect(() => {
    if (showDistrict && cityId !== undefined) ensureLoaded(cityId);
  }, [ensureLoaded, showDistrict, cityId]);

  const retry = () => {
    const needed = [ROOT_REGION_PARENT_ID];
    if (showCity && provinceId !== undefined) needed.push(provinceId);
    if (showDistrict && cityId !== undefined) needed.push(cityId);
    needed.forEach(ensureLoaded);
  };

  const chooseProvince = (selected: SelectValue) => {
    const id = toRegionId(selected);
    if (id === provinceId) return;
    onChange(id === undefined ? {} : { provinceId: id });
  };

  const chooseCity = (selected: SelectValue) => {
    const id = toRegionId(selected);
    if (id === cityId) return;
    onChange(id === undefined ? { provinceId } : { provinceId, cityId: id });
  };

  const chooseDistrict = (selected: SelectValue) => {
    const id = toRegionId(selected);
    if (id === districtId) return;
    onChange(id === undefined ? { provinceId, cityId } : { provinceId, cityId, districtId: id });
  };

  const renderSelect = (
    level: 'province' | 'city' | 'district',
    parentId: number | undefined,
    selectedId: number | undefined,
    choose: (selected: SelectValue) => void,
  ) => {
    const options = parentId === undefined ? [] : (lists[parentId] ?? []);
    const isLoading = parentId !== undefined && loadingIds.includes(parentId);
    return (
      <Select
        // A fresh select per parent: element's Select keeps labels of options it has seen.
        key={`${level}-${parentId ?? 'none'}`}
        className={`bm-region-cascade__select bm-region-cascade__select--${level}`}
        value={selectedId}
        placeholder={labels[level]}
        disabled={disabled || parentId === undefined}
        clearable={clearable}
        loading={isLoading}
        onChange={choose}
      >
        {options.map((region) => (
          <Select.Option key={region.id} value={region.id} label={region.area_name} />
        ))}
      </Select>
    );
  };

  const classes = ['bm-region-cascade', `bm-region-cascade--levels-${levels}`, className ?? '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes} role="group" aria-label="所在地区">
      {renderSelect('province', ROOT_REGION_PARENT_ID, provinceId, chooseProvince)}
      {showCity && renderSelect('city', provinceId, cityId, chooseCity)}
      {showDistrict && renderSelect('district', cityId, districtId, chooseDistrict)}
      {failedIds.length > 0 && (
        <p className="bm-region-cascade__error" role="alert">
          地区数据加载失败
          <Button type="text" size="small" onClick={retry}>
            重试
          </Button>
        </p>
      )}
    </div>
  );
}
