/** Sex on the wire: 0 男, 1 女. */
export function sexLabel(sex: number): string {
  return sex === 1 ? '女' : sex === 0 ? '男' : '';
}
