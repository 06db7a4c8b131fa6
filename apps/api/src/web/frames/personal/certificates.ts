import {
  CERTIFICATE_DELIVERY_PAGE_SIZES,
  certificateTags,
  evaluatorRankOf,
  getCertificateFees,
  getInvoiceDetail,
  getLogistics,
  getOwnCertificates,
  getPaperCertificateOrders,
  getProxyRecords,
  INVOICE_COMPANY_FIELDS,
  INVOICE_CONTENT_LABEL,
  INVOICE_KIND_LABEL,
  INVOICE_ISSUED,
  invoiceStatusText,
  invoiceTitleTypeText,
  type InvoiceDetail,
  type LogisticsRoute,
  type OwnCertificateItem,
  type PaperOrderItem,
  PaymentStatus,
  readInvoiceOrderSn,
  type ProxyRecordItem,
} from '@badminton/contracts';
import { certificateSrcSet, resolveFileUrl } from '@badminton/contracts/files';
import { formatFee, formatYuan } from '@badminton/validation';
import { cardHeading, elementTabs, kitButton, kitInput, pageOf, pageSection, rankBadge, regionCascade } from '../kit';
import { escapeHtml, type PersonalFrameWriter } from '../markup';

/**
 * The frames of the certificate screens of the personal centre (decision 0045): 我的证书 (apps/member
 * features/certificates grade-certificate-page.tsx), the parcel tracking (packages/account logistics-page.tsx) and the
 * invoice detail (packages/account invoices/invoice-detail-page.tsx). Each draws what its screen renders inside the
 * layout's content column after its first answer, from the same call with the same input.
 *
 * The screens' small view helpers live in React packages, so their rules are written again here (minimal, the same
 * texts): the certificate tags (certificate-view.ts), the waybill / order-number readers and newest-first order
 * (logistics-view.ts, invoice-view.ts). Wire times are `YYYY-MM-DD HH:mm:ss` (the contracts' `wireDateTime`), so the
 * screens' formatDate is the first 10 characters and formatDateTime the text itself.
 */

/** How many certificate cards the frame draws: the first viewport's (three columns at desktop, one on a phone). */
const FIRST_CERTIFICATES = 6;

/** The card's `sizes` (grade-certificate-page.tsx CARD_IMAGE_SIZES), so the frame and the screen fetch one file. */
const CARD_IMAGE_SIZES = '(max-width: 600px) calc(100vw - 26px), 300px';

/** The tab labels of 等级证书 for an athlete (certificate-view.ts CERTIFICATE_TAB_LABELS), in order. */
const ATHLETE_TABS = ['我的证书', '纸质证书订单', '机构代领记录'] as const;

/** The number of visible list cards the orders and proxy tabs draw (the first viewport's). */
const FIRST_RECORDS = 3;

function day(value: string): string {
  return value.slice(0, 10);
}

function certificateCard(certificate: OwnCertificateItem, fileHost: string, first: boolean): string {
  const src = resolveFileUrl(certificate.certificate_url, fileHost);
  const srcSet = certificateSrcSet(src);
  const rank = evaluatorRankOf(certificate);
  const grade = rank === null ? escapeHtml(certificate.gradeName) : rankBadge(rank, certificate.gradeName);
  const tags = certificateTags(certificate);
  return (
    '<li class="certificate-card">' +
    `<img class="certificate-card__image" src="${escapeHtml(src)}"` +
    (srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="${CARD_IMAGE_SIZES}"` : '') +
    ` alt="${escapeHtml(`${certificate.gradeName}证书`)}" width="320" height="226"` +
    (first ? ' loading="eager" fetchpriority="high"' : ' loading="lazy" fetchpriority="auto"') +
    '>' +
    '<div class="certificate-card__info">' +
    cardHeading('certificate-card__grade', grade) +
    `<p class="certificate-card__line">证书编号：${escapeHtml(certificate.certificate_number)}</p>` +
    `<p class="certificate-card__line">颁发日期：${escapeHtml(day(certificate.created_date))}</p>` +
    (tags.length > 0 ? `<p class="certificate-card__tags">${tags.map((tag) => `<span class="certificate-tag">${tag}</span>`).join('')}</p>` : '') +
    '</div></li>'
  );
}

/** element's `Tabs` of 等级证书 with tab `active` lit and its pane's content. */
function athleteTabs(active: number, pane: string): string {
  return elementTabs(ATHLETE_TABS, active, pane, (index) => ATHLETE_TABS[index].length);
}

/** The screen's OrderCard with its actions (certificate-view.ts `orderActions`). */
function orderCard(order: PaperOrderItem): string {
  const paid = order.payment_status_code === PaymentStatus.Paid;
  const pay = order.payment_status_code === PaymentStatus.Pending || order.payment_status_code === PaymentStatus.Failed;
  const items = order.record_list.map((item) => `<li>${escapeHtml(item.gradeName)} · ${escapeHtml(item.certificate_type_name)}</li>`);
  const express = order.express_number
    ? `<p class="certificate-order__express">${escapeHtml(order.express_company ?? '快递')} ${escapeHtml(order.express_number)}` +
      `${order.mailing_time ? `（${escapeHtml(order.mailing_time)} 寄出）` : ''}</p>`
    : '';
  return (
    '<li class="order-card certificate-order"><div class="order-card__header">' +
    `<span>订单号：${escapeHtml(order.payment_order_sn)}</span><span>下单时间：${escapeHtml(order.creationTime)}</span></div>` +
    `<div class="order-card__body"><div><ul class="certificate-order__items">${items.join('')}</ul>${express}</div>` +
    '<div class="order-card__side">' +
    `<p class="order-card__price">${escapeHtml(formatFee(order.amount))}</p>` +
    `<p class="order-card__status order-card__status--${escapeHtml(order.payment_status_code)} certificate-order__status">` +
    `${escapeHtml(order.payment_status)}${paid && !order.express_number ? '（待发货）' : ''}</p>` +
    (pay ? '<button class="el-button el-button--primary el-button--small" type="button" tabindex="-1"><span>去支付</span></button>' : '') +
    (paid && order.express_number
      ? `<a class="certificate-link" href="${LOGISTICS_PATH}?id=${escapeHtml(encodeURIComponent(order.express_number))}" tabindex="-1">查看物流</a>`
      : '') +
    '</div></div></li>'
  );
}

/** The screen's ProxyRecord. */
function proxyRecord(record: ProxyRecordItem): string {
  const fact = (label: string, value: string) => `<div><dt>${label}</dt><dd>${escapeHtml(value)}</dd></div>`;
  return (
    '<li class="certificate-proxy"><dl class="certificate-fields">' +
    fact('代领机构', record.mechanism_fullName) +
    fact('测试班', record.classTitle) +
    fact('等级', record.gradeName) +
    fact('更新时间', record.lastModificationTime) +
    '</dl></li>'
  );
}

/**
 * /personal/gradeCertificate. 我的证书 (athlete: the tabs and 申领纸质证书; evaluator: the cards only): the first
 * certificate cards, the first card's image loading first (decision 0041). An athlete's 纸质证书订单 and 机构代领记录
 * (`?tab=orders|proxy&page=`): the first cards of the page. Null when the list is empty (the screen's empty state).
 */
export const certificatesFrame: PersonalFrameWriter = async ({ member, search, call, deps }) => {
  const athlete = member.role === 1;
  const tab = athlete ? search.get('tab') : null;
  if (tab === 'orders') {
    const { items } = await call(getPaperCertificateOrders, { page: pageOf(search), limit: CERTIFICATE_DELIVERY_PAGE_SIZES.orders });
    if (items.length === 0) return null;
    return pageSection('等级证书', athleteTabs(1, `<ul class="order-cards">${items.slice(0, FIRST_RECORDS).map(orderCard).join('')}</ul>`));
  }
  if (tab === 'proxy') {
    const input = { page: pageOf(search), limit: CERTIFICATE_DELIVERY_PAGE_SIZES.proxyRecords, userType: 1 };
    const { items } = await call(getProxyRecords, input);
    if (items.length === 0) return null;
    return pageSection('等级证书', athleteTabs(2, `<ul class="certificate-proxies">${items.slice(0, FIRST_RECORDS).map(proxyRecord).join('')}</ul>`));
  }
  const { items } = await call(getOwnCertificates, {});
  if (items.length === 0) return null;
  const cards = items.slice(0, FIRST_CERTIFICATES).map((certificate, index) => certificateCard(certificate, deps.fileHost, index === 0));
  const list = `<ul class="certificate-cards">${cards.join('')}</ul>`;
  if (!athlete) return pageSection('等级证书', list);
  const orderable = items.filter((c) => c.is_grant !== 1 && !c.claimed).length;
  const toolbar =
    '<div class="certificate-toolbar">' +
    `<p class="certificate-toolbar__hint">${orderable > 0 ? `有 ${orderable} 个等级可申领纸质证书或证章。` : '暂无可申领纸质证书的等级。'}</p>` +
    (orderable > 0
      ? kitButton('申领纸质证书', 'primary')
      : '<button class="el-button el-button--primary is-disabled" disabled type="button" tabindex="-1"><span>申领纸质证书</span></button>') +
    '</div>';
  return pageSection('等级证书', athleteTabs(0, toolbar + list));
};

/** An element `Checkbox`, unticked. */
function checkbox(label: string): string {
  return (
    '<label class="el-checkbox"><span class="el-checkbox__input"><span class="el-checkbox__inner"></span>' +
    `<input class="el-checkbox__original" type="checkbox" tabindex="-1" disabled></span><span class="el-checkbox__label">${label}</span></label>`
  );
}

/** A required element `Form.Item` of the delivery form (labelWidth 100); the form itself is a div. */
function formItem(label: string, control: string): string {
  return (
    `<div class="el-form-item is-required"><label class="el-form-item__label" style="width: 100px;">${label}</label>` +
    `<div class="el-form-item__content" style="margin-left: 100px;">${control}</div></div>`
  );
}

/**
 * /personal/gradeCertificateDelivery (athletes): the certificates not yet granted or ordered, each with its unticked
 * 证书 / 证章 boxes and the unit prices, the empty recipient form and the fees at ¥0.00 — the screen before any input.
 * Null when nothing is orderable (the screen's empty state).
 */
export const certificateDeliveriesFrame: PersonalFrameWriter = async ({ call }) => {
  const [certificates, rates] = await Promise.all([call(getOwnCertificates, {}), call(getCertificateFees, { userType: 1 })]);
  const orderable = certificates.items.filter((c) => c.is_grant !== 1 && !c.claimed);
  if (orderable.length === 0) return null;
  const choices = orderable.map(
    (certificate) =>
      '<li class="delivery-choice"><span class="delivery-choice__grade">' +
      `${escapeHtml(certificate.gradeName)}<span class="delivery-choice__number">${escapeHtml(certificate.certificate_number)}</span></span>` +
      `<span class="delivery-choice__boxes">${checkbox('证书')}${checkbox('证章')}</span></li>`,
  );
  const zero = `¥${formatYuan(0)}`;
  const body =
    '<fieldset class="delivery-section"><legend class="delivery-section__title">申领等级</legend>' +
    '<p class="delivery-section__hint">每个等级可申领证书、证章或两者都申领：' +
    `证书 ¥${escapeHtml(rates.certificateFee)} / 个，证章 ¥${escapeHtml(rates.badgesFee)} / 个。</p>` +
    `<ul class="delivery-choices">${choices.join('')}</ul><p class="delivery-problem"></p></fieldset>` +
    '<div class="el-form el-form--label-right delivery-form">' +
    formItem('收件人', kitInput('请输入收件人姓名')) +
    formItem('联系电话', kitInput('请输入手机号')) +
    formItem('所在地区', regionCascade()) +
    formItem('详细地址', kitInput('街道、门牌号等')) +
    '</div>' +
    '<div class="delivery-fees"><dl class="delivery-fees__list">' +
    `<div><dt>证书费</dt><dd>${zero}</dd></div><div><dt>证章费</dt><dd>${zero}</dd></div><div><dt>运费</dt><dd>选择省份后计算</dd></div></dl>` +
    `<p class="delivery-fees__total">合计：<strong>${zero}</strong></p>${kitButton('提交并支付', 'primary')}</div>`;
  return pageSection('证书证章申领', body, { extra: kitButton('返回') });
};

/** The parcel tracking screen (logistics-view.ts LOGISTICS_PATH). */
const LOGISTICS_PATH = '/personal/gradeCertificateDelivery/logistics';

/** logistics-view.ts readWaybill. */
function readWaybill(search: URLSearchParams): string | null {
  const value = (search.get('id') ?? '').trim();
  return /^[0-9A-Za-z]{1,32}$/.test(value) ? value : null;
}

/** logistics-view.ts newestFirst: accept times are 'YYYY-MM-DD HH:mm:ss', so text order is time order; ties newest index first. */
function newestFirst(routes: readonly LogisticsRoute[]): LogisticsRoute[] {
  return routes
    .map((route, index) => ({ route, index }))
    .sort((a, b) => (a.route._accept_time === b.route._accept_time ? b.index - a.index : a.route._accept_time < b.route._accept_time ? 1 : -1))
    .map(({ route }) => route);
}

/** How many route nodes the frame draws (the first viewport's). */
const FIRST_NODES = 8;

/**
 * /personal/gradeCertificateDelivery/logistics?id=<waybill>: the carrier, the waybill and the newest route nodes of one
 * of the member's own parcels. Null without a valid waybill or when the answer has no node (the screen's empty state).
 */
export const logisticsFrame: PersonalFrameWriter = async ({ search, call }) => {
  const waybill = readWaybill(search);
  if (waybill === null) return null;
  const { items } = await call(getLogistics, { ordernumber: waybill });
  const parcel = items[0];
  const routes = parcel ? newestFirst(parcel.routes) : [];
  if (!parcel || routes.length === 0) return null;
  const nodes = routes.slice(0, FIRST_NODES).map(
    (route, index) =>
      `<li class="${index === 0 ? 'bm-logistics__node is-latest' : 'bm-logistics__node'}">` +
      `<p class="bm-logistics__remark">${escapeHtml(route._remark)}</p>` +
      `<p class="bm-logistics__meta"><time>${escapeHtml(route._accept_time)}</time>` +
      (route._accept_address ? `<span>${escapeHtml(route._accept_address)}</span>` : '') +
      '</p></li>',
  );
  const body =
    '<dl class="bm-logistics__parcel">' +
    `<div><dt>承运快递</dt><dd>${escapeHtml(parcel.express_company)}</dd></div>` +
    `<div><dt>运单号</dt><dd>${escapeHtml(parcel._mailno)}</dd></div></dl>` +
    `<ol class="bm-logistics__timeline">${nodes.join('')}</ol>`;
  return pageSection('物流信息', body, { extra: kitButton('返回') });
};


function field(label: string, value: string): string {
  return `<div><dt>${escapeHtml(label)}</dt><dd>${value}</dd></div>`;
}

function invoiceBody(invoice: InvoiceDetail, fileHost: string): string {
  const issued = invoice.invoice_status === INVOICE_ISSUED;
  const fields = [
    field('发票状态', `<span class="${issued ? 'bm-invoice-status bm-invoice-status--issued' : 'bm-invoice-status'}">${invoiceStatusText(invoice.invoice_status)}</span>`),
    field('订单号', escapeHtml(invoice.order_sn)),
    field('发票金额', formatFee(invoice.amount)),
    field('发票类型', escapeHtml(INVOICE_KIND_LABEL)),
    field('发票内容', escapeHtml(INVOICE_CONTENT_LABEL)),
    field('抬头类型', escapeHtml(invoiceTitleTypeText(invoice.custtype))),
  ];
  if (invoice.custtype === '01') {
    for (const { key, label } of INVOICE_COMPANY_FIELDS) fields.push(field(label, escapeHtml((invoice[key] as string | null) || '无')));
  } else if (invoice.custname) {
    fields.push(field('发票抬头', escapeHtml(invoice.custname)));
  }
  if (issued) {
    fields.push(field('发票代码', escapeHtml(invoice.fpdm ?? '—')), field('发票号码', escapeHtml(invoice.fphm ?? '—')));
    if (invoice.issuedTime) fields.push(field('开票时间', escapeHtml(invoice.issuedTime)));
  }
  const after = issued
    ? '<div class="bm-invoice-detail__issued">' +
      (invoice.urlQRCode
        ? `<img class="bm-invoice-detail__qr" src="${escapeHtml(resolveFileUrl(invoice.urlQRCode, fileHost))}" alt="电子发票二维码" width="160" height="160">`
        : '') +
      (invoice.invoice_url
        ? `<a class="bm-invoice-link" href="${escapeHtml(resolveFileUrl(invoice.invoice_url, fileHost))}" target="_blank" rel="noopener noreferrer" tabindex="-1">` +
          '查看发票<span class="bm-visually-hidden">（在新窗口打开 PDF）</span></a>'
        : '') +
      '</div>'
    : '<p class="bm-invoice-detail__waiting">发票开具中，开具成功后可在此查看发票代码、号码和电子发票。</p>';
  return `<div class="bm-invoice-detail"><dl class="bm-invoice-fields">${fields.join('')}</dl>${after}</div>`;
}

/**
 * /personal/invoice?orderSn=<order>: the e-invoice of one of the member's orders as DetailSection shows it (返回 above
 * and below). Null without a valid order number or when the order has no invoice of theirs (the empty state).
 */
export const invoiceFrame: PersonalFrameWriter = async ({ member, search, call, deps }) => {
  const orderSn = readInvoiceOrderSn(search);
  if (orderSn === null) return null;
  const { items } = await call(getInvoiceDetail, { order_sn: orderSn, user_type: member.role });
  const invoice = items[0];
  if (!invoice) return null;
  const body = `${invoiceBody(invoice, deps.fileHost)}<div class="bm-detail-section__actions">${kitButton('返回', 'primary')}</div>`;
  return pageSection('发票详情', body, { extra: kitButton('返回'), className: 'bm-invoice-page' });
};
