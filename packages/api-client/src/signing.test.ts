import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildAugmentation, signRequest } from './signing';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

describe('signRequest', () => {
  it('is the MD5 hex of Action + "shuttlecock" + ts + userToken', () => {
    expect(signRequest('GetNewsList', 1700000000, 'tok-abc')).toBe(md5('GetNewsListshuttlecock1700000000tok-abc'));
    expect(signRequest('Login', 1, null)).toBe(md5('Loginshuttlecock1'));
    expect(signRequest('Login', 1)).toBe(md5('Loginshuttlecock1'));
  });

  it('gives a 32-character lower-case hex digest', () => {
    expect(signRequest('A', 0, 'x')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('matches a known digest', () => {
    // `printf %s GetNewsListshuttlecock1700000000 | md5sum`
    expect(signRequest('GetNewsList', 1700000000)).toBe('b63123035f81a212a5a571d93f5d9b8b');
    expect(signRequest('GetNewsList', 1700000000, 'tok-abc')).toBe('67eaf746b13e5fefd9158c799f5cb894');
  });
});

describe('buildAugmentation', () => {
  it('signed in: userToken, userid, user_id, ts in seconds, token over the Action', () => {
    expect(buildAugmentation('Newsapi/GetNewsList', { userToken: 'tok', userId: 42 }, 1_700_000_000_999)).toEqual({
      userToken: 'tok',
      userid: 42,
      user_id: 42,
      ts: 1_700_000_000,
      token: md5('GetNewsListshuttlecock1700000000tok'),
    });
  });

  it('signed out: only ts and a token signed with an empty userToken', () => {
    const augmentation = buildAugmentation('CommonApi/Login', null, 5_000);
    expect(augmentation).toEqual({ ts: 5, token: md5('Loginshuttlecock5') });
    expect(Object.keys(augmentation).sort()).toEqual(['token', 'ts']);
  });

  it('a user id without a token (unverified account) sends the ids but no userToken', () => {
    expect(buildAugmentation('CommonApi/MobileVerify', { userId: '7', userToken: '' }, 0)).toEqual({
      userid: '7',
      user_id: '7',
      ts: 0,
      token: md5('MobileVerifyshuttlecock0'),
    });
  });

  it('signs the last path segment only', () => {
    expect(buildAugmentation('/Photo/GetPhotoList/', null, 1000).token).toBe(md5('GetPhotoListshuttlecock1'));
  });
});
