import { useState } from 'react';
import { useNavigate, useSearchParams } from '@badminton/router';
import { useCall, useMutation } from '@badminton/api-client/react';
import { SIGN_UP_MESSAGES, type RemoteAppProps } from '@badminton/contracts';
import { Button, Dialog, ErrorState, PageLoading, PageSection, toast } from '@badminton/ui';
import { abandonLeaveRecord, getLeaveRecord, getSignUpInfo } from '../api/test-order-calls';
import { readSignUpQuery, sureOrderPath, TEST_LIST_PATH } from '../utils/sign-up-paths';
import { ClassSummary } from './class-summary';
import { RefusalWithOrder } from './existing-order';
import { useRefusalWarning } from './use-refusal-warning';
import '../test-orders.css';

export const BAD_SIGN_UP_LINK = '报名链接无效，请从测试报名列表重新选择';

/**
 * /test/signUp?id&key (req: test-sign-up-and-orders.md#sign-up-page): the test information and fee, then 去报名. The
 * service's refusals (不在当前报名时间范围内, 您未取得测试等级资格, 名额已满 …) are shown as warnings. 去报名 first
 * checks for a leave record at this grade (获取报名信息失败 when the check fails): with one, the retake dialog offers to
 * go back and contact the institution, or to give up the earlier place (abandon) and continue to the order page.
 */
export function SignUpPage({ fileHost }: RemoteAppProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = readSignUpQuery(params);
  const info = useCall(getSignUpInfo, { test_class_id: query?.testClassId ?? 0, grade: query?.grade ?? 0 }, { skip: !query });
  useRefusalWarning(info);
  const [leaveApplicationId, setLeaveApplicationId] = useState<number | null>(null);
  const check = useMutation(getLeaveRecord, { onError: () => toast.warning(SIGN_UP_MESSAGES.leaveRecordFailed) });
  const abandon = useMutation(abandonLeaveRecord, { onError: (message) => toast.error(message) });

  if (!query) return <PageSection title="报名信息"><ErrorState text={BAD_SIGN_UP_LINK} /></PageSection>;
  const item = info.result?.items[0];

  async function start() {
    if (!query) return;
    const outcome = await check.run({ grade: query.grade, test_class_id: query.testClassId });
    if (!outcome.ok) return;
    if (outcome.result.data) setLeaveApplicationId(outcome.result.data.applicationId);
    else navigate(sureOrderPath(query.testClassId, query.grade));
  }

  async function giveUpAndContinue() {
    if (!query || leaveApplicationId === null) return;
    const outcome = await abandon.run({ applicationId: leaveApplicationId });
    if (!outcome.ok) return;
    setLeaveApplicationId(null);
    navigate(sureOrderPath(query.testClassId, query.grade));
  }

  return (
    <div className="test-order-page">
      <PageSection title="报名信息">
        {info.loading && !info.result ? <PageLoading /> : null}
        {info.errorMsg ? (
          <RefusalWithOrder
            testClassId={query.testClassId}
            grade={query.grade}
            errorMsg={info.errorMsg}
            retry={info.retryable ? info.reload : undefined}
          />
        ) : null}
        {item && !info.errorMsg ? (
          <>
            <ClassSummary item={item} fileHost={fileHost} />
            <div className="test-order-actions">
              <Button onClick={() => navigate(TEST_LIST_PATH)}>返回</Button>
              <Button type="primary" loading={check.pending} disabled={check.pending} onClick={() => void start()}>
                去报名
              </Button>
            </div>
          </>
        ) : null}
      </PageSection>
      <Dialog
        customClass="test-order-retake"
        title="补考提示"
        size="tiny"
        visible={leaveApplicationId !== null}
        onCancel={() => setLeaveApplicationId(null)}
        lockScroll={false}
      >
        <Dialog.Body>
          <p>您在该等级有一条请假记录（已取得的考试名额）。</p>
          <p>您可以返回并联系原测试机构安排补考；也可以放弃之前的考试名额，继续报名本次测试。</p>
        </Dialog.Body>
        <Dialog.Footer className="dialog-footer">
          <Button
            onClick={() => {
              setLeaveApplicationId(null);
              navigate(TEST_LIST_PATH);
            }}
          >
            返回联系机构
          </Button>
          <Button type="primary" loading={abandon.pending} disabled={abandon.pending} onClick={() => void giveUpAndContinue()}>
            放弃名额并继续报名
          </Button>
        </Dialog.Footer>
      </Dialog>
    </div>
  );
}

export default SignUpPage;
