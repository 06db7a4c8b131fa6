import { count } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { institutionProfiles, personProfiles, stationMessages, users, weChatBindings } from '../../src/db/schema';
import { fromWireDateTime } from '../../src/lib/wire-time';
import { hashPassword } from '../../src/security/passwords';
import type { Storage } from '../../src/storage/storage';
import type { DemoAccounts } from './index';

export async function hasAnyAccount(tx: Database): Promise<boolean> {
  const [row] = await tx.select({ total: count() }).from(users);
  return row.total > 0;
}

/** Loads the demo accounts with their profiles, pictures, station messages and the WeChat binding. */
export async function loadDemoAccounts(tx: Database, demo: DemoAccounts, storage: Storage): Promise<void> {
  for (const file of demo.files) await storage.put(file.path, await file.body);
  // The demo data is stamped with the machine's clock at load time (demo/ is outside the service's one-clock rule).
  const now = new Date();
  for (const account of demo.accounts) {
    const passwordHash = await hashPassword(demo.password);
    const [user] = await tx
      .insert(users)
      .values({
        usertype: account.usertype,
        mobile: account.mobile,
        loginName: account.loginName,
        passwordHash,
        isVerify: account.isVerify,
        contactMobile: account.contactMobile,
        reviewProvinceId: account.reviewProvinceId,
        createdAt: now,
      })
      .returning({ id: users.id });
    const { person, institution } = account;
    if (person) {
      const { photo, ...fields } = person;
      await tx.insert(personProfiles).values({ userId: user.id, ...fields, photoPath: photo ? storage.url(photo) : null, createdAt: now, updatedAt: now });
    }
    if (institution) {
      const { views, ...fields } = institution;
      const [view1 = null, view2 = null, view3 = null] = views.map((path) => storage.url(path));
      await tx.insert(institutionProfiles).values({ userId: user.id, ...fields, view1, view2, view3, createdAt: now, updatedAt: now });
    }
    for (const message of account.messages) {
      await tx.insert(stationMessages).values({
        userId: user.id,
        messageTitle: message.title,
        messageContent: message.content,
        isRead: message.read,
        creationTime: fromWireDateTime(message.at),
      });
    }
    if (account.weChatOpenid) await tx.insert(weChatBindings).values({ openid: account.weChatOpenid, userId: user.id, createdAt: now });
  }
}
