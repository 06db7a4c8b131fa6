import type { CallContract } from '../define';
import { getDicData } from './dictionary';
import { getStationNewsList } from './messages';
import { getNewsDetailsList, getNewsList, getNoticeDetailsList, getNoticeList } from './news';
import { getNotificList, getPhotoList, getPhotoVideosList, getQuestionsList } from './photo';
import { getDistrictList } from './regions';
import { getBannerList, getContactUsList, getParterList } from './site';

export * from './dictionary';
export * from './fields';
export * from './messages';
export * from './news';
export * from './photo';
export * from './regions';
export * from './site';

/** Every call contract, in the order of the generated API reference. */
export const CALL_CONTRACTS: readonly CallContract[] = [
  getDistrictList,
  getDicData,
  getContactUsList,
  getBannerList,
  getParterList,
  getNewsList,
  getNewsDetailsList,
  getNoticeList,
  getNoticeDetailsList,
  getPhotoList,
  getNotificList,
  getPhotoVideosList,
  getQuestionsList,
  getStationNewsList,
];
