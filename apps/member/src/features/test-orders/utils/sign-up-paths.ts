/** Where the sign-up flow goes (req: routes.md, test-sign-up-and-orders.md). */
export const TEST_LIST_PATH = '/test';
export const GRADE_TEST_RECORD_PATH = '/personal/gradeTestRecord';

/** `id` (test class) and `key` (grade) of /test/signUp and /test/sureOrder; null when either is not a positive whole number. */
export function readSignUpQuery(params: URLSearchParams): { testClassId: number; grade: number } | null {
  const id = Number(params.get('id'));
  const key = Number(params.get('key'));
  if (!Number.isInteger(id) || id <= 0 || !Number.isInteger(key) || key < 1 || key > 16) return null;
  return { testClassId: id, grade: key };
}

export function sureOrderPath(testClassId: number, grade: number): string {
  return `/test/sureOrder?id=${testClassId}&key=${grade}`;
}

export function signUpPath(testClassId: number, grade: number): string {
  return `/test/signUp?id=${testClassId}&key=${grade}`;
}

/** The invoice of an order (the shared invoice detail screen). */
export function invoicePath(orderSn: string): string {
  return `/personal/invoice?orderSn=${encodeURIComponent(orderSn)}`;
}
