import path from 'node:path';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import type { Storage } from '../../storage/storage';
import type { EInvoiceProvider } from './e-invoice';
import { NuonuoEInvoice } from './nuonuo';
import { SandboxEInvoice } from './sandbox';

export type { EInvoiceProvider, EInvoiceRequest, EInvoiceResult, EInvoiceReversalRequest, InvoiceTitleFields } from './e-invoice';
export { NuonuoEInvoice, NuonuoError, nuonuoSign, type NuonuoSettings } from './nuonuo';
export { SANDBOX_FORCE_FAILURE_MARK, SANDBOX_ISSUE_DELAY_SECONDS, SandboxEInvoice } from './sandbox';

/** The configured e-invoice driver (`E_INVOICE_DRIVER`). Config validation refuses the sandbox in production unless allowed. */
export function createEInvoice(config: Pick<Config, 'eInvoiceDriver' | 'dataDir' | 'nuonuo'>, storage: Storage, clock: Clock): EInvoiceProvider {
  switch (config.eInvoiceDriver) {
    case 'sandbox':
      return new SandboxEInvoice(path.join(config.dataDir, 'e-invoice-sandbox'), storage, clock);
    case 'nuonuo':
      if (!config.nuonuo) throw new Error('E_INVOICE_DRIVER=nuonuo without its settings');
      return new NuonuoEInvoice(config.nuonuo, storage, clock);
  }
}
