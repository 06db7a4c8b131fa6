import type { CallContract } from '@badminton/contracts';
import type { RouteDefinition } from '@badminton/contracts/routes';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { CallRegistry } from '../../registry/call-registry';
import type { Caller } from '../../registry/types';

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
  /** The call registry the personal-centre frames run the screens' calls through (decision 0045); none: no such frames. */
  registry?: CallRegistry;
}

export interface FrameContext {
  deps: FrameDeps;
  pathname: string;
  search: URLSearchParams;
  route: RouteDefinition;
}

export type FrameWriter = (context: FrameContext) => Promise<string | null>;

/**
 * What a personal-centre frame writer gets (decision 0045): the member whose page it is, as their calls see them, and
 * `call`, which runs one of the screen's own calls (its contract from @badminton/contracts) as that member through the
 * call registry's handler — the same scope checks and the same answer shape the screen gets; a refused call throws.
 */
export interface PersonalFrameContext extends FrameContext {
  member: Caller;
  call<C extends CallContract>(contract: C, input: z.input<C['input']>): Promise<z.output<C['output']>>;
}

/**
 * A personal-centre screen's frame writer: the markup of the screen inside the layout's content column (the layout —
 * user card, side menu — is drawn around it by web/personal-frame.ts), from the screen's own calls made as `member`;
 * null when it has nothing to draw.
 */
export type PersonalFrameWriter = (context: PersonalFrameContext) => Promise<string | null>;

/** Text or attribute value safe inside HTML. */
export function escapeHtml(text: string | number | null | undefined): string {
  return String(text ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
