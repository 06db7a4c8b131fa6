/**
 * The fixed values of the back office's refund and certificate-shipping queues (issue 26, decision 0069): stages,
 * labels, page sizes, limits and the messages the service answers. zod-free (re-exported by `./constants`), so the
 * browser ships them too.
 */
import { EXPRESS_COMPANY } from './certificate-delivery-constants';

/** Both queues list 10 requests a page. */
export const ADMIN_MONEY_PAGE_SIZE = 10;

/** Whose refund a request is: a whole test class (`test_classes.refund_status`) or one entry (a row). */
export const ADMIN_REFUND_KINDS = ['class', 'entry'] as const;
export type AdminRefundKind = (typeof ADMIN_REFUND_KINDS)[number];
export const ADMIN_REFUND_KIND_LABELS: Record<AdminRefundKind, string> = { class: '测试班退费', entry: '报名退费' };

/**
 * Where a refund request stands (decision 0069), read from its `refund_status` and the association's approval:
 * 1 not yet approved → 待审核; 1 approved (the provider is refunding) → 退款中; 2 已退费; 3 退费失败 (the provider
 * failed, or the association refused).
 */
export const ADMIN_REFUND_STAGES = ['pending', 'processing', 'refunded', 'failed'] as const;
export type AdminRefundStage = (typeof ADMIN_REFUND_STAGES)[number];
export const ADMIN_REFUND_STAGE_LABELS: Record<AdminRefundStage, string> = {
  pending: '待审核',
  processing: '退款中',
  refunded: '已退费',
  failed: '退费失败',
};

/** A refusal's reason: 1–200 characters. */
export const ADMIN_REFUND_REASON_MAX = 200;

export const ADMIN_REFUND_MESSAGES = {
  notFound: '该退费申请不存在',
  changed: '该退费申请已处理，请刷新后重试',
  notPaid: '该报名的订单未支付，无可退款项，请驳回该申请',
  processing: '退款已提交至支付平台，不能驳回',
  notFailed: '只有退费失败的申请可以重新退款',
  reasonRequired: '请填写驳回理由',
  reasonTooLong: `驳回理由不能超过${ADMIN_REFUND_REASON_MAX}个字`,
  kindInvalid: '退费类型无效',
  stageInvalid: '审核状态无效',
  approvedCannotCancel: '中羽协已批准退费，退款处理中，不能取消',
  approved: '已批准退费，正在向支付平台申请退款',
  refused: '已驳回该退费申请',
  retried: '已重新提交退款',
} as const;

/** The print and ship queue of paid paper-certificate orders (kinds 2 and 5): 待打印 → 待发货 → 已发货. */
export const ADMIN_SHIPPING_STAGES = ['print', 'ship', 'shipped'] as const;
export type AdminShippingStage = (typeof ADMIN_SHIPPING_STAGES)[number];
export const ADMIN_SHIPPING_STAGE_LABELS: Record<AdminShippingStage, string> = { print: '待打印', ship: '待发货', shipped: '已发货' };

/** Whose order: the athlete's own (kind 2, to their address) or the institution's batch (kind 5, to the institution). */
export const ADMIN_SHIPPING_KIND_LABELS: Readonly<Record<number, string>> = { 2: '个人申领', 5: '机构批量申领' };

/**
 * The carriers a parcel may be sent with: the ones the logistics adapter can follow (its sandbox and its production
 * SF driver both answer SF's route XML; decisions 0033, 0052). Another carrier's parcel could never show a route.
 */
export const EXPRESS_COMPANIES: readonly string[] = [EXPRESS_COMPANY];

/** An SF waybill: 12 to 15 digits, optionally after `SF` (upper case). */
export const WAYBILL_PATTERN = /^(SF)?\d{12,15}$/;

export const ADMIN_SHIPPING_MESSAGES = {
  notFound: '该证书订单不存在',
  notPaid: '该订单未支付，不能打印或发货',
  alreadyPrinted: '该订单已打印，请刷新后重试',
  notPrinted: '请先打印证书证章再发货',
  alreadyShipped: '该订单已发货，请刷新后重试',
  companyRequired: '请选择快递公司',
  companyInvalid: '暂不支持该快递公司',
  waybillRequired: '请输入运单号',
  waybillInvalid: '运单号格式不正确（顺丰运单号为12至15位数字，可带SF前缀）',
  waybillTaken: '该运单号已被其他订单使用',
  stageInvalid: '状态无效',
  kindInvalid: '订单类型无效',
  printed: '已标记为已打印',
  shipped: '已登记发货',
} as const;
