import type { ReactNode } from 'react';
import { useCall } from '@badminton/api-client/react';
import { Link } from '@badminton/router';
import { ErrorState, PageLoading } from '@badminton/ui';
import { getQualificationGate } from './calls';
import { QUALIFICATION_PATH } from './view';

/** The page's warning (req: institution.md#qualification-gate). */
export const GATE_MESSAGE = '请通过资质申请';

/**
 * The qualification gate of the test class screens: the children only once the qualification passed its final
 * review (the service's answer, `TestMechanism/GetQualificationGate`; every gated call refuses on the server too),
 * otherwise 请通过资质申请 with the way to the application.
 */
export function QualificationGate({ children }: { children: ReactNode }) {
  const gate = useCall(getQualificationGate, {});
  if (gate.loading && !gate.result) return <PageLoading />;
  if (gate.errorMsg && !gate.result) return <ErrorState text={gate.errorMsg} onRetry={gate.retryable ? gate.reload : undefined} />;
  if (gate.result?.qualified !== true)
    return (
      <div className="class-gate" role="alert">
        <p className="class-gate__text">{GATE_MESSAGE}</p>
        <Link className="el-button el-button--primary" to={QUALIFICATION_PATH}>
          去申请资质
        </Link>
      </div>
    );
  return <>{children}</>;
}

/** Whether the gate is open (for the title bar's actions). */
export function useQualified(): boolean {
  return useCall(getQualificationGate, {}).result?.qualified === true;
}
