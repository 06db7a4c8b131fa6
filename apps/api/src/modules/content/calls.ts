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
import type { ModuleDeps } from '../../registry/deps';
import { publicCall, type RegisteredCall } from '../../registry/types';
import * as content from './service';

/** Content calls: news, notices, FAQ, home-page lists, banners, partners and contact-us. All public. */
export function contentCalls({ db }: ModuleDeps): RegisteredCall[] {
  return [
    publicCall(getNewsList, (input) => content.listNews(db, input)),
    publicCall(getNewsDetailsList, (input) => content.getNewsDetail(db, input.id)),
    publicCall(getNoticeList, (input) => content.listNotices(db, input)),
    publicCall(getNoticeDetailsList, (input) => content.getNoticeDetail(db, input.id)),
    publicCall(getPhotoList, (input) => content.listPhotoNews(db, input.limit)),
    publicCall(getNotificList, (input) => content.listLatestNotices(db, input.limit)),
    publicCall(getPhotoVideosList, (input) => content.listMedia(db, input)),
    publicCall(getQuestionsList, (input) => content.listQuestions(db, input)),
    publicCall(getBannerList, () => content.listBanners(db)),
    publicCall(getParterList, () => content.listPartners(db)),
    publicCall(getContactUsList, () => content.listContactUs(db)),
  ];
}
