import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useCall, useMutation } from '@badminton/api-client/react';
import { Button, ErrorState, PageLoading, PageSection, toast } from '@badminton/ui';
import { INVOICE_TITLE_MESSAGES } from '@badminton/validation';
import { getInvoiceInfo, saveInvoiceInfo } from '../api/test-order-calls';
import { initialInvoiceForm, toInvoicePayload, type InvoiceFormValues } from '../utils/order-forms';
import type { FormHandle } from './coach-form';
import { InvoiceForm } from './invoice-form';

export interface InvoiceSectionHandle {
  /**
   * Saves unsaved changes before a payment: true when the title is saved (or unchanged), false when it is invalid or
   * the save failed (发票信息录入失败).
   */
  ensureSaved(): Promise<boolean>;
}

/**
 * 发票信息 of an order page (req: invoices.md#invoice-information): the caller's saved title (`InvoiceInfo/GetInvoiceInfo`)
 * in the invoice form, 保存发票信息 → 发票信息录入成功 / 发票信息录入失败. The order pages (the athlete's test order, the
 * evaluator's training order) call `ensureSaved()` before paying.
 */
export interface InvoiceSectionProps {
  /** Told when a save is under way or the saved title has not loaded yet (the pay button waits). */
  onBusyChange?(busy: boolean): void;
}

export const InvoiceSection = forwardRef<InvoiceSectionHandle, InvoiceSectionProps>(function InvoiceSection({ onBusyChange }, ref) {
  const saved = useCall(getInvoiceInfo, {});
  const [invoice, setInvoice] = useState<InvoiceFormValues | null>(null);
  const [savedInvoice, setSavedInvoice] = useState('');
  const form = useRef<FormHandle>(null);
  const save = useMutation(saveInvoiceInfo, { onError: () => toast.error(INVOICE_TITLE_MESSAGES.saveFailed) });

  useEffect(() => {
    if (saved.result && invoice === null) {
      const initial = initialInvoiceForm(saved.result.invoiceInfo);
      setInvoice(initial);
      setSavedInvoice(saved.result.invoiceInfo ? JSON.stringify(toInvoicePayload(initial)) : '');
    }
  }, [saved.result, invoice]);
  const busy = save.pending || invoice === null;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  async function store(announce: boolean): Promise<boolean> {
    if (!invoice || !(await form.current?.validate())) {
      if (announce) toast.error(INVOICE_TITLE_MESSAGES.saveFailed);
      return false;
    }
    const payload = toInvoicePayload(invoice);
    const outcome = await save.run(payload);
    if (!outcome.ok) return false;
    setSavedInvoice(JSON.stringify(payload));
    if (announce) toast.success(INVOICE_TITLE_MESSAGES.saved);
    return true;
  }

  useImperativeHandle(ref, () => ({
    ensureSaved: async () => (invoice !== null && JSON.stringify(toInvoicePayload(invoice)) === savedInvoice) || store(false),
  }));

  return (
    <PageSection
      title="发票信息"
      extra={
        invoice ? (
          <Button size="small" loading={save.pending} disabled={save.pending} onClick={() => void store(true)}>
            保存发票信息
          </Button>
        ) : null
      }
    >
      {invoice ? (
        <InvoiceForm ref={form} values={invoice} onChange={setInvoice} />
      ) : saved.errorMsg ? (
        <ErrorState text={saved.errorMsg} onRetry={saved.reload} />
      ) : (
        <PageLoading />
      )}
    </PageSection>
  );
});
