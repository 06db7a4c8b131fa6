import { z } from 'zod';
import { defineCall } from '../define';
import { itemsOf } from '../envelope-schemas';
import { inputText } from './fields';

export const dictionaryOption = z.object({
  label: z.string().describe('显示文字'),
  value: z.string().describe('取值（字符串）'),
});
export type DictionaryOption = z.infer<typeof dictionaryOption>;

export const getDicData = defineCall({
  path: 'CommonApi/GetDicData',
  summary: '数据字典：按字典类型取选项列表',
  input: z.object({
    classCode: inputText('请指定字典类型')
      .trim()
      .min(1, '请指定字典类型')
      .max(64, '字典类型不存在')
      .describe('字典类型，见 DICTIONARY_CLASS_CODES'),
  }),
  output: itemsOf(dictionaryOption),
});
