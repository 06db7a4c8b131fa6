/**
 * Body encodings for `isFormSubmit` calls (req: calls.md#call-conventions).
 *
 * - Multipart (`FormData`) when any value is a `Blob`/`File`, or an array holding one;
 *   otherwise form-encoded (`URLSearchParams`).
 * - `undefined` and `null` values are left out.
 * - Strings go as they are; numbers, booleans and bigints as `String(value)`.
 * - A `Blob`/`File` is one part (a `File` keeps its name); an array of `Blob`s is one part per
 *   element under the same key.
 * - In a multipart body every text field comes before the first file: the service reads the signature
 *   fields (`ts`, `token`, `userToken`) and checks the request before it reads any file, and refuses a
 *   file that arrives before them (decision 0020).
 * - Any other array or object is JSON-encoded into one field (`grades=[1,2]`, `info={"a":1}`).
 */

export type FormBody = URLSearchParams | FormData;

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function isBlobArray(value: unknown): value is Blob[] {
  return Array.isArray(value) && value.length > 0 && value.every(isBlob);
}

export function hasFile(body: Record<string, unknown>): boolean {
  return Object.values(body).some((value) => isBlob(value) || (Array.isArray(value) && value.some(isBlob)));
}

function fieldText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

export function encodeForm(body: Record<string, unknown>): FormBody {
  if (hasFile(body)) {
    const form = new FormData();
    const files: [string, Blob][] = [];
    for (const [key, value] of Object.entries(body)) {
      if (value === undefined || value === null) continue;
      if (isBlob(value)) files.push([key, value]);
      else if (isBlobArray(value)) for (const part of value) files.push([key, part]);
      else form.append(key, fieldText(value));
    }
    for (const [key, file] of files) form.append(key, file);
    return form;
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    params.append(key, fieldText(value));
  }
  return params;
}
