import type { RegisteredCall } from './types';

/** All calls of the service, looked up by `Service/Action`. */
export class CallRegistry {
  private readonly byPath = new Map<string, RegisteredCall>();

  constructor(calls: readonly RegisteredCall[]) {
    for (const call of calls) {
      if (this.byPath.has(call.contract.path)) throw new Error(`接口重复注册：${call.contract.path}`);
      if (call.cache && call.roles !== 'public') throw new Error(`只有公开接口可以缓存：${call.contract.path}`);
      if (call.cache && call.invalidates?.length) throw new Error(`缓存的接口不能修改数据：${call.contract.path}`);
      if (call.cache && !(call.cache.ttlMs > 0 && call.cache.tags.length > 0)) throw new Error(`缓存规则无效：${call.contract.path}`);
      if (call.reads && (call.invalidates?.length || call.uploads)) throw new Error(`只读接口不能修改数据或接收文件：${call.contract.path}`);
      this.byPath.set(call.contract.path, call);
    }
  }

  find(service: string, action: string): RegisteredCall | undefined {
    return this.byPath.get(`${service}/${action}`);
  }

  list(): RegisteredCall[] {
    return [...this.byPath.values()];
  }
}
