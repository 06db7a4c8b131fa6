import type { RouteDefinition } from '@badminton/contracts/routes';
import type { Database } from '../../db/client';

/**
 * What a screen-frame writer (decision 0037) gets: the service's database, file host and clock, the route's manifest
 * entry, and the requested path and query. A writer answers the markup of the screen's first viewport — the same
 * elements and class names as the screen's components, filled from the first answer of the screen's own query — or
 * null when the screen has nothing the frame can draw (the page then loads without a frame).
 */
export interface FrameDeps {
  db: Database;
  fileHost: string;
  /** The service clock in milliseconds. */
  now: () => number;
  /** `CHILD_AGE_LIMIT`: public answers hide a minor's photo and personal facts (decision 0026). */
  childAgeLimit: number;
  /** Signs certificate image URLs the way the public calls do. */
  certificateImageKey: Buffer;
  /** Where a writer's failure is reported (the page still loads, without a frame). */
  log?: (error: unknown, what: string) => void;
}

export interface FrameContext {
  deps: FrameDeps;
  pathname: string;
  search: URLSearchParams;
  route: RouteDefinition;
}

export type FrameWriter = (context: FrameContext) => Promise<string | null>;

/** Text or attribute value safe inside HTML. */
export function escapeHtml(text: string | number | null | undefined): string {
  return String(text ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
