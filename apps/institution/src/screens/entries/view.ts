import { type EntryItem, INSTITUTION_SCORE_MESSAGES, isSubjectScore, VIDEO_URL_MAX } from '@badminton/contracts';

/** The routes and helpers of the entry screens (decision 0060). */
export const VIEW_ENTRY_PATH = '/personal/testList/viewEntry';

export function schedulingPath(kind: 1 | 2 | 3, testClassId: number): string {
  return `/personal/testList/viewEntry/testScheduling?id=${kind}&test_class_id=${testClassId}`;
}

export function viewEntryPathOf(testClassId: number): string {
  return `${VIEW_ENTRY_PATH}?id=${testClassId}&application_status=${encodeURIComponent('中羽协审核通过')}`;
}

/** The entry tabs as the requirements name them, sent as `type`. */
export const ENTRY_TAB_LABELS: ReadonlyArray<{ value: 1 | 2 | 4 | 5; label: string }> = [
  { value: 1, label: '报名信息' },
  { value: 2, label: '测试安排' },
  { value: 4, label: '成绩' },
  { value: 5, label: '补考' },
];

/** Row `refund_status`: 0 未退费, 1 退费中, 2 已退费, any other value 退费失败 (states.md#refund-status). */
export function rowRefundLabel(status: number): string {
  return ['未退费', '退费中', '已退费'][status] ?? '退费失败';
}

/**
 * Saves a workbook the service built (a `data:` address) without navigating: the bytes are decoded here and handed to
 * the browser as a blob, so no request leaves the page.
 */
export function saveDataUrl(dataUrl: string, name: string): boolean {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:') || comma < 0) return false;
  const type = dataUrl.slice(5, dataUrl.indexOf(';'));
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}

/** An entry that takes the test (scores are entered for it): a live place, not on leave, not refunded. */
export function takesTest(item: Pick<EntryItem, 'leave_status' | 'refund_status'>): boolean {
  return item.leave_status === 0 && item.refund_status !== 2;
}

/** A subject's input: '' is no score yet (null), a 0–100 number with one decimal its points, else undefined (invalid). */
export function parseSubjectScore(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,3}(\.\d)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return isSubjectScore(value) ? value : undefined;
}

/** The page's check of a video address (the service checks it again). */
export function videoUrlProblem(text: string): string | null {
  const value = text.trim();
  if (!value) return INSTITUTION_SCORE_MESSAGES.videoRequired;
  if (value.length > VIDEO_URL_MAX || !/^https:\/\/[^\s]+$/.test(value)) return INSTITUTION_SCORE_MESSAGES.videoInvalid;
  return null;
}
