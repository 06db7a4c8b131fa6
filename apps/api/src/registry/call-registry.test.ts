import { defineCall, Role } from '@badminton/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CacheTag } from './cache-tags';
import { CallRegistry } from './call-registry';
import { publicCall, type RegisteredCall, roleCall } from './types';

const read = defineCall({ path: 'RegistryTest/Read', summary: '读', input: z.object({}), output: z.object({}) });
const handler = async () => ({});
const policy = { ttlMs: 1_000, tags: [CacheTag.Content] };

describe('CallRegistry cache rules', () => {
  it('accepts a cached public read call and a role call that invalidates', () => {
    const registry = new CallRegistry([
      publicCall(read, handler, { cache: policy }),
      roleCall({ ...read, path: 'RegistryTest/Write' }, [Role.Athlete], handler, { invalidates: [CacheTag.Content] }),
    ]);
    expect(registry.find('RegistryTest', 'Read')?.cache).toEqual(policy);
    expect(registry.find('RegistryTest', 'Write')?.invalidates).toEqual([CacheTag.Content]);
    expect(registry.find('RegistryTest', 'Write')?.cache).toBeUndefined();
  });

  it('refuses to cache a call restricted to roles (per-user answers)', () => {
    const cachedRoleCall: RegisteredCall = { ...roleCall(read, [Role.Athlete], handler), cache: policy };
    expect(() => new CallRegistry([cachedRoleCall])).toThrow('只有公开接口可以缓存');
  });

  it('refuses a cached call that writes, and a cache rule without TTL or tags', () => {
    expect(() => new CallRegistry([publicCall(read, handler, { cache: policy, invalidates: [CacheTag.People] })])).toThrow('缓存的接口不能修改数据');
    expect(() => new CallRegistry([publicCall(read, handler, { cache: { ttlMs: 0, tags: [CacheTag.Content] } })])).toThrow('缓存规则无效');
    expect(() => new CallRegistry([publicCall(read, handler, { cache: { ttlMs: 1_000, tags: [] } })])).toThrow('缓存规则无效');
  });
});

describe('CallRegistry read marks', () => {
  it('marks every cached call as a read, and a role call only when it says so', () => {
    const registry = new CallRegistry([
      publicCall(read, handler, { cache: policy }),
      publicCall({ ...read, path: 'RegistryTest/Public' }, handler),
      roleCall({ ...read, path: 'RegistryTest/Own' }, [Role.Athlete], handler, { reads: true }),
      roleCall({ ...read, path: 'RegistryTest/Write' }, [Role.Athlete], handler),
    ]);
    expect(registry.list().map((call) => [call.contract.path, call.reads ?? false])).toEqual([
      ['RegistryTest/Read', true],
      ['RegistryTest/Public', false],
      ['RegistryTest/Own', true],
      ['RegistryTest/Write', false],
    ]);
  });

  it('refuses a read that invalidates', () => {
    expect(() => new CallRegistry([roleCall(read, [Role.Athlete], handler, { reads: true, invalidates: [CacheTag.People] })])).toThrow('只读接口不能修改数据');
  });
});
