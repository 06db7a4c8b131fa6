import type { LogisticsRoute } from '@badminton/contracts';

/** The parcel tracking screen (req: 002 §2, §3): `id` is the waybill (express number). */
export const LOGISTICS_PATH = '/personal/gradeCertificateDelivery/logistics';

export function logisticsPath(expressNumber: string): string {
  return `${LOGISTICS_PATH}?id=${encodeURIComponent(expressNumber)}`;
}

/** `id` of the logistics address: letters and digits (a waybill), or null (no call is made). */
export function readWaybill(params: URLSearchParams): string | null {
  const value = (params.get('id') ?? '').trim();
  return /^[0-9A-Za-z]{1,32}$/.test(value) ? value : null;
}

/** Route nodes newest first (req: 002 §2); accept_time is 'YYYY-MM-DD HH:mm:ss', so text order is time order. */
export function newestFirst(routes: readonly LogisticsRoute[]): LogisticsRoute[] {
  return routes
    .map((route, index) => ({ route, index }))
    .sort((a, b) => (a.route._accept_time === b.route._accept_time ? b.index - a.index : a.route._accept_time < b.route._accept_time ? 1 : -1))
    .map(({ route }) => route);
}

/** Where 返回 goes when the page was opened directly: the list of the role's parcels. */
export function logisticsFallback(role: number | null): string {
  return role === 3 ? '/personal/orderCenter' : '/personal/gradeCertificate';
}
