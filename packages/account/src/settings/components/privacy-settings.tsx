import { useEffect, useId, useRef, useState } from 'react';
import { ALREADY_PENDING, useMutation } from '@badminton/api-client/react';
import { ErrorState, PageLoading, Switch, toast } from '@badminton/ui';
import { readPrivacy, savePrivacy } from '../api/settings-calls';

export const PRIVACY_SAVED = '设置成功';
export const PRIVACY_FAILED = '设置失败';

/**
 * 隐私设置 (athletes, req: accounts.md#privacy-switch): whether the athlete's name and photo appear in the
 * public athlete list and detail. 设置成功 on success; 设置失败 with the switch back to off on failure.
 */
export function PrivacySettings() {
  const [open, setOpen] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const save = useMutation(savePrivacy);
  const [attempt, setAttempt] = useState(0);
  const titleId = useId();
  const switchBox = useRef<HTMLSpanElement>(null);

  // element's Switch renders its checkbox without a name; label it with the setting's title. `allowFocus` keeps
  // the checkbox in the page (transparent over the switch) so keyboards and screen readers reach it.
  useEffect(() => {
    switchBox.current?.querySelector('input')?.setAttribute('aria-labelledby', titleId);
  });

  useEffect(() => {
    let live = true;
    void readPrivacy().then((value) => {
      if (!live) return;
      if (value === null) setFailed(true);
      else setOpen(value);
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  async function change(next: boolean) {
    setOpen(next);
    const outcome = await save.run({ isopen: next ? 1 : 0 });
    if (outcome === ALREADY_PENDING) return;
    if (outcome.ok) {
      toast.success(PRIVACY_SAVED);
    } else {
      toast.error(PRIVACY_FAILED);
      setOpen(false);
    }
  }

  if (failed && open === null) {
    return (
      <ErrorState
        text="隐私设置加载失败"
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  if (open === null) return <PageLoading />;

  return (
    <div className="bm-privacy">
      <div className="bm-privacy__row">
        <div>
          <p className="bm-privacy__title" id={titleId}>
            公开我的姓名和照片
          </p>
          <p className="bm-privacy__state">{open ? '已公开：公开查询的运动员列表和详情中展示您的姓名和照片' : '未公开：公开查询的运动员列表和详情中不展示您的姓名和照片'}</p>
        </div>
        <span ref={switchBox} className="bm-privacy__switch">
          <Switch
            value={open}
            disabled={save.pending}
            onText=""
            offText=""
            allowFocus
            onFocus={() => undefined}
            onBlur={() => undefined}
            onChange={(value: boolean) => void change(Boolean(value))}
          />
        </span>
      </div>
      <ul className="bm-privacy__notes">
        <li>开启后，您的姓名和照片会出现在“公开查询”的运动员列表及运动员详情页中。</li>
        <li>关闭后，列表和详情页不再展示您的姓名和照片。</li>
        <li>无论开关如何，他人凭您的姓名加证书编号或证件号码仍可查询证书真伪。</li>
      </ul>
    </div>
  );
}
