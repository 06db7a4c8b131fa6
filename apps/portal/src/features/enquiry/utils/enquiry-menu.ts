/**
 * The public-query frame (公开查询) of the certificate query and the athlete detail: a side menu with its one entry,
 * 运动员资格证书查询 (req: public-portal.md#public-certificate-query). The athlete list (/enquiry) is a page of its own that
 * links here.
 */
export const ENQUIRY_TITLE = '公开查询';

export const ENQUIRY_PATHS = {
  athleteList: '/enquiry/athleteList',
  certificate: '/enquiry/certificateAuthenticity',
  athleteDetail: '/enquiry/certificateAuthenticity/athleteDetail',
} as const;

export type EnquiryMenuKey = 'certificate';

export const ENQUIRY_MENU: ReadonlyArray<{ key: EnquiryMenuKey; label: string; to: string }> = [
  { key: 'certificate', label: '运动员资格证书查询', to: ENQUIRY_PATHS.certificate },
];

/**
 * The menu entry a path belongs to, by route nesting: the athlete detail sits under
 * /enquiry/certificateAuthenticity (spec route table), so it keeps 运动员资格证书查询 active, in step
 * with the breadcrumb the shell draws (运动员资格证书查询 > 运动员详情).
 */
export function activeEnquiryMenu(pathname: string): EnquiryMenuKey | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === ENQUIRY_PATHS.certificate || path.startsWith(`${ENQUIRY_PATHS.certificate}/`)) return 'certificate';
  return null;
}

/** Link to an athlete's detail: `?id=<userid>&name=<name>` (name URL-encoded). */
export function athleteDetailHref(userid: number, name: string | null | undefined): string {
  const params = new URLSearchParams({ id: String(userid) });
  if (name) params.set('name', name);
  return `${ENQUIRY_PATHS.athleteDetail}?${params.toString()}`;
}

/** The detail page's athlete number from `?id`; null when missing or not a positive integer. */
export function readAthleteId(params: URLSearchParams): number | null {
  const raw = params.get('id') ?? '';
  if (!/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
