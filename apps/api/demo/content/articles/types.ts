import type { Motif } from '../images/motifs.js';

/** What an article's picture shows; the assembler turns it into an SVG file. */
export interface Illustration {
  motif: Motif;
  /** the chip in the corner, e.g. 测试动态 */
  label: string;
  /** the large line on the picture (short) */
  title: string;
  caption?: string;
}

export interface FigureDraft extends Illustration {
  /** the <img alt> and the caption paragraph under the picture */
  alt: string;
}

export interface AttachmentDraft {
  /** shown to the reader, e.g. 2026年……报名表.pdf */
  name: string;
  /** file name under upload/notice/ (ASCII) */
  file: string;
  build: () => Uint8Array;
}

export interface ArticleDraft {
  kind: 'news' | 'notice' | 'faq';
  subject: string;
  summary: string | null;
  /** HTML; may contain {{figure:n}} markers */
  body: string;
  /** publication day, counted back from the content anchor */
  daysAgo: number;
  /** publication wall time [hour, minute] */
  time: readonly [number, number];
  /** candidate thumbnail (news only); the assembler keeps about two thirds of them */
  art?: Illustration;
  figures?: FigureDraft[];
  attachment?: AttachmentDraft;
}
