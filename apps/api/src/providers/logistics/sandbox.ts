import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { certificateDeliveries, regions } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { toWireDateTime } from '../../lib/wire-time';
import type { LogisticsProvider } from './logistics';
import { errorXml, type RouteNode, routeXml } from './route-xml';

/** Where the sandbox parcels leave from (the association mails the certificates). */
export const SANDBOX_ORIGIN = '北京市东城区';

const HOUR = 3_600_000;

/**
 * The route a sandbox parcel follows: each node appears when its time (hours after mailing) has passed on the service
 * clock, so a parcel in transit gains nodes as time goes by and is signed for after 48 hours.
 */
export function sandboxItinerary(destination: { province: string; city: string; district: string }): { afterHours: number; remark: string; address: string }[] {
  const city = `${destination.province}${destination.city === destination.province ? '' : destination.city}`;
  return [
    { afterHours: 0, remark: '顺丰速运 已收取快件', address: SANDBOX_ORIGIN },
    { afterHours: 2, remark: '快件已发车，发往【北京顺义集散中心】', address: '北京市顺义区' },
    { afterHours: 6, remark: '快件到达【北京顺义集散中心】', address: '北京市顺义区' },
    { afterHours: 8, remark: `快件已发车，发往【${city}集散中心】`, address: '北京市顺义区' },
    { afterHours: 24, remark: `快件到达【${city}集散中心】`, address: city },
    { afterHours: 30, remark: `快件到达【${destination.district}营业点】`, address: `${city}${destination.district}` },
    { afterHours: 32, remark: '快件交给派件员，正在派送途中（派件员电话：95338）', address: `${city}${destination.district}` },
    { afterHours: 48, remark: '已签收，感谢使用顺丰，期待再次为您服务', address: `${city}${destination.district}` },
  ];
}

/**
 * The sandbox carrier: knows the parcels the service mailed (`certificate_deliveries` with a waybill and a mailing
 * time) and answers their route computed from the mailing time and the service clock; any other waybill, or a parcel
 * not mailed yet, answers ERR.
 */
export class SandboxLogistics implements LogisticsProvider {
  readonly driver = 'sandbox';
  readonly company = '顺丰速运';

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async queryRoute(mailno: string): Promise<string> {
    const [parcel] = await this.db
      .select({ mailingTime: certificateDeliveries.mailingTime, provinceId: certificateDeliveries.provinceId, cityId: certificateDeliveries.cityId, districtId: certificateDeliveries.districtId })
      .from(certificateDeliveries)
      .where(eq(certificateDeliveries.expressNumber, mailno));
    if (!parcel?.mailingTime) return errorXml('8017', '运单号不存在或未揽收');
    const names = async (id: number) => (await this.db.select({ name: regions.areaName }).from(regions).where(eq(regions.id, id)))[0]?.name ?? '';
    const destination = { province: await names(parcel.provinceId), city: await names(parcel.cityId), district: await names(parcel.districtId) };
    const now = this.clock.now().getTime();
    const routes: RouteNode[] = sandboxItinerary(destination)
      .map((node) => ({ at: parcel.mailingTime!.getTime() + node.afterHours * HOUR, node }))
      .filter(({ at }) => at <= now)
      .map(({ at, node }) => ({ remark: node.remark, acceptTime: toWireDateTime(new Date(at)), acceptAddress: node.address }));
    if (routes.length === 0) return errorXml('8017', '运单号不存在或未揽收');
    return routeXml(mailno, routes);
  }
}
