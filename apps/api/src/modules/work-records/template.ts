import { A4, buildPdf, PdfPage, type Rgb } from '../../documents/pdf';

/**
 * The supervision form (考评工作监督表, decision 0035): one A4 page the leader evaluator prints, fills in by hand at the
 * test, signs and uploads as a PDF scan or a JPG/PNG photo. The empty form is the template the work list offers; the
 * demo fills the same form in to have a real uploaded file.
 */

/** What a filled-in form carries (every field empty on the template). */
export interface SupervisionFormValues {
  classTitle: string;
  institution: string;
  testTime: string;
  place: string;
  grades: string;
  athletes: string;
  leader: string;
  evaluators: string;
  /** Per checked item: true 符合, false 不符合; absent on the template. */
  checks: readonly boolean[];
  remarks: string;
  signedOn: string;
}

export const SUPERVISION_CHECKS = [
  '测试场地、器材符合测试标准',
  '考评员按时到岗，人数与级别符合要求',
  '考生身份核验无误，无替考',
  '测试流程与评分标准执行规范',
  '评分公平公正，成绩记录完整',
  '无违规收费及其他违纪行为',
] as const;

const EMPTY: SupervisionFormValues = {
  classTitle: '',
  institution: '',
  testTime: '',
  place: '',
  grades: '',
  athletes: '',
  leader: '',
  evaluators: '',
  checks: [],
  remarks: '',
  signedOn: '',
};

const LEFT = 56;
const RIGHT = A4.width - 56;
const GREY: Rgb = [0.35, 0.35, 0.35];
const INK: Rgb = [0.05, 0.2, 0.55];
const SHADE: Rgb = [0.94, 0.95, 0.97];

function row(page: PdfPage, top: number, height: number, label: string, value: string, labelWidth = 110): void {
  page.rect(LEFT, top, labelWidth, height, { fill: SHADE, stroke: GREY });
  page.rect(LEFT + labelWidth, top, RIGHT - LEFT - labelWidth, height, { stroke: GREY });
  page.text(LEFT + 10, top + height / 2 + 4, 10.5, label, { bold: true });
  if (value) page.text(LEFT + labelWidth + 10, top + height / 2 + 4, 10.5, value, { colour: INK });
}

/** The form's page: empty (the template) or filled in with `values`. */
export function supervisionFormPage(values: Partial<SupervisionFormValues> = {}): PdfPage {
  const v = { ...EMPTY, ...values };
  const page = new PdfPage();
  page.text(A4.width / 2, 64, 12, '羽毛球运动水平等级评定', { align: 'center', colour: GREY });
  page.text(A4.width / 2, 92, 20, '考评工作监督表', { align: 'center', bold: true });

  let top = 112;
  const h = 26;
  row(page, top, h, '测试班名称', v.classTitle);
  row(page, (top += h), h, '测试机构', v.institution);
  row(page, (top += h), h, '测试时间', v.testTime);
  row(page, (top += h), h, '测试地点', v.place);
  row(page, (top += h), h, '测试等级', v.grades);
  row(page, (top += h), h, '参加测试人数', v.athletes);
  row(page, (top += h), h, '考评组长', v.leader);
  row(page, (top += h), h, '考评员', v.evaluators);

  // The checked items: 序号, 监督内容, 符合, 不符合.
  top += h + 18;
  page.text(LEFT, top, 12, '监督事项', { bold: true });
  top += 8;
  const columns = [LEFT, LEFT + 40, RIGHT - 120, RIGHT - 60, RIGHT];
  const head = ['序号', '监督内容', '符合', '不符合'];
  for (let c = 0; c < 4; c += 1) {
    page.rect(columns[c], top, columns[c + 1] - columns[c], h, { fill: SHADE, stroke: GREY });
    page.text((columns[c] + columns[c + 1]) / 2, top + 17, 10.5, head[c], { align: 'center', bold: true });
  }
  SUPERVISION_CHECKS.forEach((item, index) => {
    top += h;
    for (let c = 0; c < 4; c += 1) page.rect(columns[c], top, columns[c + 1] - columns[c], h, { stroke: GREY });
    page.text((columns[0] + columns[1]) / 2, top + 17, 10.5, String(index + 1), { align: 'center' });
    page.text(columns[1] + 8, top + 17, 10.5, item);
    const check = v.checks[index];
    if (check !== undefined) page.text((columns[check ? 2 : 3] + columns[check ? 3 : 4]) / 2, top + 17, 12, '√', { align: 'center', colour: INK });
  });

  // Remarks, signatures and the filling notes.
  top += h + 18;
  page.text(LEFT, top, 12, '情况说明', { bold: true });
  top += 8;
  page.rect(LEFT, top, RIGHT - LEFT, 120, { stroke: GREY });
  if (v.remarks) page.text(LEFT + 10, top + 22, 10.5, v.remarks, { colour: INK });
  top += 120 + 34;
  page.text(LEFT, top, 10.5, '考评组长（签字）：');
  page.line(LEFT + 96, top + 4, LEFT + 230, top + 4);
  if (v.leader && v.signedOn) page.text(LEFT + 104, top - 2, 12, v.leader, { colour: INK });
  page.text(LEFT + 260, top, 10.5, '日期：');
  page.line(LEFT + 292, top + 4, RIGHT, top + 4);
  if (v.signedOn) page.text(LEFT + 300, top - 2, 10.5, v.signedOn, { colour: INK });
  top += 34;
  page.text(LEFT, top, 10.5, '测试机构负责人（签字、盖章）：');
  page.line(LEFT + 162, top + 4, RIGHT, top + 4);

  top += 36;
  page.text(LEFT, top, 9, '填写说明：1. 本表由考评组长在测试结束后如实填写，一班一表。', { colour: GREY });
  page.text(LEFT, top + 16, 9, '2. 签字后扫描或拍照，以 PDF、JPG 或 PNG 格式（不超过 10MB）在“工作记录”中上传；提交后不可修改。', { colour: GREY });
  return page;
}

/** The form as a PDF document; `created` is written into the document information (the template uses a fixed date). */
export function supervisionFormPdf(values: Partial<SupervisionFormValues> = {}, created = new Date(Date.UTC(2026, 0, 1))): Uint8Array {
  return buildPdf({ title: '考评工作监督表', subject: '羽毛球运动水平等级评定 考评工作监督表', created }, [supervisionFormPage(values)]);
}
