import { z } from 'zod';
import { defineCall } from '../define';
import { pagedOf, pagingInputWith, wireDateTime } from '../envelope-schemas';
import { StationMessageFilter } from '../enums';
import { integerOf, numeric } from './fields';
import { STATION_MESSAGE_PAGE_SIZE } from './constants';

export const stationMessage = z.object({
  id: z.number().int(),
  message_title: z.string().describe('标题'),
  message_content: z.string().describe('内容'),
  creationTime: wireDateTime.describe('创建时间'),
  is_read: z.boolean().describe('是否已读'),
});
export type StationMessage = z.infer<typeof stationMessage>;

export const getStationNewsList = defineCall({
  path: 'FrontStationNews/GetStationNewsList',
  summary: '站内消息：当前用户自己的消息，全部或仅未读（未读数即 status=1 的 totalCount）',
  input: pagingInputWith(STATION_MESSAGE_PAGE_SIZE).extend({
    status: numeric(
      integerOf('消息状态').refine(
        (value) => value === StationMessageFilter.All || value === StationMessageFilter.Unread,
        '消息状态只能是0（全部）或1（未读）',
      ),
    )
      .default(StationMessageFilter.All)
      .describe('0 全部，1 仅未读'),
  }),
  output: pagedOf(stationMessage),
});
