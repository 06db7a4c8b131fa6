/** The PDF attachments of notices: two application forms and one published list. */
import { A4, buildPdf, PdfPage, pdfTextWidth, type Rgb } from '../../../src/documents/pdf';

/** The wire time of the seed (`YYYY-MM-DD HH:mm:ss`, China time) as an instant. */
function instantOf(wire: string): Date {
  return new Date(`${wire.replace(' ', 'T')}+08:00`);
}

const GREEN: Rgb = [0.04, 0.36, 0.23];
const LABEL_FILL: Rgb = [0.91, 0.96, 0.93];
const GRID: Rgb = [0.25, 0.3, 0.28];
const MARGIN = 50;
const CONTENT_WIDTH = A4.width - MARGIN * 2;

function header(page: PdfPage, title: string, subtitle: string): number {
  page.rect(0, 0, A4.width, 8, { fill: GREEN });
  page.text(A4.width / 2, 62, 17, title, { align: 'center', bold: true });
  page.text(A4.width / 2, 86, 10.5, subtitle, { align: 'center', colour: [0.35, 0.35, 0.35] });
  page.line(MARGIN, 98, A4.width - MARGIN, 98, 1.2, GREEN);
  return 112;
}

function footer(page: PdfPage, issuer: string, pageNo: number, pageCount: number): void {
  page.line(MARGIN, A4.height - 48, A4.width - MARGIN, A4.height - 48, 0.5, [0.6, 0.6, 0.6]);
  page.text(MARGIN, A4.height - 32, 8.5, issuer, { colour: [0.4, 0.4, 0.4] });
  page.text(A4.width - MARGIN, A4.height - 32, 8.5, `第 ${pageNo} 页 / 共 ${pageCount} 页`, { align: 'right', colour: [0.4, 0.4, 0.4] });
}

/** A label cell (shaded) followed by an empty value cell. */
function field(page: PdfPage, x: number, top: number, labelWidth: number, valueWidth: number, height: number, label: string): void {
  page.rect(x, top, labelWidth, height, { fill: LABEL_FILL, stroke: GRID, width: 0.7 });
  page.rect(x + labelWidth, top, valueWidth, height, { stroke: GRID, width: 0.7 });
  const size = pdfTextWidth(label, 10) > labelWidth - 8 ? 8.5 : 10;
  page.text(x + labelWidth / 2, top + height / 2 + size * 0.36, size, label, { align: 'center' });
}

/** A full-width block with a label column and space to write. */
function block(page: PdfPage, top: number, height: number, label: string, hint: string, signature?: string): number {
  const labelWidth = 90;
  page.rect(MARGIN, top, labelWidth, height, { fill: LABEL_FILL, stroke: GRID, width: 0.7 });
  page.rect(MARGIN + labelWidth, top, CONTENT_WIDTH - labelWidth, height, { stroke: GRID, width: 0.7 });
  page.text(MARGIN + labelWidth / 2, top + height / 2 + 3.6, 10, label, { align: 'center' });
  if (hint) page.text(MARGIN + labelWidth + 8, top + 16, 8.5, hint, { colour: [0.45, 0.45, 0.45] });
  if (signature) page.text(A4.width - MARGIN - 10, top + height - 12, 9.5, signature, { align: 'right' });
  return top + height;
}

function notes(page: PdfPage, top: number, lines: readonly string[]): void {
  page.text(MARGIN, top, 10, '填表说明：', { bold: true });
  lines.forEach((line, i) => page.text(MARGIN, top + 18 + i * 16, 9, `${i + 1}. ${line}`, { colour: [0.25, 0.25, 0.25] }));
}

export function evaluatorTrainingForm(year: number, created: string): Uint8Array {
  const title = `${year}年羽毛球运动水平等级评定考评员培训报名表`;
  const page = new PdfPage();
  let top = header(page, title, '培训班次：________________    填表日期：______年____月____日');
  const rowHeight = 30;
  const photoWidth = 95;
  const half = (CONTENT_WIDTH - photoWidth) / 2;
  const rows: Array<[string, string]> = [
    ['姓名', '性别'],
    ['出生日期', '民族'],
    ['证件类型', '证件号码'],
    ['联系电话', '电子邮箱'],
    ['所在省份', '工作单位'],
    ['现有考评员级别', '申报培训级别'],
  ];
  rows.forEach(([left, right], i) => {
    const width = i < 4 ? half : CONTENT_WIDTH / 2;
    field(page, MARGIN, top, 84, width - 84, rowHeight, left);
    field(page, MARGIN + width, top, 84, width - 84, rowHeight, right);
    top += rowHeight;
  });
  page.rect(MARGIN + half * 2, 112, photoWidth, rowHeight * 4, { stroke: GRID, width: 0.7 });
  page.text(MARGIN + half * 2 + photoWidth / 2, 112 + rowHeight * 2 - 4, 9.5, '近期免冠', { align: 'center', colour: [0.45, 0.45, 0.45] });
  page.text(MARGIN + half * 2 + photoWidth / 2, 112 + rowHeight * 2 + 12, 9.5, '证件照片', { align: 'center', colour: [0.45, 0.45, 0.45] });
  top = block(page, top, 92, '运动经历', '请填写开始从事羽毛球运动的时间、训练经历及取得的运动员等级');
  top = block(page, top, 92, '执裁经历', '申报二级、一级考评员培训的，请列出近两年参与执裁的测试班及场次');
  top = block(page, top, 80, '推荐单位意见', '', '（盖章）        年    月    日');
  top = block(page, top, 62, '本人承诺', '本人承诺所填信息真实有效，自愿遵守考评员行为准则；如有不实，愿承担相应责任。', '本人签名：____________    年    月    日');
  notes(page, top + 26, [
    '本表由报名人如实填写，经推荐单位签署意见后，由所在省羽毛球协会汇总报送。',
    '证件号码须与平台实名认证信息一致，否则无法完成培训报名。',
    '申报二级、一级考评员培训的，须附现有考评员证书复印件。',
    '报名成功后请按通知要求在平台完成培训缴费，逾期未缴费视为放弃。',
  ]);
  footer(page, '羽毛球运动水平等级评定服务中心 制', 1, 1);
  return buildPdf({ title, subject: '考评员培训报名表', created: instantOf(created) }, [page]);
}

export function institutionQualificationForm(year: number, created: string): Uint8Array {
  const title = `${year}年度羽毛球运动水平等级评定测试机构资质申请表`;
  const page = new PdfPage();
  let top = header(page, title, '申请编号（由受理单位填写）：________________');
  const section = (label: string): void => {
    page.text(MARGIN, top + 16, 11, label, { bold: true, colour: GREEN });
    top += 24;
  };
  const pairRows = (rows: ReadonlyArray<[string, string]>): void => {
    for (const [left, right] of rows) {
      field(page, MARGIN, top, 88, CONTENT_WIDTH / 2 - 88, 28, left);
      field(page, MARGIN + CONTENT_WIDTH / 2, top, 88, CONTENT_WIDTH / 2 - 88, 28, right);
      top += 28;
    }
  };
  section('一、机构基本信息');
  pairRows([
    ['机构全称', '统一社会信用代码'],
    ['法定代表人', '成立日期'],
    ['联系人', '联系电话'],
    ['注册地址', '电子邮箱'],
  ]);
  section('二、场地与人员');
  pairRows([
    ['测试场馆名称', '场馆地址'],
    ['标准场地数量', '场地净空高度'],
    ['专职教练员人数', '合作考评员人数'],
  ]);
  field(page, MARGIN, top, 88, CONTENT_WIDTH - 88, 44, '申请测试等级');
  ['□ 成人一级至三级', '□ 成人四级至六级', '□ 成人七级至九级', '□ 少儿一级至少儿七级'].forEach((option, i) => {
    page.text(MARGIN + 100 + (i % 2) * 190, top + 18 + Math.floor(i / 2) * 18, 10, option);
  });
  top += 44;
  section('三、申请承诺');
  top = block(page, top, 70, '承诺', '本机构承诺所报材料真实，遵守测试工作规范和收费规定，接受年度复核与现场督导。', '法定代表人签字：__________  （盖章）  年  月  日');
  section('四、审核意见');
  top = block(page, top, 64, '省协会初审', '', '（盖章）        年    月    日');
  top = block(page, top, 64, '中羽协审核', '', '（盖章）        年    月    日');
  notes(page, top + 24, [
    '申请表连同营业执照或登记证书复印件、场馆产权或租赁证明、人员名单一并提交。',
    '“合作考评员人数”仅统计已在全国考评员库注册、且签订合作协议的考评员。',
  ]);
  footer(page, '羽毛球运动水平等级评定服务中心 制', 1, 1);
  return buildPdf({ title, subject: '测试机构资质申请表', created: instantOf(created) }, [page]);
}

const LIST_CITIES: ReadonlyArray<readonly [string, string]> = [
  ['河北', '石家庄'], ['河北', '保定'], ['山西', '太原'], ['山西', '大同'], ['内蒙古', '呼和浩特'],
  ['辽宁', '鞍山'], ['吉林', '长春'], ['吉林', '吉林'], ['江苏', '徐州'], ['江苏', '常州'],
  ['江苏', '南通'], ['浙江', '温州'], ['浙江', '嘉兴'], ['浙江', '金华'], ['安徽', '芜湖'],
  ['安徽', '蚌埠'], ['福建', '泉州'], ['福建', '漳州'], ['江西', '赣州'], ['江西', '九江'],
  ['山东', '烟台'], ['山东', '潍坊'], ['山东', '临沂'], ['河南', '洛阳'], ['河南', '南阳'],
  ['湖北', '宜昌'], ['湖北', '襄阳'], ['湖南', '株洲'], ['湖南', '岳阳'], ['广东', '东莞'],
  ['广东', '珠海'], ['广东', '汕头'], ['广东', '江门'], ['广西', '柳州'], ['广西', '桂林'],
  ['四川', '绵阳'], ['四川', '宜宾'], ['四川', '南充'], ['贵州', '贵阳'], ['贵州', '遵义'],
  ['云南', '曲靖'], ['陕西', '宝鸡'], ['甘肃', '兰州'], ['宁夏', '银川'], ['新疆', '乌鲁木齐'],
  ['海南', '三亚'],
];
const NAME_WORDS = ['飞羽', '翔羽', '羽翼', '凌云', '锐羽', '青羽', '星羽', '启航', '逐风', '鹰羽', '云羽', '劲羽'];
const NAME_KINDS = ['羽毛球俱乐部', '体育培训中心', '羽毛球运动中心', '体育发展有限公司', '少儿羽毛球训练营'];
const VENUE_KINDS = ['全民健身中心', '体育中心羽毛球馆', '体育馆', '羽毛球训练馆'];
const ADULT_RANGES = ['成人一至六级', '成人一至九级', '成人一至六级、少儿一至七级'];

export interface ListedInstitution {
  province: string;
  name: string;
  venue: string;
  grades: string;
}

/** The 46 institutions of the fifth batch (fictional names built from city and word lists). */
export function fifthBatchInstitutions(): ListedInstitution[] {
  return LIST_CITIES.map(([province, city], i) => {
    const kind = NAME_KINDS[(i * 3 + 1) % NAME_KINDS.length];
    return {
      province,
      name: `${city}${NAME_WORDS[(i * 5) % NAME_WORDS.length]}${kind}`,
      venue: `${city}${['城东', '城西', '新区', '高新区', '滨江'][i % 5]}${VENUE_KINDS[(i * 7) % VENUE_KINDS.length]}`,
      grades: kind.startsWith('少儿') ? '少儿一至七级' : ADULT_RANGES[i % ADULT_RANGES.length],
    };
  });
}

export function fifthBatchList(created: string): Uint8Array {
  const title = '第五批羽毛球运动水平等级评定测试机构名单';
  const institutions = fifthBatchInstitutions();
  const perPage = 26;
  const pageCount = Math.ceil(institutions.length / perPage);
  const columns = [
    { label: '序号', width: 30 },
    { label: '省份', width: 48 },
    { label: '机构名称', width: 165 },
    { label: '测试场馆', width: 140 },
    { label: '测试等级范围', width: CONTENT_WIDTH - 30 - 48 - 165 - 140 },
  ];
  const pages: PdfPage[] = [];
  for (let pageNo = 0; pageNo < pageCount; pageNo += 1) {
    const page = new PdfPage();
    let top = header(page, title, `共 ${institutions.length} 家，按省份排列`);
    const rowHeight = 23;
    let x = MARGIN;
    for (const column of columns) {
      page.rect(x, top, column.width, rowHeight, { fill: GREEN, stroke: GREEN, width: 0.7 });
      page.text(x + column.width / 2, top + 15.5, 9.5, column.label, { align: 'center', colour: [1, 1, 1], bold: true });
      x += column.width;
    }
    top += rowHeight;
    institutions.slice(pageNo * perPage, (pageNo + 1) * perPage).forEach((item, i) => {
      const index = pageNo * perPage + i + 1;
      const cells = [String(index), item.province, item.name, item.venue, item.grades];
      let cx = MARGIN;
      cells.forEach((cell, c) => {
        const column = columns[c];
        page.rect(cx, top, column.width, rowHeight, i % 2 === 1 ? { fill: [0.96, 0.98, 0.97], stroke: GRID, width: 0.5 } : { stroke: GRID, width: 0.5 });
        const size = pdfTextWidth(cell, 9) > column.width - 6 ? 8 : 9;
        page.text(c <= 1 ? cx + column.width / 2 : cx + 5, top + 15, size, cell, { align: c <= 1 ? 'center' : 'left' });
        cx += column.width;
      });
      top += rowHeight;
    });
    footer(page, '羽毛球运动水平等级评定服务中心 公布', pageNo + 1, pageCount);
    pages.push(page);
  }
  return buildPdf({ title, subject: '测试机构名单', created: instantOf(created) }, pages);
}
