import { describe, expect, it } from 'vitest';
import { encodeForm, hasFile } from './encoding';

describe('encodeForm', () => {
  it('form-encodes plain values and JSON-encodes arrays and objects', () => {
    const body = encodeForm({
      name: '李娜',
      limit: 20,
      isOpen: false,
      grades: [1, 2],
      info: { a: 1 },
      empty: '',
      missing: undefined,
      nothing: null,
    });
    expect(body).toBeInstanceOf(URLSearchParams);
    expect([...(body as URLSearchParams).entries()]).toEqual([
      ['name', '李娜'],
      ['limit', '20'],
      ['isOpen', 'false'],
      ['grades', '[1,2]'],
      ['info', '{"a":1}'],
      ['empty', ''],
    ]);
    expect(body.toString()).toBe(
      'name=%E6%9D%8E%E5%A8%9C&limit=20&isOpen=false&grades=%5B1%2C2%5D&info=%7B%22a%22%3A1%7D&empty=',
    );
  });

  it('switches to multipart when a value is a file', async () => {
    const file = new File(['hello'], 'seal.png', { type: 'image/png' });
    const body = encodeForm({ id: 3, file, tags: ['a'], skip: null });
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('id')).toBe('3');
    expect(form.get('tags')).toBe('["a"]');
    expect(form.has('skip')).toBe(false);
    const part = form.get('file') as File;
    expect(part.name).toBe('seal.png');
    expect(await part.text()).toBe('hello');
  });

  it('puts every text field before the first file (the service checks the signature before reading files)', () => {
    const photo = new File(['1'], 'a.png');
    const views = [new File(['2'], 'b.png'), new File(['3'], 'c.png')];
    const body = encodeForm({ photo, name: '张三', views, ts: 1700000000, token: 'abc', userToken: 'u' }) as FormData;
    expect([...body.keys()]).toEqual(['name', 'ts', 'token', 'userToken', 'photo', 'views', 'views']);
  });

  it('appends each blob of an array under the same key', async () => {
    const body = encodeForm({ photos: [new File(['1'], 'a.jpg'), new File(['22'], 'b.jpg')] }) as FormData;
    const parts = body.getAll('photos') as File[];
    expect(parts.map((p) => p.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(await parts[1].text()).toBe('22');
  });

  it('hasFile', () => {
    expect(hasFile({ a: 1, b: 'x' })).toBe(false);
    expect(hasFile({ a: new Blob(['x']) })).toBe(true);
    expect(hasFile({ a: [1, new Blob(['x'])] })).toBe(true);
    expect(hasFile({ a: [] })).toBe(false);
  });
});
