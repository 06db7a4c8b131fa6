import {
  MESSAGES,
  type RoleCode,
  statusLabel,
  WORKFLOW_MESSAGES,
  WORKFLOW_STATUSES,
  type WorkflowName,
  type WorkflowStatusCode,
} from '@badminton/contracts';

/** Who makes a change that no signed-in user makes: a payment notification, a timer, a provider's callback. */
export const SYSTEM = 'system';

/** A role allowed to make a transition: a signed-in role, or the service itself. */
export type TransitionRole = RoleCode | typeof SYSTEM;

/** One allowed change: `from → to`, by the listed roles. */
export interface TransitionRule<Code extends string | number> {
  readonly from: Code;
  readonly to: Code;
  readonly roles: readonly TransitionRole[];
  /** What the change means (documentation and the tests' names). */
  readonly action: string;
}

/** A workflow: its statuses (from the contracts) and the only changes allowed between them. */
export interface Workflow<W extends WorkflowName = WorkflowName> {
  readonly name: W;
  /** What the workflow is about, in the refusals (`测试班当前为“…”`). */
  readonly subject: string;
  readonly codes: readonly WorkflowStatusCode<W>[];
  readonly transitions: readonly TransitionRule<WorkflowStatusCode<W>>[];
}

/**
 * Declares a workflow's transition table. Refuses (at load time) a status the contracts do not define, a change to
 * the same status, an edge listed twice and an edge nobody may make.
 */
export function defineWorkflow<W extends WorkflowName>(name: W, transitions: readonly TransitionRule<WorkflowStatusCode<W>>[]): Workflow<W> {
  const { subject, codes } = WORKFLOW_STATUSES[name];
  const known = new Set<string | number>(codes);
  const edges = new Set<string>();
  for (const rule of transitions) {
    const edge = `${name}: ${rule.from} → ${rule.to}`;
    if (!known.has(rule.from) || !known.has(rule.to)) throw new Error(`${edge} 使用了未定义的状态`);
    if (rule.from === rule.to) throw new Error(`${edge} 不是状态变更`);
    if (edges.has(edge)) throw new Error(`${edge} 重复定义`);
    if (rule.roles.length === 0) throw new Error(`${edge} 没有允许的角色`);
    edges.add(edge);
  }
  return { name, subject, codes: codes as readonly WorkflowStatusCode<W>[], transitions };
}

export type TransitionCheck<Code extends string | number> =
  | { ok: true; rule: TransitionRule<Code> }
  | { ok: false; message: string };

/**
 * Whether `role` may move a record of `workflow` from `from` to `to`: the rule, or the Chinese refusal
 * (an unknown status; a change the table does not list; a role the rule does not list → MESSAGES.forbidden).
 */
export function checkTransition<W extends WorkflowName>(
  workflow: Workflow<W>,
  from: WorkflowStatusCode<W> | string | number | null,
  to: WorkflowStatusCode<W> | string | number,
  role: TransitionRole,
): TransitionCheck<WorkflowStatusCode<W>> {
  const codes: readonly (string | number)[] = workflow.codes;
  if (!codes.includes(to)) return { ok: false, message: WORKFLOW_MESSAGES.unknownStatus(workflow.subject, String(to)) };
  const rule = workflow.transitions.find((candidate) => candidate.from === from && candidate.to === to);
  if (!rule) {
    const fromLabel = from === null ? '未提交' : statusLabel(workflow.name, from);
    return { ok: false, message: WORKFLOW_MESSAGES.illegalTransition(workflow.subject, fromLabel, statusLabel(workflow.name, to)) };
  }
  if (!rule.roles.includes(role)) return { ok: false, message: MESSAGES.forbidden };
  return { ok: true, rule };
}

/** The statuses a record in `from` may move to, for `role` (what a screen may offer). */
export function nextStatuses<W extends WorkflowName>(workflow: Workflow<W>, from: WorkflowStatusCode<W>, role: TransitionRole): WorkflowStatusCode<W>[] {
  return workflow.transitions.filter((rule) => rule.from === from && rule.roles.includes(role)).map((rule) => rule.to);
}
