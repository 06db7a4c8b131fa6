/** What a rule accepts: form values arrive as strings, some wire values as numbers. */
export type FieldValue = string | number | null | undefined;

/** The value as text: `null`/`undefined` become `''`, numbers are stringified. */
export function toText(value: FieldValue): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/** Empty for a "required" check: nothing, or only white space. */
export function isBlank(value: FieldValue): boolean {
  return toText(value).trim() === '';
}

/** Length in Unicode code points, so that a character outside the BMP counts once. */
export function codePointLength(text: string): number {
  return Array.from(text).length;
}

/** A generic required rule: `message` when blank, else `null`. */
export function validateRequired(value: FieldValue, message: string): string | null {
  return isBlank(value) ? message : null;
}
