import { createHash } from 'node:crypto';
import type { LogisticsProvider } from './logistics';
import { escapeXml } from './route-xml';

/** The SF Express settings (`LOGISTICS_DRIVER=sf`). */
export interface SfSettings {
  /** The classic XML interface's address (`…/bsp-oisp/sfexpressService`). */
  apiUrl: string;
  /** 顾客编码 (the `<Head>` of each request). */
  clientCode: string;
  /** 校验码 (checkword), never sent: it only enters the check code. */
  checkword: string;
}

/** SF's classic check code: Base64 of the MD5 of the request XML followed by the checkword (UTF-8). */
export function sfVerifyCode(xml: string, checkword: string): string {
  return createHash('md5').update(xml + checkword, 'utf8').digest('base64');
}

/** The carrier could not answer this time (unreachable, a non-XML answer, a system or access error): nothing to show. */
export class SfRouteError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'SfRouteError';
  }
}

const TIMEOUT_MS = 10_000;

/**
 * The production logistics driver: SF Express's classic XML route query (`RouteService`, tracking by waybill number,
 * standard routes). The answer is already the `respXml` the service reads, so it is handed on as received when its
 * head is OK, or when its head is ERR with a code of the 8xxx family (SF's checks of the request's data, e.g. an
 * unknown waybill: final for this waybill, nothing is shown). Any other answer — HTTP failure, timeout, not the route
 * XML, ERR with another code (4xxx system and access errors, among them a wrong checkword) — throws `SfRouteError`,
 * which the route call reports as a failure and logs; asking again later may succeed.
 */
export class SfLogistics implements LogisticsProvider {
  readonly driver = 'sf';
  readonly company = '顺丰速运';

  constructor(private readonly settings: SfSettings) {}

  requestXml(mailno: string): string {
    return `<Request service="RouteService" lang="zh-CN"><Head>${escapeXml(this.settings.clientCode)}</Head><Body><RouteRequest tracking_type="1" method_type="1" tracking_number="${escapeXml(mailno)}"/></Body></Request>`;
  }

  async queryRoute(mailno: string): Promise<string> {
    const xml = this.requestXml(mailno);
    const body = new URLSearchParams({ xml, verifyCode: sfVerifyCode(xml, this.settings.checkword) });
    let response: Response;
    try {
      response = await fetch(this.settings.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new SfRouteError(`顺丰路由查询无法连接：${(error as Error).message}`, 'UNREACHABLE');
    }
    const text = await response.text();
    if (!response.ok) throw new SfRouteError(`顺丰路由查询失败：HTTP ${response.status}`, `HTTP ${response.status}`);
    const head = /<Head>\s*([A-Z]+)\s*<\/Head>/.exec(text)?.[1];
    if (!/<Response\b/.test(text) || (head !== 'OK' && head !== 'ERR')) throw new SfRouteError('顺丰路由查询应答无法解析', 'BAD_ANSWER');
    if (head === 'OK') return text;
    const error = /<ERROR\b[^>]*\bcode\s*=\s*"([^"]*)"[^>]*>([^<]*)<\/ERROR>/.exec(text);
    const code = error?.[1] ?? '';
    if (code.startsWith('8')) return text;
    throw new SfRouteError(`顺丰路由查询被拒绝：${code || '无错误码'} ${error?.[2] ?? ''}`.trim(), code || 'ERR');
  }
}
