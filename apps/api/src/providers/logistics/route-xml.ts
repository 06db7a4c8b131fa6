/**
 * The SF Express route-query answer (`respXml`, see `./logistics.ts`): written by the sandbox and read by the service.
 * A small, strict reader of exactly this shape (a head, a waybill and its `Route` elements with attributes), not a
 * general XML parser: anything else reads as no route.
 */

export interface RouteNode {
  remark: string;
  acceptTime: string;
  acceptAddress: string;
}

export interface RouteAnswer {
  head: 'OK' | 'ERR';
  mailno: string;
  routes: RouteNode[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&${Object.entries(ENTITIES).find(([, value]) => value === character)?.[0]};`);
}

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_match, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return ENTITIES[entity] ?? '';
  });
}

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([A-Za-z_][\w.-]*)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    attributes[match[1]] = unescapeXml(match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** Writes an OK answer with its routes (oldest first, as the carrier lists them). */
export function routeXml(mailno: string, routes: readonly RouteNode[]): string {
  const nodes = routes
    .map((route) => `<Route remark="${escapeXml(route.remark)}" accept_time="${escapeXml(route.acceptTime)}" accept_address="${escapeXml(route.acceptAddress)}"/>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><Response service="RouteService"><Head>OK</Head><Body><RouteResponse mailno="${escapeXml(mailno)}">${nodes}</RouteResponse></Body></Response>`;
}

/** Writes an ERR answer. */
export function errorXml(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Response service="RouteService"><Head>ERR</Head><ERROR code="${escapeXml(code)}">${escapeXml(message)}</ERROR></Response>`;
}

/**
 * Reads a `respXml`: the head, the waybill and the route nodes in the carrier's order. A head other than OK, or an
 * answer without a `RouteResponse`, reads as ERR with no routes (nothing is shown).
 */
export function parseRouteXml(xml: string): RouteAnswer {
  const head = /<Head>\s*([A-Z]+)\s*<\/Head>/.exec(xml)?.[1];
  const response = /<RouteResponse\b([^>]*?)\/?>/.exec(xml);
  if (head !== 'OK' || !response) return { head: 'ERR', mailno: '', routes: [] };
  const mailno = attributesOf(response[1]).mailno ?? '';
  const routes: RouteNode[] = [];
  for (const match of xml.matchAll(/<Route\b([^>]*?)\/?>/g)) {
    const attributes = attributesOf(match[1]);
    routes.push({ remark: attributes.remark ?? '', acceptTime: attributes.accept_time ?? '', acceptAddress: attributes.accept_address ?? '' });
  }
  return { head: 'OK', mailno, routes };
}
