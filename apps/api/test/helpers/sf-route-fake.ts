import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of SF Express's classic XML interface (`/bsp-oisp/sfexpressService`, service `RouteService`) for
 * testing the production logistics driver. Written from SF's published integration notes, separately from the driver
 * (it imports none of its code): an HTTP server on 127.0.0.1 (node:http) taking a form POST of `xml` (the request)
 * and `verifyCode` = Base64(MD5(xml + checkword)) over the bytes of the request exactly as sent, refusing a wrong
 * client code or check code, and answering the `<Response service="RouteService">` XML with `<Head>OK</Head>` and
 * `RouteResponse`/`Route` elements, or `<Head>ERR</Head>` and `<ERROR code="…">`.
 *
 * Error codes: SF documents 4xxx as system / access errors and 8xxx as checks of the request's data; the codes used
 * here (4001 system error, 4003 check code, 8150 no such waybill) are this fake's picks within those families.
 */

export interface FakeRoute {
  remark: string;
  acceptTime: string;
  acceptAddress: string;
  opcode: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function fakeVerifyCode(xml: string, checkword: string): string {
  return createHash('md5').update(xml + checkword, 'utf8').digest('base64');
}

export class SfRouteFake {
  readonly clientCode = 'BADM_FAKE01';
  readonly checkword = 'FakeCheckword0123456789abcdefXYZ';
  /** Waybills the fake knows, with their routes (an empty list: accepted, no route yet). */
  readonly parcels = new Map<string, FakeRoute[]>();
  /** Every answer: OK or the ERR code. */
  readonly answers: string[] = [];
  /** The next request answers this (an ERR code, or an HTTP status as `HTTP 503`) once. */
  failNext: string | null = null;
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/bsp-oisp/sfexpressService`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private send(response: ServerResponse, body: string, status = 200) {
    response.writeHead(status, { 'content-type': 'text/xml;charset=UTF-8' });
    response.end(body);
  }

  private error(response: ServerResponse, code: string, message: string) {
    this.answers.push(code);
    this.send(response, `<?xml version='1.0' encoding='UTF-8'?><Response service="RouteService"><Head>ERR</Head><ERROR code="${code}">${escape(message)}</ERROR></Response>`);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== 'POST' || !/application\/x-www-form-urlencoded/.test(request.headers['content-type'] ?? '')) return this.send(response, 'method not allowed', 405);
    if (this.failNext?.startsWith('HTTP ')) {
      const status = Number(this.failNext.slice(5));
      this.failNext = null;
      this.answers.push(`HTTP ${status}`);
      return this.send(response, '<html>Service Unavailable</html>', status);
    }
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const xml = form.get('xml') ?? '';
    const verifyCode = form.get('verifyCode') ?? '';
    const head = /<Head>([^<]*)<\/Head>/.exec(xml)?.[1];
    if (!/<Request\s+service="RouteService"/.test(xml) || !head) return this.error(response, '4002', '报文解析出错');
    if (head !== this.clientCode) return this.error(response, '4003', '接入编码不存在或校验码错误');
    if (verifyCode !== fakeVerifyCode(xml, this.checkword)) return this.error(response, '4003', '接入编码不存在或校验码错误');
    if (this.failNext) {
      const code = this.failNext;
      this.failNext = null;
      return this.error(response, code, '系统发生数据错误或运行时异常');
    }
    const routeRequest = /<RouteRequest\b([^>]*)\/?>/.exec(xml)?.[1] ?? '';
    const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(routeRequest)?.[1];
    if (attribute('tracking_type') !== '1' || attribute('method_type') !== '1') return this.error(response, '8013', '查询类别或查询方法不正确');
    const mailno = attribute('tracking_number') ?? '';
    const routes = this.parcels.get(mailno);
    if (!routes) return this.error(response, '8150', '运单号不存在');
    this.answers.push('OK');
    const nodes = routes
      .map((route) => `<Route remark="${escape(route.remark)}" accept_time="${route.acceptTime}" accept_address="${escape(route.acceptAddress)}" opcode="${route.opcode}"/>`)
      .join('');
    this.send(response, `<?xml version='1.0' encoding='UTF-8'?><Response service="RouteService"><Head>OK</Head><Body><RouteResponse mailno="${escape(mailno)}">${nodes}</RouteResponse></Body></Response>`);
  }
}
