/**
 * The fixed values of the association's fee schedule (收费标准, decision 0076): the user types a paper certificate and
 * a badge are priced for, the amount bounds and the messages the service answers. zod-free (re-exported by
 * `./constants`), so the browser ships them too and the screen checks an amount in the service's words.
 */

/** Whose paper certificate and badge: 1 athlete, 2 evaluator, 3 institution (`certificate_fee_rates.user_type`). */
export const FEE_USER_TYPES = [1, 2, 3] as const;
export type FeeUserType = (typeof FEE_USER_TYPES)[number];
export const FEE_USER_TYPE_LABELS: Record<FeeUserType, string> = { 1: '运动员', 2: '考评员', 3: '测试机构' };

/** Every amount of the schedule: 0 to 10,000 元, in whole fen (at most two decimals of 元 on the screen). */
export const FEE_MAX_FEN = 1_000_000;
export const FEE_MAX_YUAN = FEE_MAX_FEN / 100;

/** What a province without a shipping fee (or a user type without rates) shows. */
export const FEE_NOT_SET = '未设置';

/** The amounts' names, as the messages use them. */
export const FEE_LABELS = { certificate: '证书费', badge: '证章费', shipping: '快递费' } as const;
export type FeeLabel = (typeof FEE_LABELS)[keyof typeof FEE_LABELS];

export const ADMIN_FEE_MESSAGES = {
  required: (label: string) => `请填写${label}`,
  notAmount: (label: string) => `${label}须为金额（元，最多两位小数）`,
  negative: (label: string) => `${label}不能为负数`,
  tooHigh: (label: string) => `${label}不能超过${FEE_MAX_YUAN}元`,
  userTypeInvalid: '用户类型无效',
  provincesRequired: '请选择省份',
  provinceInvalid: '所选省份无效',
  saved: '保存成功',
} as const;

/**
 * An amount as typed on the screen, in 元 → integer fen, or the problem in the service's words: blank → 请填写…,
 * not a number with at most two decimals → …须为金额, negative → …不能为负数, above 10,000 元 → …不能超过10000元.
 */
export function feeFenOf(text: string, label: string): { fen: number } | { problem: string } {
  const value = text.trim();
  if (value === '') return { problem: ADMIN_FEE_MESSAGES.required(label) };
  if (/^-\d+(\.\d+)?$/.test(value)) return { problem: ADMIN_FEE_MESSAGES.negative(label) };
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return { problem: ADMIN_FEE_MESSAGES.notAmount(label) };
  const [whole, decimals = ''] = value.split('.');
  const fen = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(fen) || fen > FEE_MAX_FEN) return { problem: ADMIN_FEE_MESSAGES.tooHigh(label) };
  return { fen };
}

/** Integer fen → 元 as the schedule shows and prefills it: 3000 → '30.00', 5 → '0.05'. */
export function feeYuanText(fen: number): string {
  return `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}
