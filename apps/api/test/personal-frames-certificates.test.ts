import { getInvoiceList, getPaperCertificateOrders, Role } from '@badminton/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDeliveryDemo } from '../demo/athlete-centre/deliveries';
import { loadSignUpDemo } from '../demo/athlete-centre/sign-up';
import { certificates, users } from '../src/db/schema';
import { startSession } from '../src/modules/accounts/service';
import type { PersonalFrameWriter } from '../src/web/frames/markup';
import { certificateDeliveriesFrame, certificatesFrame, invoiceFrame, logisticsFrame } from '../src/web/frames/personal/certificates';
import { signedInUser } from './helpers/accounts';
import { callOk } from './helpers/call';
import { certificateOf } from './helpers/delivery-fixture';
import { drawAs, framedService, memberHtml } from './helpers/frame-web-root';

/**
 * The certificate screens' frames (decision 0045): /personal/gradeCertificate, /personal/gradeCertificateDelivery,
 * /personal/gradeCertificateDelivery/logistics and /personal/invoice, drawn from the member's own records (the demo
 * athlete's certificates, orders, parcel and invoices) with the screens' classes; no frame for an empty list or an
 * address without a record; never another member's records.
 */

const DAY = 86_400_000;
const FILE_HOST = 'https://files.example.test';
const service = framedService({ portal: true });
const db = () => service.t.database.db;

type Member = { userId: number; userToken: string; role: 1 | 2 | 3 };

let demoAthlete: Member;

beforeAll(async () => {
  const now = new Date();
  await db().transaction(async (tx) => {
    await loadSignUpDemo(tx, { storage: service.t.storage, now });
    await loadDeliveryDemo(tx, { storage: service.t.storage, now });
  });
  const [user] = await db().select({ id: users.id }).from(users).where(and(eq(users.usertype, 1), eq(users.mobile, '13800000001')));
  demoAthlete = { userId: user.id, userToken: await startSession(db(), user.id, new Date()), role: Role.Athlete };
}, 120_000);

/** Draws `writer` for `member`, its calls signed as them (helpers/frame-web-root.ts `drawAs`). */
function draw(writer: PersonalFrameWriter, member: Member, search = ''): Promise<string | null> {
  return drawAs(service.t, writer, member, { search, fileHost: FILE_HOST });
}

async function member(role: 1 | 2): Promise<Member> {
  return { ...(await signedInUser(db(), role)), role };
}

/** The member's certificates as the list answers them: newest first. */
async function certificatesOf(userId: number) {
  return db()
    .select({ number: certificates.certificateNumber, url: certificates.certificateUrl })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.published, true)))
    .orderBy(desc(certificates.createdDate), desc(certificates.id));
}

describe('the certificates frame', () => {
  it('draws the demo athlete’s tabs, toolbar and certificate cards, the first image first, and nothing of another member', async () => {
    const other = await member(Role.Athlete);
    await certificateOf(db(), other.userId, { createdDate: new Date(Date.now() - 3 * DAY) });
    const html = (await draw(certificatesFrame, demoAthlete)) ?? '';
    expect(html).toContain('<div class="bm-page-section__title">等级证书</div>');
    expect(html).toContain('<div class="el-tabs__item is-active">我的证书<span class="el-icon-close" style="display: none;"></span></div><div class="el-tabs__item">纸质证书订单<span class="el-icon-close" style="display: none;"></span></div><div class="el-tabs__item">机构代领记录<span class="el-icon-close" style="display: none;"></span></div>');
    expect(html).toContain('<div class="el-tabs__active-bar" style="width: 88px; transform: translateX(0px);"></div>');
    expect(html).toContain('<div class="certificate-toolbar"><p class="certificate-toolbar__hint">有 3 个等级可申领纸质证书或证章。</p>');
    expect(html).toContain('<span>申领纸质证书</span>');
    const mine = await certificatesOf(demoAthlete.userId);
    expect(mine.length).toBe(7);
    // The first six cards, in the list's order.
    const numbers = [...html.matchAll(/证书编号：([^<]+)<\/p>/g)].map((match) => match[1]);
    expect(numbers).toEqual(mine.slice(0, 6).map((c) => c.number));
    expect(html).toContain('<span class="certificate-tag">已领取</span>');
    expect(html).toContain('<span class="certificate-tag">赛事等级</span>');
    // The first card's image loads first, with the card's srcset (decision 0041); the others lazily.
    const images = [...html.matchAll(/<img class="certificate-card__image"[^>]*>/g)].map((match) => match[0]);
    expect(images[0]).toContain(`src="${FILE_HOST}/certificate/${mine[0].number}.png?t=`);
    expect(images[0]).toContain('&#38;w=720 720w');
    expect(images[0]).toContain('sizes="(max-width: 600px) calc(100vw - 26px), 300px"');
    expect(images[0]).toContain('loading="eager" fetchpriority="high"');
    expect(images.slice(1).every((image) => image.includes('loading="lazy"') && !image.includes('fetchpriority="high"'))).toBe(true);
    expect(html).not.toMatch(/<h\d|<section|<header/);
    for (const theirs of await certificatesOf(other.userId)) expect(html).not.toContain(theirs.number);
  });

  it('draws an evaluator’s cards with the rank badge and no tabs', async () => {
    const evaluator = await member(Role.Evaluator);
    await certificateOf(db(), evaluator.userId, { grade: 32, createdDate: new Date(Date.now() - DAY), fromTest: false });
    const html = (await draw(certificatesFrame, evaluator)) ?? '';
    const [mine] = await certificatesOf(evaluator.userId);
    expect(html).toContain(`证书编号：${mine.number}`);
    expect(html).toContain('<span class="evaluator-rank evaluator-rank--2">');
    expect(html).toContain('<span class="evaluator-rank__name">二级考评员</span>');
    expect(html).not.toContain('el-tabs');
    expect(html).not.toContain('certificate-toolbar');
  });

  it('draws the athlete’s paper orders and proxy records on their tabs, and no frame for empty ones', async () => {
    const orders = await callOk(service.t.app, getPaperCertificateOrders.path, { page: 1, limit: 10 }, demoAthlete);
    const [pending, paid] = orders.items as { payment_order_sn: string; express_number: string | null; express_company: string }[];
    const html = (await draw(certificatesFrame, demoAthlete, 'tab=orders')) ?? '';
    expect(html).toContain('<div class="el-tabs__item">我的证书<span class="el-icon-close" style="display: none;"></span></div><div class="el-tabs__item is-active">纸质证书订单<span class="el-icon-close" style="display: none;"></span></div>');
    expect(html).toContain('<div class="el-tabs__active-bar" style="width: 116px; transform: translateX(88px);"></div>');
    expect(html).toContain(`<span>订单号：${pending.payment_order_sn}</span>`);
    expect(html).toContain(`<span>订单号：${paid.payment_order_sn}</span>`);
    expect(html).toContain('<p class="order-card__price">¥32.00</p>');
    expect(html).toContain('<span>去支付</span>');
    expect(html).toContain(`<p class="certificate-order__express">${paid.express_company} ${paid.express_number}（`);
    expect(html).toContain(`<a class="certificate-link" href="/personal/gradeCertificateDelivery/logistics?id=${paid.express_number}" tabindex="-1">查看物流</a>`);
    expect(html).not.toMatch(/<h\d|<section|<header/);
    const proxies = await callOk(service.t.app, 'PaperCertificate/GetProxyRecordList', { page: 1, limit: 10, userType: 1 }, demoAthlete);
    const [record] = proxies.items as { mechanism_fullName: string; classTitle: string }[];
    const proxy = (await draw(certificatesFrame, demoAthlete, 'tab=proxy')) ?? '';
    expect(proxy).toContain('<div class="el-tabs__active-bar" style="width: 116px; transform: translateX(204px);"></div>');
    expect(proxy).toContain(`<div><dt>代领机构</dt><dd>${record.mechanism_fullName}</dd></div><div><dt>测试班</dt><dd>${record.classTitle}</dd></div>`);
    const other = await member(Role.Athlete);
    expect(await draw(certificatesFrame, other)).toBeNull();
    expect(await draw(certificatesFrame, other, 'tab=orders')).toBeNull();
    expect(await draw(certificatesFrame, other, 'tab=proxy')).toBeNull();
    expect(await draw(certificatesFrame, demoAthlete, 'tab=orders&page=2')).toBeNull();
  });
});

describe('the delivery form frame', () => {
  it('draws the orderable certificates with their boxes, the prices and the empty form', async () => {
    const html = (await draw(certificateDeliveriesFrame, demoAthlete)) ?? '';
    expect(html).toContain('<div class="bm-page-section__title">证书证章申领</div>');
    expect(html).toContain('证书 ¥30 / 个，证章 ¥20 / 个。');
    const answer = await callOk(service.t.app, 'PaperCertificate/GetCertificateList', {}, demoAthlete);
    const orderable = (answer.items as { is_grant: number; claimed: boolean; certificate_number: string }[]).filter((c) => c.is_grant !== 1 && !c.claimed);
    expect(orderable).toHaveLength(3);
    expect(html.match(/<li class="delivery-choice">/g)).toHaveLength(3);
    for (const c of orderable) expect(html).toContain(`<span class="delivery-choice__number">${c.certificate_number}</span>`);
    expect(html).toContain('<label class="el-form-item__label" style="width: 100px;">收件人</label>');
    expect(html).toContain('<dd>选择省份后计算</dd>');
    expect(html).toContain('合计：<strong>¥0.00</strong>');
    expect(html).not.toMatch(/<h\d|<section|<header|<form/);
  });

  it('draws no frame when nothing can be ordered', async () => {
    const other = await member(Role.Athlete);
    await certificateOf(db(), other.userId, { createdDate: new Date(Date.now() - 40 * DAY), isGrant: true });
    expect(await draw(certificateDeliveriesFrame, other)).toBeNull();
  });
});

describe('the logistics frame', () => {
  it('draws the demo parcel’s carrier, waybill and nodes newest first; nothing for another member or a bad waybill', async () => {
    const orders = await callOk(service.t.app, getPaperCertificateOrders.path, { page: 1, limit: 10 }, demoAthlete);
    const waybill = (orders.items as { express_number: string | null }[]).find((order) => order.express_number)?.express_number as string;
    const route = await callOk(service.t.app, 'Logistics/GetRouteList', { ordernumber: waybill }, demoAthlete);
    const [parcel] = route.items as { express_company: string; routes: { _remark: string; _accept_time: string }[] }[];
    const html = (await draw(logisticsFrame, demoAthlete, `id=${waybill}`)) ?? '';
    expect(html).toContain('<div class="bm-page-section__title">物流信息</div>');
    expect(html).toContain('<div class="bm-page-section__extra"><button class="el-button el-button--default" type="button" tabindex="-1"><span>返回</span></button></div>');
    expect(html).toContain(`<div><dt>承运快递</dt><dd>${parcel.express_company}</dd></div><div><dt>运单号</dt><dd>${waybill}</dd></div>`);
    const remarks = [...html.matchAll(/<p class="bm-logistics__remark">([^<]+)<\/p>/g)].map((match) => match[1]);
    const newest = [...parcel.routes].sort((a, b) => (a._accept_time < b._accept_time ? 1 : a._accept_time > b._accept_time ? -1 : 0));
    expect(remarks).toEqual(newest.map((node) => node._remark));
    expect(html).toContain('<li class="bm-logistics__node is-latest">');
    expect(html.at(-1)).toBe('>');
    expect(await draw(logisticsFrame, await member(Role.Athlete), `id=${waybill}`)).toBeNull();
    expect(await draw(logisticsFrame, demoAthlete, 'id=SF<1>')).toBeNull();
    expect(await draw(logisticsFrame, demoAthlete)).toBeNull();
  });
});

describe('the invoice frame', () => {
  it('draws the demo athlete’s issued and pending invoices as the detail shows them; nothing for another member', async () => {
    const list = await callOk(service.t.app, getInvoiceList.path, { page: 1 }, demoAthlete);
    const items = list.items as { order_sn: string; invoice_status: number }[];
    const issuedSn = items.find((item) => item.invoice_status === 1)?.order_sn as string;
    const pendingSn = items.find((item) => item.invoice_status !== 1)?.order_sn as string;
    const detail = await callOk(service.t.app, 'Invoice/GetInvoiceDetail', { order_sn: issuedSn, user_type: 1 }, demoAthlete);
    const [invoice] = detail.items as { fpdm: string; fphm: string; urlQRCode: string; amount: number }[];
    const issued = (await draw(invoiceFrame, demoAthlete, `orderSn=${issuedSn}`)) ?? '';
    expect(issued).toContain('<div class="bm-page-section bm-invoice-page">');
    expect(issued).toContain('<div class="bm-page-section__title">发票详情</div>');
    expect(issued).toContain('<span class="bm-invoice-status bm-invoice-status--issued">已开票</span>');
    expect(issued).toContain(`<div><dt>订单号</dt><dd>${issuedSn}</dd></div>`);
    expect(issued).toContain(`<div><dt>发票代码</dt><dd>${invoice.fpdm}</dd></div><div><dt>发票号码</dt><dd>${invoice.fphm}</dd></div>`);
    expect(issued).toContain('<div><dt>发票类型</dt><dd>电子普通发票</dd></div><div><dt>发票内容</dt><dd>商品明细</dd></div>');
    expect(issued).toContain(`<img class="bm-invoice-detail__qr" src="${FILE_HOST}${invoice.urlQRCode.replace('/wwwroot', '')}"`);
    expect(issued).toContain('<div class="bm-detail-section__actions"><button class="el-button el-button--primary" type="button" tabindex="-1"><span>返回</span></button></div>');
    const pending = (await draw(invoiceFrame, demoAthlete, `orderSn=${pendingSn}`)) ?? '';
    expect(pending).toContain('<span class="bm-invoice-status">开票中</span>');
    expect(pending).toContain('<p class="bm-invoice-detail__waiting">');
    expect(pending).not.toContain('<dt>发票代码</dt>');
    expect(await draw(invoiceFrame, await member(Role.Athlete), `orderSn=${issuedSn}`)).toBeNull();
    expect(await draw(invoiceFrame, demoAthlete, 'orderSn=')).toBeNull();
    expect(await draw(invoiceFrame, demoAthlete)).toBeNull();
  });
});

/** The frame part of a page's HTML (between the first-paint holder and the app's root). */
function frameOf(html: string): string {
  const start = html.indexOf('<div id="bm-first-paint"');
  const end = html.indexOf('<div id="root">');
  return start >= 0 && end > start ? html.slice(start, end) : '';
}

describe('the pages as the signed-in member opens them', () => {
  it('writes the member’s certificates into /personal/gradeCertificate inside the layout, and the delivery form', async () => {
    const html = frameOf(await memberHtml(service, demoAthlete.userToken, '/personal/gradeCertificate'));
    expect(html).toContain('bm-personal__content');
    const [first] = await certificatesOf(demoAthlete.userId);
    expect(html).toContain(`证书编号：${first.number}`);
    expect(html).toContain('loading="eager" fetchpriority="high"');
    const delivery = frameOf(await memberHtml(service, demoAthlete.userToken, '/personal/gradeCertificateDelivery'));
    expect(delivery).toContain('<div class="bm-page-section__title">证书证章申领</div>');
  });

  it('draws nothing into the page of a member without certificates, and never the demo athlete’s', async () => {
    const other = await member(Role.Athlete);
    const html = await memberHtml(service, other.userToken, '/personal/gradeCertificate');
    expect(frameOf(html)).not.toContain('certificate-card');
    const [first] = await certificatesOf(demoAthlete.userId);
    expect(html).not.toContain(first.number);
  });

  it('writes the parcel and the invoice into their pages', async () => {
    const orders = await callOk(service.t.app, getPaperCertificateOrders.path, { page: 1, limit: 10 }, demoAthlete);
    const waybill = (orders.items as { express_number: string | null }[]).find((order) => order.express_number)?.express_number as string;
    const logistics = frameOf(await memberHtml(service, demoAthlete.userToken, `/personal/gradeCertificateDelivery/logistics?id=${waybill}`));
    expect(logistics).toContain(`<dt>运单号</dt><dd>${waybill}</dd>`);
    const list = await callOk(service.t.app, getInvoiceList.path, { page: 1 }, demoAthlete);
    const sn = (list.items as { order_sn: string }[])[0].order_sn;
    const invoice = frameOf(await memberHtml(service, demoAthlete.userToken, `/personal/invoice?orderSn=${sn}`));
    expect(invoice).toContain(`<dt>订单号</dt><dd>${sn}</dd>`);
  });
});
