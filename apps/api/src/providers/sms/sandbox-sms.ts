import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { smsOutbox } from '../../db/schema';
import { toWireDateTime } from '../../lib/wire-time';
import type { SmsOutbox, SmsOutboxEntry, SmsProvider } from './sms-provider';

/** How many outbox entries the sandbox page shows per mobile. */
const OUTBOX_LIMIT = 20;

const CODE_IN_CONTENT = /验证码[为是:：\s]*(\d{4})/;

/**
 * The sandbox SMS driver: nothing leaves the machine; every message lands in the `sms_outbox`
 * table, readable at `GET /dev/sms-outbox?mobile=…` while this driver is active.
 */
export class SandboxSms implements SmsProvider, SmsOutbox {
  readonly driver = 'sandbox';

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async send(mobile: string, content: string): Promise<void> {
    await this.db.insert(smsOutbox).values({ mobile, content, createdAt: this.clock.now() });
  }

  async list(mobile: string): Promise<SmsOutboxEntry[]> {
    const rows = await this.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, mobile))
      .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
      .limit(OUTBOX_LIMIT);
    return rows.map((row) => ({
      mobile: row.mobile,
      code: CODE_IN_CONTENT.exec(row.content)?.[1] ?? null,
      content: row.content,
      createdAt: toWireDateTime(row.createdAt),
    }));
  }
}

export function isSmsOutbox(provider: SmsProvider): provider is SmsProvider & SmsOutbox {
  return provider instanceof SandboxSms;
}
