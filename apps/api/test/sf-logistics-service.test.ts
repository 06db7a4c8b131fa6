import { getLogistics, OrderKind } from '@badminton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateDeliveries } from '../src/db/schema';
import { build, type TestApp } from './helpers/build';
import { callOk } from './helpers/call';
import { orderFor } from './helpers/orders';
import { SfRouteFake } from './helpers/sf-route-fake';
import { type FixtureAthlete, newAthletes } from './helpers/sign-up-fixture';

/** The service with LOGISTICS_DRIVER=sf: the parcel's route comes from SF's RouteService (the fake), newest first. */

const fake = new SfRouteFake();
let t: TestApp;
let me: FixtureAthlete;

beforeAll(async () => {
  await fake.start();
  t = await build({ demo: null, env: { LOGISTICS_DRIVER: 'sf', SF_API_URL: fake.url, SF_CLIENT_CODE: fake.clientCode, SF_CHECKWORD: fake.checkword } });
  [me] = await newAthletes(t.database.db, 1, new Date());
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

describe('the service with LOGISTICS_DRIVER=sf', () => {
  it('shows the route SF answers for the caller’s parcel, and nothing for a waybill SF does not know', async () => {
    const order = await orderFor(t.database.db, me.userId, { kind: OrderKind.PaperCertificate });
    const waybill = 'SF1400000000077';
    await t.database.db.insert(certificateDeliveries).values({
      userId: me.userId,
      userType: order.userType,
      orderId: order.id,
      contacts: '李雷',
      telphone: '13912340077',
      provinceId: 1,
      cityId: 1,
      districtId: 1,
      address: '体育馆路 1 号',
      certificateFeeFen: 0,
      badgeFeeFen: 0,
      shippingFeeFen: 0,
      expressCompany: '顺丰速运',
      expressNumber: waybill,
      mailingTime: new Date(),
      createdAt: new Date(),
    });
    const who = { userToken: me.userToken, userId: me.userId };
    // accepted by SF but not in the fake yet: SF answers an 8xxx ERR, nothing is shown
    expect((await callOk(t.app, getLogistics.path, { ordernumber: waybill }, who)).items).toEqual([]);
    expect(fake.answers.at(-1)).toBe('8150');
    fake.parcels.set(waybill, [
      { remark: '顺丰速运 已收取快件', acceptTime: '2026-06-01 10:00:00', acceptAddress: '北京市', opcode: '50' },
      { remark: '快件到达【北京顺义集散中心】', acceptTime: '2026-06-01 16:00:00', acceptAddress: '北京市顺义区', opcode: '31' },
    ]);
    const [item] = (await callOk(t.app, getLogistics.path, { ordernumber: waybill }, who)).items as { _mailno: string; routes: { _remark: string }[] }[];
    expect(item._mailno).toBe(waybill);
    expect(item.routes.map((route) => route._remark)).toEqual(['快件到达【北京顺义集散中心】', '顺丰速运 已收取快件']);
  });
});
