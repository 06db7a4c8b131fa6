import { getMechanismInfo, getPersonalInfo, ROLE_LABELS, type CallContract } from '@badminton/contracts';
import { resolveFileUrl } from '@badminton/contracts/files';
import type { RouteManifest } from '@badminton/contracts/routes';
import { activeMenuKey, personalMenu } from '@badminton/account/menu';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { BusinessError } from '../lib/errors';
import { findUserById } from '../modules/accounts/repository';
import { signInName } from '../modules/accounts/sign-in';
import type { CallRegistry } from '../registry/call-registry';
import type { Caller } from '../registry/types';
import { NO_FILES } from '../uploads/receive';
import { escapeHtml, type FrameDeps, type PersonalFrameContext } from './frames/markup';

/**
 * The personal-centre layout of a member's frame (decision 0045): `PersonalLayout` of packages/account
 * (src/layout/personal-layout.tsx) with its classes — the user card (avatar, name, role), the 请完善您的个人信息 warning
 * while the member has no profile, the role's side menu with the current entry lit — around the screen's markup. Like
 * every frame it has no landmark or focusable element (aside and nav become divs, links leave the tab order).
 */

/** Runs a registered call's handler as `member`: its input and answer go through the contract, as over HTTP. */
export function callAs(registry: CallRegistry, member: Caller, log: FrameDeps['log']): PersonalFrameContext['call'] {
  return async <C extends CallContract>(contract: C, input: z.input<C['input']>): Promise<z.output<C['output']>> => {
    const [service, action] = contract.path.split('/');
    const registered = registry.find(service, action);
    if (!registered || (registered.roles !== 'public' && !registered.roles.includes(member.role))) {
      throw new Error(`${contract.path}: not a call of role ${member.role}`);
    }
    const payload = registered.contract.input.parse(input);
    const answer = await registered.handler(payload as never, {
      caller: member,
      log: silentLog(log),
      clientAddress: '',
      files: NO_FILES,
      validUntil: () => undefined,
    });
    return registered.contract.output.parse(answer) as z.output<C['output']>;
  };
}

/** A logger for handlers run by a frame: errors go to the frame's log, the rest nowhere. */
function silentLog(log: FrameDeps['log']) {
  const nothing = () => undefined;
  const logger = {
    level: 'silent',
    fatal: nothing,
    error: (error: unknown) => log?.(error, 'first-paint frame call'),
    warn: nothing,
    info: nothing,
    debug: nothing,
    trace: nothing,
    silent: nothing,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

interface UserCard {
  name: string;
  avatar: string;
  hasProfile: boolean;
}

/** What the layout's user card shows: the session store's `displayName` and avatar rules, from the profile call. */
async function userCard(context: PersonalFrameContext): Promise<UserCard> {
  const { member, deps } = context;
  let profile: Record<string, unknown> | null;
  try {
    const answer = member.role === 3 ? await context.call(getMechanismInfo, {}) : await context.call(getPersonalInfo, {});
    profile = (answer.items[0] as Record<string, unknown> | undefined) ?? null;
  } catch (error) {
    if (!(error instanceof BusinessError)) throw error;
    profile = null;
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const preferred = member.role === 3 ? [profile?.mechanism_fullName, profile?.name] : [profile?.name, profile?.mechanism_fullName];
  let name = preferred.map(text).find((candidate) => candidate !== '') ?? '';
  if (!name) {
    const user = await findUserById(deps.db, member.userId);
    name = user ? await signInName(deps.db, user) : '';
  }
  const avatar = resolveFileUrl(text(member.role === 3 ? profile?.view1 : profile?.photo_path), deps.fileHost);
  return { name, avatar, hasProfile: profile !== null };
}

/** The layout around `screen` for the member's role, from the remote's manifest that serves them. */
export async function personalLayout(context: PersonalFrameContext, manifest: RouteManifest, screen: string): Promise<string> {
  const { member, pathname } = context;
  const card = await userCard(context);
  const label = ROLE_LABELS[member.role];
  const avatar = card.avatar
    ? `<img class="bm-personal__avatar" src="${escapeHtml(card.avatar)}" alt="">`
    : `<span class="bm-personal__avatar bm-personal__avatar--empty">${escapeHtml((card.name || label).slice(0, 1))}</span>`;
  const warning = card.hasProfile
    ? ''
    : '<div class="bm-personal__warning"><a href="/personal/completeInformation" tabindex="-1">' +
      '<span class="bm-personal__warning-icon">!</span>请完善您的个人信息</a></div>';
  const entries = personalMenu(manifest, member.role);
  const active = activeMenuKey(entries, pathname);
  const links = entries
    .map((entry) => {
      const lit = entry.key === active;
      // The lit entry is the strip's one snap point: where the menu is a sideways strip (below 768 px) it opens scrolled
      // to that entry, as the layout scrolls it once mounted; a menu that does not scroll is not moved.
      const item = lit ? '<li style="scroll-snap-align:center">' : '<li>';
      return `${item}<a href="${escapeHtml(entry.path)}" class="bm-personal__link${lit ? ' is-active' : ''}" tabindex="-1">${escapeHtml(entry.title)}</a></li>`;
    })
    .join('');
  return (
    '<div class="bm-personal"><div class="bm-personal__aside">' +
    `<div class="bm-personal__user">${avatar}<div class="bm-personal__identity">` +
    `<strong class="bm-personal__name">${escapeHtml(card.name || '未填写姓名')}</strong><span class="bm-personal__role">${escapeHtml(label)}</span>` +
    `</div></div>${warning}<div class="bm-personal__menu"><ul style="scroll-snap-type:x mandatory">${links}</ul></div></div>` +
    `<div class="bm-personal__content">${screen}</div></div>`
  );
}
