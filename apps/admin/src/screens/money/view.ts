import {
  ADMIN_REFUND_REASON_MAX,
  ADMIN_REFUND_MESSAGES as RM,
  ADMIN_REFUND_KINDS,
  ADMIN_REFUND_STAGES,
  ADMIN_SHIPPING_MESSAGES as SM,
  ADMIN_SHIPPING_STAGES,
  type AdminRefundItem,
  type AdminRefundKind,
  type AdminRefundStage,
  type AdminShippingStage,
  WAYBILL_PATTERN,
} from '@badminton/contracts';

/** The money queues' filters, read from and written to the address (so a filtered list survives a reload). */
export interface RefundFilters {
  stage: AdminRefundStage | '';
  kind: AdminRefundKind | '';
  keyword: string;
  province: number | null;
  page: number;
}

function positive(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

export function readRefundFilters(params: URLSearchParams): RefundFilters {
  const stage = params.get('stage') ?? '';
  const kind = params.get('kind') ?? '';
  return {
    stage: (ADMIN_REFUND_STAGES as readonly string[]).includes(stage) ? (stage as AdminRefundStage) : '',
    kind: (ADMIN_REFUND_KINDS as readonly string[]).includes(kind) ? (kind as AdminRefundKind) : '',
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    province: positive(params.get('province')),
    page: positive(params.get('page')) ?? 1,
  };
}

export interface ShippingFilters {
  stage: AdminShippingStage | '';
  kind: 2 | 5 | null;
  keyword: string;
  province: number | null;
  page: number;
}

export function readShippingFilters(params: URLSearchParams): ShippingFilters {
  const stage = params.get('stage') ?? '';
  const kind = Number(params.get('kind'));
  return {
    stage: (ADMIN_SHIPPING_STAGES as readonly string[]).includes(stage) ? (stage as AdminShippingStage) : '',
    kind: kind === 2 || kind === 5 ? kind : null,
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    province: positive(params.get('province')),
    page: positive(params.get('page')) ?? 1,
  };
}

/** The address query of filters: empty values left out, page 1 left out. */
export function writeFilters(filters: Record<string, string | number | null>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === null || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params;
}

/** What the reviewer may do with a request in its stage. */
export function refundActions(item: Pick<AdminRefundItem, 'stage' | 'approved_at'>): ('approve' | 'refuse' | 'retry')[] {
  if (item.stage === 'pending') return ['approve', 'refuse'];
  if (item.stage === 'failed') return ['retry'];
  return [];
}

/** The refusal's reason: required, at most 200 characters (the service checks the same). */
export function checkRefusal(text: string): string | null {
  const value = text.trim();
  if (!value) return RM.reasonRequired;
  if ([...value].length > ADMIN_REFUND_REASON_MAX) return RM.reasonTooLong;
  return null;
}

/** The waybill as the service stores it (upper case, trimmed), or the message. */
export function checkWaybill(text: string): { value: string } | { problem: string } {
  const value = text.trim().toUpperCase();
  if (!value) return { problem: SM.waybillRequired };
  if (!WAYBILL_PATTERN.test(value)) return { problem: SM.waybillInvalid };
  return { value };
}

/** 元 with two decimals. */
export function yuan(value: number): string {
  return value.toFixed(2);
}
