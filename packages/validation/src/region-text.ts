/**
 * A region as one text, province to district: "广东省广州市越秀区". Empty parts are skipped, and a part that repeats
 * the one before it is written once, so a municipality reads "北京市东城区", not "北京市北京市东城区" (its
 * province and city share the name). Used by the service's answers and the portal's addresses alike.
 */
export function joinRegionNames(...names: ReadonlyArray<string | null | undefined>): string {
  let text = '';
  let previous = '';
  for (const raw of names) {
    const name = raw?.trim() ?? '';
    if (!name || name === previous) continue;
    text += name;
    previous = name;
  }
  return text;
}
