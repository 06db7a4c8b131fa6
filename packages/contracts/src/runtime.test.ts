import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime';

const remotes = { portal: '/remotes/portal/remoteEntry.js', member: '/remotes/member/remoteEntry.js', institution: '/remotes/institution/remoteEntry.js' };

describe('parseRuntimeConfig', () => {
  it('fills the defaults of apiBase and fileHost', () => {
    expect(parseRuntimeConfig({ remotes })).toEqual({ apiBase: '', fileHost: '/wwwroot', remotes });
  });

  it('keeps the given values and drops unknown fields', () => {
    const config = parseRuntimeConfig({ apiBase: 'https://api.example.cn', fileHost: 'https://cdn.example.cn', remotes, extra: 1 });
    expect(config).toEqual({ apiBase: 'https://api.example.cn', fileHost: 'https://cdn.example.cn', remotes });
  });

  it.each([
    [null, 'config.json 应为一个对象'],
    [[], 'config.json 应为一个对象'],
    [{}, 'config.json 缺少 remotes'],
    [{ remotes: { ...remotes, member: '' } }, 'config.json 缺少 remotes.member'],
    [{ remotes: {} }, 'config.json 缺少 remotes'],
    [{ remotes: { ...remotes, 'Bad-Name': '/x/remoteEntry.js' } }, 'config.json 的 remotes.Bad-Name 不是合法的模块名'],
    [{ remotes, apiBase: 8080 }, 'config.json 的 apiBase 应为字符串'],
  ])('rejects %j', (value, message) => {
    expect(() => parseRuntimeConfig(value)).toThrow(message);
  });
});
