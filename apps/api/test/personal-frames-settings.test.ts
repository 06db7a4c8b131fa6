import { Role, type RoleCode } from '@badminton/contracts';
import { describe, expect, it } from 'vitest';
import { accountSettingsFrame } from '../src/web/frames/personal/account-settings';
import { signedInUser } from './helpers/accounts';
import { drawAs, expectFrameRules, framedService, frameOf, memberHtml } from './helpers/frame-web-root';

/**
 * The account settings frame (decision 0045): /personal/changePassword as it first renders for the signed-in member —
 * 账号设置, its tabs (隐私设置 for athletes only) with 修改密码 lit, and the empty 修改密码 form, with the screen's classes.
 * The first render makes no call (the privacy pane renders only once its tab is chosen), so the frame holds no
 * personal data at all.
 */

const service = framedService({ demo: null });
const db = () => service.t.database.db;

type Member = { userId: number; userToken: string; role: RoleCode };

async function memberOf(role: RoleCode): Promise<Member> {
  return { ...(await signedInUser(db(), role)), role };
}

/** The tab labels in a frame, in order. */
function tabsOf(frame: string): string[] {
  return [...frame.matchAll(/<div class="el-tabs__item(?: is-active)?">([^<]+)</g)].map((m) => m[1]);
}

/** The 修改密码 form as element-react renders it (SettingsForm, labelWidth 110), its form a div. */
const PASSWORD_FORM =
  '<div class="el-form el-form--label-right bm-settings-form">' +
  '<div class="el-form-item is-required"><label class="el-form-item__label" style="width: 110px;">原密码</label>' +
  '<div class="el-form-item__content" style="margin-left: 110px;"><div class="el-input"><input class="el-input__inner" type="password"' +
  ' autocomplete="off" placeholder="请输入原密码" value="" readonly tabindex="-1"></div></div></div>' +
  '<div class="el-form-item is-required"><label class="el-form-item__label" style="width: 110px;">新密码</label>' +
  '<div class="el-form-item__content" style="margin-left: 110px;"><div class="el-input"><input class="el-input__inner" type="password"' +
  ' autocomplete="off" placeholder="6–18位新密码" maxlength="18" value="" readonly tabindex="-1"></div></div></div>' +
  '<div class="el-form-item is-required"><label class="el-form-item__label" style="width: 110px;">确认新密码</label>' +
  '<div class="el-form-item__content" style="margin-left: 110px;"><div class="el-input"><input class="el-input__inner" type="password"' +
  ' autocomplete="off" placeholder="请再次输入新密码" maxlength="18" value="" readonly tabindex="-1"></div></div></div>' +
  '<div class="el-form-item"><div class="el-form-item__content" style="margin-left: 110px;">' +
  '<button class="el-button el-button--primary" type="button" tabindex="-1"><span>确认修改</span></button></div></div></div>';

describe('the account settings frame', () => {
  it('draws 账号设置 with the athlete’s three tabs, 修改密码 lit, and the empty password form', async () => {
    const html = (await drawAs(service.t, accountSettingsFrame, await memberOf(Role.Athlete))) as string;
    expectFrameRules(html);
    expect(html.startsWith('<div class="bm-page-section"><div class="bm-page-section__header"><div class="bm-page-section__title">账号设置</div>')).toBe(true);
    expect(tabsOf(html)).toEqual(['修改密码', '更换手机号', '隐私设置']);
    expect(html).toContain('<div class="el-tabs__item is-active">修改密码<');
    // 修改密码: four characters at 14 px plus 16 px padding either side, at the nav's start.
    expect(html).toContain('<div class="el-tabs__active-bar" style="width: 88px; transform: translateX(0px);"></div>');
    expect(html).toContain(`<div class="el-tab-pane">${PASSWORD_FORM}</div>`);
    // The other panes are empty and hidden (the screen renders a pane's content only when its tab is lit).
    expect(html.match(/<div class="el-tab-pane" style="display: none;"><\/div>/g)).toHaveLength(2);
    expect(html).not.toContain('bm-privacy');
  });

  it('draws two tabs, without 隐私设置, for an evaluator and an institution', async () => {
    for (const role of [Role.Evaluator, Role.Institution]) {
      const html = (await drawAs(service.t, accountSettingsFrame, await memberOf(role))) as string;
      expectFrameRules(html);
      expect(tabsOf(html)).toEqual(['修改密码', '更换手机号']);
      expect(html).toContain(`<div class="el-tab-pane">${PASSWORD_FORM}</div>`);
      expect(html.match(/<div class="el-tab-pane" style="display: none;"><\/div>/g)).toHaveLength(1);
      expect(html).not.toContain('隐私设置');
    }
  });

  it('makes no call: the first render shows nothing of the member', async () => {
    const me = await memberOf(Role.Athlete);
    const context = {
      deps: {},
      pathname: '/personal/changePassword',
      search: new URLSearchParams(),
      member: { userId: me.userId, role: me.role },
      call: () => Promise.reject(new Error('the first render makes no call')),
    } as unknown as Parameters<typeof accountSettingsFrame>[0];
    expect(await accountSettingsFrame(context)).toBe(await drawAs(service.t, accountSettingsFrame, me));
  });
});

describe('the page as the member gets it', () => {
  it('carries the frame for each role, inside the personal layout’s content column', async () => {
    for (const [role, tabs] of [
      [Role.Athlete, ['修改密码', '更换手机号', '隐私设置']],
      [Role.Evaluator, ['修改密码', '更换手机号']],
      [Role.Institution, ['修改密码', '更换手机号']],
    ] as const) {
      const me = await memberOf(role);
      const frame = frameOf(await memberHtml(service, me.userToken, '/personal/changePassword'));
      expect(frame).toContain('<div class="bm-personal__content"><div class="bm-page-section">');
      expect(frame).toContain('<div class="bm-page-section__title">账号设置</div>');
      expect(tabsOf(frame)).toEqual(tabs);
      expect(frame).toContain(PASSWORD_FORM);
    }
  });
});
