import { useEffect, useId, useState } from 'react';
import { api, settle } from '@badminton/api-client';
import type { OwnCertificateItem } from '@badminton/contracts';
import { Button, Checkbox, Dialog, formatDate, toast } from '@badminton/ui';
import { PROXY_MESSAGES } from '@badminton/validation';
import { applyProxy } from '../api/certificate-calls';

export interface ProxyDialogProps {
  open: boolean;
  /** The certificates the test institution may collect (7 days, not granted, not from an event). */
  certificates: readonly OwnCertificateItem[];
  onClose(): void;
  /** 机构代领申请成功. */
  onApplied(): void;
  /** 邮寄到家: the delivery form instead. */
  onDelivery(): void;
}

/**
 * 机构代领 (req: 001 §5, §8, §9): the recent certificates the test institution may collect for the athlete; at least one
 * (请至少选择一个等级), then ApplicationWay 1 → 机构代领申请成功. Or 邮寄到家 goes to the delivery form.
 */
export function ProxyDialog({ open, certificates, onClose, onApplied, onDelivery }: ProxyDialogProps) {
  const [chosen, setChosen] = useState<number[]>([]);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  useEffect(() => {
    if (open) {
      setChosen([]);
      setProblem('');
    }
  }, [open]);

  async function apply() {
    if (chosen.length === 0) {
      setProblem(PROXY_MESSAGES.gradeRequired);
      return;
    }
    setBusy(true);
    const outcome = await settle(api().call(applyProxy, { ApplicationWay: 1, ids: chosen }));
    setBusy(false);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg);
      setProblem(outcome.errorMsg);
      return;
    }
    toast.success(PROXY_MESSAGES.applied);
    onApplied();
  }

  return (
    <Dialog customClass="certificate-dialog" title="申领纸质证书" visible={open} onCancel={onClose} lockScroll={false}>
      <Dialog.Body>
        <p className="certificate-dialog__intro" id={`${id}-intro`}>
          以下证书颁发未满7天，可由测试机构代领；也可以选择邮寄到家。
        </p>
        <fieldset className="certificate-dialog__choices" aria-describedby={`${id}-intro ${id}-problem`}>
          <legend className="certificate-dialog__legend">机构代领的等级</legend>
          {certificates.map((certificate) => (
            <Checkbox
              key={certificate.id}
              checked={chosen.includes(certificate.id)}
              onChange={(checked: boolean) => {
                setChosen((list) => (checked ? [...list, certificate.id] : list.filter((value) => value !== certificate.id)));
                setProblem('');
              }}
            >
              {certificate.gradeName}（{formatDate(certificate.created_date)} 颁发）
            </Checkbox>
          ))}
        </fieldset>
        <p id={`${id}-problem`} className="certificate-dialog__problem" role="alert">
          {problem}
        </p>
      </Dialog.Body>
      <Dialog.Footer className="dialog-footer">
        <Button onClick={onDelivery}>邮寄到家</Button>
        <Button type="primary" loading={busy} onClick={() => void apply()}>
          机构代领
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
