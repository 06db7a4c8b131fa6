/**
 * What an upload call accepts (decision 0020): its file fields, kinds, sizes and counts. Registered with `uploadCall`
 * (`./call.ts`); as registered, with its submit counter, it is the call's `UploadPolicy` (`src/registry/types.ts`).
 */

/** The image formats an upload may be (by content, after decoding; never by file name or declared type). */
export type ImageKind = 'jpg' | 'png';
/**
 * The formats an upload may be that are checked by content and kept as sent (the format's signature and structure;
 * decision 0035): PDF and XLSX documents, and MP4 videos (decision 0070, `./videos.ts`).
 */
export type DocumentKind = 'pdf' | 'xlsx' | 'mp4';
/** Every format an upload field may accept. */
export type UploadKind = ImageKind | DocumentKind;

/** One file field a call accepts. */
export interface UploadField {
  /** Largest file, in bytes; enforced while the file streams in. */
  maxBytes: number;
  /** Formats accepted (the content must be one of them: images decoded and re-encoded, documents checked; decision 0035). */
  kinds: readonly UploadKind[];
  /** Answered when the content does not decode as one of `kinds`. */
  typeMessage: string;
  /** Answered when the file is over `maxBytes`. */
  sizeMessage: string;
  /** Most files under this field name (default 1). */
  maxCount?: number;
  /** For a field that accepts `xlsx`: the hostile-workbook bounds and their refusals (decision 0060). */
  sheet?: SheetRules;
}

/** What a spreadsheet upload may be once inflated (decision 0060): checked before the workbook is parsed. */
export interface SheetRules {
  maxEntries: number;
  maxUncompressedBytes: number;
  /** Data rows of the first sheet (its header row besides). */
  maxRows: number;
  messages: { oldFormat: string; tooLarge: string; tooManyRows: string; formula: string };
}

/** What an upload call declares: its file fields and limits. A call without it accepts no file at all. */
export interface UploadRules {
  /** Accepted file fields by name; a file under any other name is refused before a byte of it is kept. */
  fields: Readonly<Record<string, UploadField>>;
  /** Most files in one request, over all fields. */
  maxFiles: number;
  /** Answered when a request carries more files than `maxFiles` (or a field more than its `maxCount`). */
  countMessage: string;
  /** Submits per user (any encoding, with or without files) in a rolling window; default 20 per 10 minutes. */
  submits?: { limit: number; windowSeconds: number };
}

export const DEFAULT_SUBMITS = { limit: 20, windowSeconds: 600 } as const;

/** The largest `maxBytes` of the rules (the parser's hard bound). */
export function largestFile(rules: UploadRules): number {
  return Math.max(0, ...Object.values(rules.fields).map((field) => field.maxBytes));
}
