import {
  getBannerList,
  getContactUsList,
  getNewsDetailsList,
  getNewsList,
  getNoticeDetailsList,
  getNoticeList,
  getNotificList,
  getParterList,
  getPhotoList,
  getPhotoVideosList,
  getQuestionsList,
} from '@badminton/contracts';
import { CacheTag } from '../../registry/cache-tags';
import type { ModuleDeps } from '../../registry/deps';
import { publicCall, type RegisteredCall } from '../../registry/types';
import * as content from './service';

/** Editorial content changes with the seed and the back office's `AdminContent/*` writes, which drop these answers (decision 0070). */
const CONTENT = { cache: { ttlMs: 30_000, tags: [CacheTag.Content] } };

/** Content calls: news, notices, FAQ, home-page lists, banners, partners and contact-us. All public and cached. */
export function contentCalls({ db }: ModuleDeps): RegisteredCall[] {
  return [
    publicCall(getNewsList, (input) => content.listNews(db, input), CONTENT),
    publicCall(getNewsDetailsList, (input) => content.getNewsDetail(db, input.id), CONTENT),
    publicCall(getNoticeList, (input) => content.listNotices(db, input), CONTENT),
    publicCall(getNoticeDetailsList, (input) => content.getNoticeDetail(db, input.id), CONTENT),
    publicCall(getPhotoList, (input) => content.listPhotoNews(db, input.limit), CONTENT),
    publicCall(getNotificList, (input) => content.listLatestNotices(db, input.limit), CONTENT),
    publicCall(getPhotoVideosList, (input) => content.listMedia(db, input), CONTENT),
    publicCall(getQuestionsList, (input) => content.listQuestions(db, input), CONTENT),
    publicCall(getBannerList, () => content.listBanners(db), CONTENT),
    publicCall(getParterList, () => content.listPartners(db), CONTENT),
    publicCall(getContactUsList, () => content.listContactUs(db), CONTENT),
  ];
}
