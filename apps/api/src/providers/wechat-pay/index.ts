import path from 'node:path';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import { ProductionWeChatPay } from './production';
import { loadSandboxKeys, SandboxWeChatPay } from './sandbox';
import type { WeChatPay } from './wechat-pay';

export type { NativeOrder, OpenedNotification, RefundRequest, WeChatPay } from './wechat-pay';
export { FINAL_REFUND_REFUSALS, isFinalRefundRefusal, WeChatPayError } from './wechat-pay';
export { FINAL_REFUND_STATES, parseTradeBill, refundStateOf, WeChatPayDecryptError, WeChatPaySignatureError, type RefundResult, type TradeBill, type TradeBillRow, type Transaction } from './protocol';
export { ProductionWeChatPay, type ProductionWeChatPaySettings } from './production';
export { SandboxWeChatPay, type SandboxPayOutcome } from './sandbox';

/** The configured WeChat Pay driver (`WECHAT_PAY_DRIVER`). Config validation refuses the sandbox in production unless allowed. */
export async function createWeChatPay(config: Pick<Config, 'weChatPay' | 'keysDir' | 'dataDir' | 'publicBaseUrl' | 'publicBaseUrlSet'>, clock: Clock): Promise<WeChatPay> {
  const settings = config.weChatPay;
  switch (settings.driver) {
    case 'sandbox':
      return new SandboxWeChatPay(await loadSandboxKeys(config.keysDir), path.join(config.dataDir, 'wechat-pay-sandbox'), clock, config.publicBaseUrl, !config.publicBaseUrlSet);
    case 'production':
      return new ProductionWeChatPay(settings, clock);
  }
}
