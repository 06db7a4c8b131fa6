import { useEffect, useId, useState } from 'react';
import { api, settle } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import {
  ADMIN_FEE_MESSAGES as M,
  type AdminFeeRate,
  type AdminShippingFee,
  FEE_LABELS,
  FEE_NOT_SET,
  feeFenOf,
  feeYuanText,
} from '@badminton/contracts';
import { Button, Dialog, ErrorState, PageLoading, PageSection, toast } from '@badminton/ui';
import { getAdminFeeSchedule, setAdminCertificateFee, setAdminShippingFee } from './calls';
import '../queue.css';
import '../money/money.css';
import './fees.css';

/** An amount of the schedule as shown: '30.00 元', or 未设置. */
function shown(fen: number | null): string {
  return fen === null ? FEE_NOT_SET : `${feeYuanText(fen)} 元`;
}

/** What one dialog edits: its title, the context line, its amount fields and the call it makes. */
export interface FeeEdit {
  title: string;
  context: string;
  fields: { key: string; label: string; fen: number | null }[];
  save(fen: Record<string, number>): Promise<{ ok: true } | { ok: false; problem: string }>;
}

/**
 * The edit dialog: the amounts in 元 (at most two decimals), checked in the service's words; 保存 asks first — the
 * dialog then names each amount before and after — and 确认保存 sends them; the service's refusal shows in the dialog.
 */
function FeeDialog({ edit, onClose, onDone }: { edit: FeeEdit | null; onClose(): void; onDone(): void }) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [checked, setChecked] = useState<Record<string, number> | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setValues(Object.fromEntries((edit?.fields ?? []).map((field) => [field.key, field.fen === null ? '' : feeYuanText(field.fen)])));
    setProblem('');
    setChecked(null);
  }, [edit]);
  if (!edit) return <Dialog customClass="money-dialog" title="修改收费标准" visible={false} onCancel={onClose} lockScroll={false} />;

  function review() {
    if (!edit) return;
    const fen: Record<string, number> = {};
    for (const field of edit.fields) {
      const outcome = feeFenOf(values[field.key] ?? '', field.label);
      if ('problem' in outcome) {
        setProblem(outcome.problem);
        return;
      }
      fen[field.key] = outcome.fen;
    }
    setProblem('');
    setChecked(fen);
  }

  async function save() {
    if (!edit || !checked) return;
    setBusy(true);
    const outcome = await edit.save(checked);
    setBusy(false);
    if (!outcome.ok) {
      setProblem(outcome.problem);
      setChecked(null);
      return;
    }
    toast.success(M.saved);
    onDone();
  }

  return (
    <Dialog customClass="money-dialog" title={edit.title} visible onCancel={onClose} lockScroll={false}>
      <Dialog.Body>
        <p className="money-dialog__context">{edit.context}</p>
        {checked ? (
          <div className="fees-confirm">
            <p className="fees-confirm__ask">确定按以下金额保存吗？保存后新下的订单按新金额计费，已下的订单不变。</p>
            <ul className="fees-confirm__list">
              {edit.fields.map((field) => (
                <li key={field.key}>{`${field.label}：${shown(field.fen)} → ${shown(checked[field.key] ?? 0)}`}</li>
              ))}
            </ul>
          </div>
        ) : (
          <div className="money-dialog__field">
            {edit.fields.map((field) => (
              <div key={field.key}>
                <label className="money-dialog__label" htmlFor={`${id}-${field.key}`}>
                  {`${field.label}（元）`}
                </label>
                <input
                  id={`${id}-${field.key}`}
                  value={values[field.key] ?? ''}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0–10000，最多两位小数"
                  aria-describedby={`${id}-problem`}
                  onChange={(event) => {
                    setValues({ ...values, [field.key]: event.target.value });
                    if (problem) setProblem('');
                  }}
                />
              </div>
            ))}
          </div>
        )}
        <p id={`${id}-problem`} className="money-dialog__problem" role="alert">
          {problem}
        </p>
      </Dialog.Body>
      <Dialog.Footer className="dialog-footer">
        {checked ? (
          <>
            <Button onClick={() => setChecked(null)}>返回修改</Button>
            <Button type="primary" loading={busy} onClick={() => void save()}>
              确认保存
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => onClose()}>取消</Button>
            <Button type="primary" onClick={() => review()}>
              保存
            </Button>
          </>
        )}
      </Dialog.Footer>
    </Dialog>
  );
}

async function sent(pending: ReturnType<ReturnType<typeof api>['call']>): Promise<{ ok: true } | { ok: false; problem: string }> {
  const outcome = await settle(pending);
  if (outcome.ok) return { ok: true };
  return { ok: false, problem: outcome.reported ? '' : outcome.errorMsg };
}

export function rateEdit(rate: AdminFeeRate): FeeEdit {
  return {
    title: '修改证书证章费',
    context: `${rate.user_type_label}申领的纸质证书与证章，每个等级的费用。`,
    fields: [
      { key: 'certificate', label: FEE_LABELS.certificate, fen: rate.certificate_fee_fen },
      { key: 'badge', label: FEE_LABELS.badge, fen: rate.badge_fee_fen },
    ],
    save: (fen) =>
      sent(api().call(setAdminCertificateFee, { user_type: rate.user_type, certificate_fee_fen: fen.certificate ?? 0, badge_fee_fen: fen.badge ?? 0 })),
  };
}

export function provinceEdit(province: AdminShippingFee): FeeEdit {
  return {
    title: '修改快递费',
    context: `寄往${province.name}的每个包裹的快递费。`,
    fields: [{ key: 'fee', label: FEE_LABELS.shipping, fen: province.fee_fen }],
    save: (fen) => sent(api().call(setAdminShippingFee, { area_codes: [province.area_code], fee_fen: fen.fee ?? 0 })),
  };
}

export function allProvincesEdit(provinces: readonly AdminShippingFee[]): FeeEdit {
  return {
    title: '全部省份设为',
    context: `将全部 ${provinces.length} 个省份（含未设置的）每个包裹的快递费设为同一金额；之后仍可逐个省份修改。`,
    fields: [{ key: 'fee', label: FEE_LABELS.shipping, fen: null }],
    save: (fen) => sent(api().call(setAdminShippingFee, { area_codes: provinces.map((row) => row.area_code), fee_fen: fen.fee ?? 0 })),
  };
}

function RatesTable({ rates, canEdit, onEdit }: { rates: readonly AdminFeeRate[]; canEdit: boolean; onEdit(edit: FeeEdit): void }) {
  return (
    <table className="money-table fees-table">
      <caption className="bm-visually-hidden">证书证章费（每个等级）</caption>
      <thead>
        <tr>
          <th scope="col">用户类型</th>
          <th scope="col">证书费</th>
          <th scope="col">证章费</th>
          {canEdit ? <th scope="col">操作</th> : null}
        </tr>
      </thead>
      <tbody>
        {rates.map((rate) => (
          <tr key={rate.user_type}>
            <th scope="row" data-label="用户类型">
              {rate.user_type_label}
            </th>
            <td data-label="证书费" className={rate.certificate_fee_fen === null ? 'fees-unset' : undefined}>
              {shown(rate.certificate_fee_fen)}
            </td>
            <td data-label="证章费" className={rate.badge_fee_fen === null ? 'fees-unset' : undefined}>
              {shown(rate.badge_fee_fen)}
            </td>
            {canEdit ? (
              <td data-label="操作">
                <Button size="small" type="primary" onClick={() => onEdit(rateEdit(rate))}>
                  修改<span className="bm-visually-hidden">{` ${rate.user_type_label}证书证章费`}</span>
                </Button>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ProvincesTable({ provinces, canEdit, onEdit }: { provinces: readonly AdminShippingFee[]; canEdit: boolean; onEdit(edit: FeeEdit): void }) {
  return (
    <table className="money-table fees-table">
      <caption className="bm-visually-hidden">各省份快递费（每个包裹）</caption>
      <thead>
        <tr>
          <th scope="col">省份</th>
          <th scope="col">快递费</th>
          {canEdit ? <th scope="col">操作</th> : null}
        </tr>
      </thead>
      <tbody>
        {provinces.map((province) => (
          <tr key={province.area_code}>
            <th scope="row" data-label="省份">
              {province.name}
            </th>
            <td data-label="快递费" className={province.fee_fen === null ? 'fees-unset' : undefined}>
              {shown(province.fee_fen)}
            </td>
            {canEdit ? (
              <td data-label="操作">
                <Button size="small" onClick={() => onEdit(provinceEdit(province))}>
                  修改<span className="bm-visually-hidden">{` ${province.name}快递费`}</span>
                </Button>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /personal/feeSchedule 收费标准 (decision 0076): the fees of a paper certificate and of a badge per user type and the shipping
 * fee of a parcel per province, which the athletes', evaluators' and institutions' paper-certificate orders are charged.
 * Unset amounts show 未设置 (nobody can order, or mail to that province, until they are set). The national administrator
 * edits a user type's fees, one province's shipping fee, or sets every province at once, each after a confirmation that
 * names the amounts before and after; the provincial reviewer reads.
 */
export default function FeeScheduleScreen() {
  const state = useCall(getAdminFeeSchedule, {});
  const [edit, setEdit] = useState<FeeEdit | null>(null);
  const schedule = state.result;
  return (
    <PageSection title="收费标准">
      <p className="fees-intro">纸质证书、证章的费用（每个等级）与寄往各省份的快递费（每个包裹）。申领时按此计费，已下的订单按下单时的金额。</p>
      {!schedule ? (
        state.errorMsg ? (
          <ErrorState text={state.errorMsg} onRetry={state.retryable ? state.reload : undefined} />
        ) : (
          <PageLoading />
        )
      ) : (
        <>
          {schedule.unset.rates > 0 || schedule.unset.provinces > 0 ? (
            <p className="fees-warning">
              {[
                schedule.unset.rates > 0 ? `${schedule.unset.rates} 类用户的证书证章费` : '',
                schedule.unset.provinces > 0 ? `${schedule.unset.provinces} 个省份的快递费` : '',
              ]
                .filter(Boolean)
                .join('、')}
              未设置：未设置证书证章费的用户不能申领纸质证书，未设置快递费的省份不能邮寄。
            </p>
          ) : null}
          {schedule.can_edit ? null : <p className="fees-note">仅中羽协管理员可修改收费标准。</p>}
          <section className="fees-section" aria-labelledby="fees-rates">
            <h3 id="fees-rates" className="fees-section__title">
              证书证章费
            </h3>
            <RatesTable rates={schedule.rates} canEdit={schedule.can_edit} onEdit={setEdit} />
          </section>
          <section className="fees-section" aria-labelledby="fees-shipping">
            <div className="fees-section__head">
              <h3 id="fees-shipping" className="fees-section__title">
                快递费
              </h3>
              {schedule.can_edit ? (
                <Button type="primary" onClick={() => setEdit(allProvincesEdit(schedule.provinces))}>
                  全部省份设为…
                </Button>
              ) : null}
            </div>
            <ProvincesTable provinces={schedule.provinces} canEdit={schedule.can_edit} onEdit={setEdit} />
          </section>
        </>
      )}
      <FeeDialog
        edit={edit}
        onClose={() => setEdit(null)}
        onDone={() => {
          setEdit(null);
          state.reload();
        }}
      />
    </PageSection>
  );
}
