/**
 * Combined badge images (req: certificates-and-delivery.md#combined-badge-images): `/image/output/adult_{1..63}.png`
 * and `/image/output/child_{1..127}.png`, drawn by the project (art.ts) and composed per weight sum (compose.ts). Files
 * live in `<DATA_DIR>/image/output`; a missing one is rendered on its first request and kept, and outside tests the
 * whole set is written in the background once the server is ready.
 */
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BADGE_MAX_SUM, type BadgeKind, badgeImageName, parseBadgeImageName } from '@badminton/validation';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { renderCombinedBadge } from './compose';

export type { BadgeKind };
export { gradeBadge, gradeLabel } from './art';
export { combinedBadgeSvg, renderCombinedBadge, svgToPng } from './compose';

export const BADGE_URL_PREFIX = '/image/output';

/** Public path of the combined badge image of a weight sum, e.g. `/image/output/adult_5.png`. */
export function badgeImagePath(kind: BadgeKind, sum: number): string {
  return `${BADGE_URL_PREFIX}/${kind}_${sum}.png`;
}

/** The folder of the combined images: `<dataDir>/image/output`. */
export function badgeImageDir(dataDir: string): string {
  return path.join(dataDir, 'image', 'output');
}

/** Every combined image file name: adult_1..63 and child_1..127 (190 names). */
export function allBadgeImageNames(): string[] {
  const names: string[] = [];
  for (const kind of ['adult', 'child'] as const) {
    for (let sum = 1; sum <= BADGE_MAX_SUM[kind]; sum += 1) names.push(badgeImageName(kind, sum));
  }
  return names;
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}

/** Writes through a temporary name, so a reader never sees half a file. */
async function writeAtomically(file: string, body: Uint8Array): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, file);
}

/**
 * Writes the 190 combined images into `dir` (normally `<DATA_DIR>/image/output`) when they are
 * missing; existing files are kept. Returns how many were written.
 */
export async function ensureBadgeImages(dir: string): Promise<{ written: number; total: number }> {
  await mkdir(dir, { recursive: true });
  let written = 0;
  const names = allBadgeImageNames();
  for (const name of names) {
    const file = path.join(dir, name);
    if (await exists(file)) continue;
    const parsed = parseBadgeImageName(name);
    if (!parsed) continue;
    await writeAtomically(file, renderCombinedBadge(parsed.kind, parsed.sum));
    written += 1;
  }
  return { written, total: names.length };
}

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * `GET /image/output/:file`: only the 190 valid names (anything else is a 404), PNG, cached for a
 * year. A missing file is rendered once (concurrent requests share the rendering) and kept on disk.
 */
export async function registerBadgeImages(app: FastifyInstance, config: Pick<Config, 'dataDir' | 'nodeEnv'>): Promise<void> {
  const dir = badgeImageDir(config.dataDir);
  const rendering = new Map<string, Promise<Buffer>>();

  async function load(name: string, kind: BadgeKind, sum: number): Promise<Buffer> {
    const file = path.join(dir, name);
    try {
      return await readFile(file);
    } catch {
      let pending = rendering.get(name);
      if (!pending) {
        pending = (async () => {
          const png = renderCombinedBadge(kind, sum);
          await mkdir(dir, { recursive: true });
          await writeAtomically(file, png);
          return png;
        })().finally(() => rendering.delete(name));
        rendering.set(name, pending);
      }
      return pending;
    }
  }

  app.get<{ Params: { file: string } }>(`${BADGE_URL_PREFIX}/:file`, async (request, reply) => {
    const parsed = parseBadgeImageName(request.params.file);
    if (!parsed) return reply.code(404).type('text/plain; charset=utf-8').send('未找到该资源');
    const png = await load(request.params.file, parsed.kind, parsed.sum);
    return reply
      .header('cache-control', CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .type('image/png')
      .send(png);
  });

  if (config.nodeEnv !== 'test') {
    app.addHook('onReady', async () => {
      // warm the whole set without delaying the start
      void ensureBadgeImages(dir)
        .then(({ written }) => {
          if (written > 0) app.log.info({ written }, 'combined badge images written');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'combined badge images could not be written'));
    });
  }
}
