/**
 * Every workflow status, defined once (decision 0022): the codes are the wire values the spec gives, the labels
 * what the portal shows. The service keeps the allowed transitions of each workflow (`apps/api/src/workflows`);
 * the database stores the codes; the dictionaries and the screens read the labels from here.
 */

type CodeOf<T> = T[keyof T];

/** The codes of a name → code object, in declaration order (a non-empty tuple type, as database enums want). */
function codesOf<const T extends Record<string, string | number>>(names: T): readonly [CodeOf<T>, ...CodeOf<T>[]] {
  return Object.values(names) as [CodeOf<T>, ...CodeOf<T>[]];
}

// ---------------------------------------------------------------- test class (application_status)

/**
 * Test class review (req: states.md#test-class-application-status): the institution applies (申请中), the provincial
 * reviewer passes (省协会审核通过) or rejects, the national association gives the final approval (中羽协审核通过) or rejects. Only
 * finally approved classes are public and open for sign-up.
 */
export const TestClassStatus = {
  Applied: '申请中',
  ProvinceApproved: '省协会审核通过',
  Approved: '中羽协审核通过',
  Rejected: '审核驳回',
} as const;
export type TestClassStatusCode = CodeOf<typeof TestClassStatus>;
export const TEST_CLASS_STATUSES = codesOf(TestClassStatus);
/**
 * 申请中 is presented as the provincial review, 省协会审核通过 as the national review
 * (req: states.md#test-class-application-status).
 */
export const TEST_CLASS_STATUS_LABELS: Readonly<Record<TestClassStatusCode, string>> = {
  申请中: '省协会审核中',
  省协会审核通过: '中羽协审核中',
  中羽协审核通过: '中羽协审核通过',
  审核驳回: '审核驳回',
};

// ---------------------------------------------------------------- qualification (approval_status)

/**
 * Institution qualification (req: states.md#qualification-approval-status): 1 (or absent) not reviewed, 2 first review
 * passed, 3 final, 4 not passed.
 */
export const QualificationStatus = { Submitted: 1, ProvinceApproved: 2, Approved: 3, Rejected: 4 } as const;
export type QualificationStatusCode = CodeOf<typeof QualificationStatus>;
export const QUALIFICATION_STATUSES = codesOf(QualificationStatus);
export const QUALIFICATION_STATUS_LABELS: Readonly<Record<QualificationStatusCode, string>> = {
  1: '未审核',
  2: '初审通过，待终审',
  3: '审核通过',
  4: '审核未通过',
};

// ---------------------------------------------------------------- order (payment_status)

/**
 * Test order payment_status, a string on the wire (req: states.md#test-order-payment-status); training orders use 1,
 * 3 and 9 (req: states.md#training-order-payment-status).
 */
export const PaymentStatus = { Pending: '1', Paid: '3', Failed: '5', Refunded: '7', Closed: '9' } as const;
export type PaymentStatusCode = CodeOf<typeof PaymentStatus>;
export const PAYMENT_STATUSES = codesOf(PaymentStatus);
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatusCode, string>> = {
  '1': '待支付',
  '3': '已支付',
  '5': '支付失败',
  '7': '已退款',
  '9': '已关闭',
};
/** A payment status as the records show it; an unknown code as it is. */
export function paymentStatusLabel(code: PaymentStatusCode): string {
  return PAYMENT_STATUS_LABELS[code] ?? code;
}

// ---------------------------------------------------------------- refund (refund_status)

/**
 * Class-level and row-level refund_status (req: states.md#refund-status): any value other than 0–2 is shown as failed.
 */
export const RefundStatus = { None: 0, Refunding: 1, Refunded: 2, Failed: 3 } as const;
export type RefundStatusCode = CodeOf<typeof RefundStatus>;
export const REFUND_STATUSES = codesOf(RefundStatus);
export const REFUND_STATUS_LABELS: Readonly<Record<RefundStatusCode, string>> = {
  0: '未退费',
  1: '退费中',
  2: '已退费',
  3: '退费失败',
};

// ---------------------------------------------------------------- appeal (appeal_status)

/**
 * Score appeal (req: states.md#appeal-status, appeals.md#appeal-rules): a first appeal to the institution, a second to
 * the association.
 */
export const AppealStatus = {
  Submitted: 0,
  UnderReview: 1,
  ScoreChanged: 2,
  ScoreUnchanged: 3,
  SecondSubmitted: 4,
  SecondUnderReview: 5,
  SecondPassed: 6,
  Exhausted: 7,
} as const;
export type AppealStatusCode = CodeOf<typeof AppealStatus>;
export const APPEAL_STATUSES = codesOf(AppealStatus);
export const APPEAL_STATUS_LABELS: Readonly<Record<AppealStatusCode, string>> = {
  0: '已提交，等待处理',
  1: '审核中',
  2: '已完成，成绩已修改',
  3: '已完成，成绩未修改',
  4: '已提交二次申诉',
  5: '二次申诉审核中',
  6: '二次复核通过',
  7: '已申诉两次，不可再申诉',
};

// ---------------------------------------------------------------- grade submission (grade_submission_status)

/**
 * An institution's submission of a test class's grades (req: states.md#grade-submission-status): 未提交 leaves batch
 * sign-up open; the supervision form may be uploaded in 1, 3 and 4; a rejection carries its reason.
 */
export const GradeSubmissionStatus = { Unsubmitted: 0, Submitted: 1, Rejected: 2, Approved: 3, Published: 4 } as const;
export type GradeSubmissionStatusCode = CodeOf<typeof GradeSubmissionStatus>;
export const GRADE_SUBMISSION_STATUSES = codesOf(GradeSubmissionStatus);
export const GRADE_SUBMISSION_STATUS_LABELS: Readonly<Record<GradeSubmissionStatusCode, string>> = {
  0: '未提交',
  1: '已提交，待审核',
  2: '已驳回',
  3: '审核通过',
  4: '已发布',
};

// ---------------------------------------------------------------- invoice (invoice_status)

/**
 * E-invoice (req: states.md#invoice-status): 0 waiting to issue, 1 issued, 2 or 3 failed (3: the platform gave no
 * result).
 */
export const InvoiceStatus = { Pending: 0, Issued: 1, Failed: 2, Abnormal: 3 } as const;
export type InvoiceStatusCode = CodeOf<typeof InvoiceStatus>;
export const INVOICE_STATUSES = codesOf(InvoiceStatus);
export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatusCode, string>> = {
  0: '待开票',
  1: '开票成功',
  2: '开票失败',
  3: '开票异常',
};

// ---------------------------------------------------------------- contract (result_code)

/**
 * Institution contract signing, the e-sign `result_code` (req: states.md#contract-status): 0 signing, 3000 signed,
 * 3001 failed.
 */
export const ContractStatus = { Signing: 0, Signed: 3000, Failed: 3001 } as const;
export type ContractStatusCode = CodeOf<typeof ContractStatus>;
export const CONTRACT_STATUSES = codesOf(ContractStatus);
export const CONTRACT_STATUS_LABELS: Readonly<Record<ContractStatusCode, string>> = {
  0: '签署中',
  3000: '已签署',
  3001: '签署失败',
};

// ---------------------------------------------------------------- real-name verification

/**
 * An institution's enterprise real-name verification attempt at the e-sign platform (req: states.md#real-name-state;
 * decision 0058): 1 verifying (the embedded page was handed out), 2 passed, 3 failed (the platform's callback). A new
 * attempt (重新认证) is a new record; the newest one is the institution's state.
 */
export const RealNameStatus = { Verifying: 1, Passed: 2, Failed: 3 } as const;
export type RealNameStatusCode = CodeOf<typeof RealNameStatus>;
export const REAL_NAME_STATUSES = codesOf(RealNameStatus);
export const REAL_NAME_STATUS_LABELS: Readonly<Record<RealNameStatusCode, string>> = {
  1: '认证中',
  2: '认证通过',
  3: '认证未通过',
};

// ---------------------------------------------------------------- event application (apply_status)

/**
 * An athlete's event-based level application (req: states.md#event-application-status; decision 0072): 0 awaiting
 * review, 1 approved, 2 rejected; the national administrator decides (req: back-office.md#event-application-review).
 */
export const EventApplyStatus = { Awaiting: 0, Approved: 1, Rejected: 2 } as const;
export type EventApplyStatusCode = CodeOf<typeof EventApplyStatus>;
export const EVENT_APPLY_STATUSES = codesOf(EventApplyStatus);
export const EVENT_APPLY_WORKFLOW_LABELS: Readonly<Record<EventApplyStatusCode, string>> = {
  0: '待审核',
  1: '审核通过',
  2: '审核不通过',
};

// ---------------------------------------------------------------- the workflows

export interface WorkflowStatuses<Code extends string | number = string | number> {
  /** What the workflow is about, in the refusals (`测试班当前为“…”`). */
  readonly subject: string;
  readonly codes: readonly Code[];
  readonly labels: Readonly<Record<Code, string>>;
}

/** Every workflow with its statuses, by the name the service and the audit rows use. */
export const WORKFLOW_STATUSES = {
  testClass: { subject: '测试班', codes: TEST_CLASS_STATUSES, labels: TEST_CLASS_STATUS_LABELS },
  qualification: { subject: '资质申请', codes: QUALIFICATION_STATUSES, labels: QUALIFICATION_STATUS_LABELS },
  payment: { subject: '订单', codes: PAYMENT_STATUSES, labels: PAYMENT_STATUS_LABELS },
  refund: { subject: '退费', codes: REFUND_STATUSES, labels: REFUND_STATUS_LABELS },
  appeal: { subject: '申诉', codes: APPEAL_STATUSES, labels: APPEAL_STATUS_LABELS },
  gradeSubmission: { subject: '成绩提交', codes: GRADE_SUBMISSION_STATUSES, labels: GRADE_SUBMISSION_STATUS_LABELS },
  invoice: { subject: '发票', codes: INVOICE_STATUSES, labels: INVOICE_STATUS_LABELS },
  contract: { subject: '合同', codes: CONTRACT_STATUSES, labels: CONTRACT_STATUS_LABELS },
  realName: { subject: '实名认证', codes: REAL_NAME_STATUSES, labels: REAL_NAME_STATUS_LABELS },
  eventApply: { subject: '赛事等级申请', codes: EVENT_APPLY_STATUSES, labels: EVENT_APPLY_WORKFLOW_LABELS },
} as const;

export type WorkflowName = keyof typeof WORKFLOW_STATUSES;
export type WorkflowStatusCode<W extends WorkflowName> = (typeof WORKFLOW_STATUSES)[W]['codes'][number];
export const WORKFLOW_NAMES = Object.keys(WORKFLOW_STATUSES) as WorkflowName[];

/** The label of a status code; the code itself when the workflow does not know it (an old or foreign value). */
export function statusLabel<W extends WorkflowName>(workflow: W, code: WorkflowStatusCode<W> | string | number): string {
  const labels = WORKFLOW_STATUSES[workflow].labels as Readonly<Record<string | number, string>>;
  return labels[code] ?? String(code);
}

/** Refusals of a status change (the service answers them; the clients and tests share them). */
export const WORKFLOW_MESSAGES = {
  recordNotFound: '记录不存在',
  changedMeanwhile: '该记录状态已变更，请刷新后重试',
  illegalTransition: (subject: string, from: string, to: string) => `${subject}当前为“${from}”，不能变更为“${to}”`,
  unknownStatus: (subject: string, code: string) => `${subject}状态“${code}”无效`,
} as const;
