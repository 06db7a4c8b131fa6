import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk';
import { UnsafePathError } from './storage';

let root: string;
let storage: LocalDiskStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'storage-'));
  storage = new LocalDiskStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('LocalDiskStorage', () => {
  it('writes, reads and addresses files under the root', async () => {
    await storage.put('upload/banner/首页 1.svg', '<svg/>');
    expect(await readFile(path.join(root, 'upload/banner/首页 1.svg'), 'utf8')).toBe('<svg/>');
    expect((await storage.get('upload/banner/首页 1.svg')).toString()).toBe('<svg/>');
    expect(storage.url('upload/banner/首页 1.svg')).toBe('/wwwroot/upload/banner/%E9%A6%96%E9%A1%B5%201.svg');
  });

  it('accepts public paths that carry the /wwwroot prefix', async () => {
    await storage.put('/wwwroot/upload/a.txt', new TextEncoder().encode('甲'));
    expect((await storage.get('upload/a.txt')).toString()).toBe('甲');
  });

  it.each(['../escape.txt', 'upload/../../escape.txt', '/etc/passwd', 'a//b', 'a\\..\\b', 'a/./b', '', 'a\0b', '/wwwroot/../x'])(
    'refuses the unsafe path %j',
    async (unsafe) => {
      await expect(storage.put(unsafe, 'x')).rejects.toBeInstanceOf(UnsafePathError);
      expect(() => storage.url(unsafe)).toThrow(UnsafePathError);
    },
  );
});
