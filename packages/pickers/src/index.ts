// @badminton/pickers: region cascade and dictionary select. Data loaders are injected by the caller
// (usually thin wrappers over @badminton/api-client), so the pickers hold no API code.
export {
  RegionCascade,
  ROOT_REGION_PARENT_ID,
  type Region,
  type RegionCascadeProps,
  type RegionLoader,
  type RegionPlaceholders,
  type RegionValue,
} from './region-cascade/region-cascade';
export {
  DictionarySelect,
  type DictionaryLoader,
  type DictionaryOption,
  type DictionarySelectProps,
} from './dictionary-select/dictionary-select';
export {
  createDictionaryLoader,
  createRegionLoader,
  LoaderError,
  type CallingClient,
  type ClientSource,
} from './loaders';
