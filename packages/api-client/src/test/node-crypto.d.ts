// The slice of `node:crypto` the tests use to compute expected signatures independently
// (this package has no @types/node; the tests run under Node).
declare module 'node:crypto' {
  interface Hash {
    update(data: string, inputEncoding?: 'utf8'): Hash;
    digest(encoding: 'hex'): string;
  }
  export function createHash(algorithm: 'md5'): Hash;
}
