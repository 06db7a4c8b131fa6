import { useId, useRef, useState } from 'react';
import { api, settle } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import {
  ADMIN_TRAINING_MESSAGES as M,
  type AdminTrainingDetail,
  CONTENT_ATTACHMENT_ACCEPT,
  CONTENT_IMAGE_ACCEPT,
  evaluatorRankLabel,
  type RemoteAppProps,
  TRAINING_FEE_LABELS,
  TRAINING_TIME_LABELS,
  TRAINING_TYPE_LABELS,
  type TrainingClassTimes,
  trainingTimeOrderProblem,
} from '@badminton/contracts';
import { RegionCascade } from '@badminton/pickers';
import { Link, useNavigate, useSearchParams } from '@badminton/router';
import { Button, ErrorState, Input, PageSection, readRecordId, Spinner, toast } from '@badminton/ui';
import { isBlankHtml, RichTextEditor } from '@badminton/ui/rich-text-editor';
import { uploadContent } from '../content/shared';
import { getAdminTraining, loadRegions, saveAdminTraining } from './calls';
import { TRAINING_CLASS_PATH, TRAINING_CLASSES_PATH } from './paths';
import { yuanOf } from './view';
import '../content/content.css';
import './training.css';

type TimeKey = keyof TrainingClassTimes;
const TIME_KEYS = Object.keys(TRAINING_TIME_LABELS) as TimeKey[];
const WIRE_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export interface TrainingDraft extends TrainingClassTimes {
  name: string;
  trainType: string;
  grade: string;
  provinceId?: number;
  cityId?: number;
  districtId?: number;
  detail_addr: string;
  aptitude: string[];
  notice_title: string;
  notice_content: string;
  file_path: string | null;
  /** Fee type → 元 as typed ('' not offered). */
  fees: Record<1 | 2 | 3, string>;
  contents: { content: string; assessment_method: string }[];
}

const EMPTY: TrainingDraft = {
  name: '',
  trainType: '',
  grade: '',
  detail_addr: '',
  apply_start_time: '',
  apply_end_time: '',
  opening_class_start_time: '',
  opening_class_end_time: '',
  assessment_start_time: '',
  assessment_end_time: '',
  aptitude: ['无相关资质'],
  notice_title: '',
  notice_content: '',
  file_path: null,
  fees: { 1: '', 2: '', 3: '' },
  contents: [{ content: '', assessment_method: '' }],
};

function draftOf(detail: AdminTrainingDetail): TrainingDraft {
  const fees: TrainingDraft['fees'] = { 1: '', 2: '', 3: '' };
  for (const fee of detail.fees) if (fee.fee_type in fees) fees[fee.fee_type as 1 | 2 | 3] = yuanOf(fee.fee_fen);
  return {
    name: detail.name,
    trainType: String(detail.trainType),
    grade: String(detail.grade),
    provinceId: detail.province_id,
    cityId: detail.city_id,
    districtId: detail.district_id,
    detail_addr: detail.detail_addr,
    apply_start_time: detail.apply_start_time,
    apply_end_time: detail.apply_end_time,
    opening_class_start_time: detail.opening_class_start_time,
    opening_class_end_time: detail.opening_class_end_time,
    assessment_start_time: detail.assessment_start_time,
    assessment_end_time: detail.assessment_end_time,
    aptitude: detail.aptitude.length > 0 ? detail.aptitude : [''],
    notice_title: detail.notice_title,
    notice_content: detail.notice_content,
    file_path: detail.file_path,
    fees,
    contents: detail.contents.map((item) => ({ content: item.content, assessment_method: item.assessment_method })),
  };
}

/** 元 as typed → fen (null: not an amount with at most two decimals). */
export function fenOf(yuan: string): number | null {
  const text = yuan.trim();
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

type Problems = Partial<Record<'name' | 'trainType' | 'grade' | 'region' | 'detail_addr' | TimeKey | 'aptitude' | 'notice_title' | 'notice_content' | 'fees' | 'contents', string>>;

/** The form's own checks, worded as the service words them (the service checks again and is the authority). */
export function trainingDraftProblems(draft: TrainingDraft): Problems {
  const problems: Problems = {};
  if (!draft.name.trim()) problems.name = M.nameRequired;
  if (!draft.trainType) problems.trainType = M.trainTypeInvalid;
  if (!draft.grade) problems.grade = M.gradeInvalid;
  if (!draft.provinceId || !draft.cityId || !draft.districtId) problems.region = M.regionRequired;
  if (!draft.detail_addr.trim()) problems.detail_addr = M.addressRequired;
  let timesOk = true;
  for (const key of TIME_KEYS) {
    const value = draft[key].trim();
    if (!value) problems[key] = M.timeRequired(TRAINING_TIME_LABELS[key]);
    else if (!WIRE_DATE_TIME.test(value)) problems[key] = M.timeInvalid(TRAINING_TIME_LABELS[key]);
    if (problems[key]) timesOk = false;
  }
  if (timesOk) {
    const order = trainingTimeOrderProblem(Object.fromEntries(TIME_KEYS.map((key) => [key, draft[key].trim()])) as unknown as TrainingClassTimes);
    if (order) problems.assessment_end_time = order;
  }
  const options = draft.aptitude.map((option) => option.trim());
  if (options.length === 0) problems.aptitude = M.aptitudeRequired;
  else if (options.some((option) => !option)) problems.aptitude = M.aptitudeBlank;
  else if (new Set(options).size !== options.length) problems.aptitude = M.aptitudeDuplicate;
  if (!draft.notice_title.trim()) problems.notice_title = M.noticeTitleRequired;
  if (isBlankHtml(draft.notice_content)) problems.notice_content = M.noticeContentRequired;
  const fees = Object.values(draft.fees).filter((yuan) => yuan.trim() !== '');
  if (fees.length === 0) problems.fees = M.feeRequired;
  else if (fees.some((yuan) => !fenOf(yuan))) problems.fees = '费用须为大于0的金额（元，最多两位小数）';
  if (draft.contents.length === 0) problems.contents = M.contentRequired;
  else if (draft.contents.some((item) => !item.content.trim() || !item.assessment_method.trim())) problems.contents = M.contentBlank;
  return problems;
}

function Problem({ id, text }: { id: string; text: string | undefined }) {
  return (
    <p id={id} className="content-field__problem" role="alert">
      {text ?? ''}
    </p>
  );
}

/** One labelled row of the form (the content editor's layout): the label, the control, its problem (`<id>-problem`). */
function FormRow({ id, label, required = false, problem, children }: { id: string; label: string; required?: boolean; problem: string | undefined; children: React.ReactNode }) {
  return (
    <div className="content-field">
      <label className="content-field__label" htmlFor={id}>
        {required ? (
          <span className="content-field__required" aria-hidden="true">
            *{' '}
          </span>
        ) : null}
        {label}
      </label>
      <div className="content-field__control">
        {children}
        <Problem id={`${id}-problem`} text={problem} />
      </div>
    </div>
  );
}

function TrainingForm({ id, detail, fileHost }: { id: number | null; detail: AdminTrainingDetail | null; fileHost: string }) {
  const form = useId();
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<TrainingDraft>(() => (detail ? draftOf(detail) : EMPTY));
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const field = (name: string) => `${form}-${name}`;
  const change = (patch: Partial<TrainingDraft>, clears: (keyof Problems)[] = Object.keys(patch) as (keyof Problems)[]) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !clears.includes(key as keyof Problems))));
    setRefusal('');
  };

  async function save() {
    const found = trainingDraftProblems(draft);
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(field(first))?.focus();
      return;
    }
    setBusy(true);
    const outcome = await settle(
      api().call(saveAdminTraining, {
        ...(id !== null ? { id } : {}),
        name: draft.name.trim(),
        trainType: Number(draft.trainType),
        grade: Number(draft.grade),
        province_id: draft.provinceId,
        city_id: draft.cityId,
        district_id: draft.districtId,
        detail_addr: draft.detail_addr.trim(),
        ...Object.fromEntries(TIME_KEYS.map((key) => [key, draft[key].trim()])),
        aptitude: draft.aptitude.map((option) => option.trim()),
        notice_title: draft.notice_title.trim(),
        notice_content: draft.notice_content.trim(),
        file_path: draft.file_path ?? '',
        fees: ([1, 2, 3] as const).filter((type) => draft.fees[type].trim() !== '').map((type) => ({ fee_type: type, fee_fen: fenOf(draft.fees[type]) ?? 0 })),
        contents: draft.contents.map((item) => ({ content: item.content.trim(), assessment_method: item.assessment_method.trim() })),
      }),
    );
    setBusy(false);
    if (!outcome.ok) {
      if (!outcome.reported) setRefusal(outcome.errorMsg);
      return;
    }
    toast.success('培训班已保存');
    navigate(`${TRAINING_CLASS_PATH}?id=${outcome.result.id}`);
  }

  async function pickFile(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    const outcome = await uploadContent('attachment', file);
    setUploading(false);
    if (fileInput.current) fileInput.current.value = '';
    if (!outcome.ok) return setRefusal(outcome.errorMsg);
    change({ file_path: outcome.value.file_path });
  }

  /** What a required control says about its problem. */
  const described = (name: keyof Problems) => ({ 'aria-required': 'true' as const, 'aria-invalid': problems[name] ? true : undefined, 'aria-describedby': `${field(name)}-problem` });
  const text = (name: 'name' | 'detail_addr' | 'notice_title', label: string, maxLength: number) => (
    <FormRow id={field(name)} label={label} required problem={problems[name]}>
      <Input id={field(name)} value={draft[name]} maxLength={maxLength} {...described(name)} onChange={(value) => change({ [name]: String(value) })} />
    </FormRow>
  );
  const choice = (name: 'trainType' | 'grade', label: string, options: Record<number, string>) => (
    <FormRow id={field(name)} label={label} required problem={problems[name]}>
      <select id={field(name)} className="content-select" value={draft[name]} {...described(name)} onChange={(event) => change({ [name]: event.target.value })}>
        <option value="">请选择</option>
        {Object.entries(options).map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
    </FormRow>
  );

  return (
    <form
      className="content-form training-form"
      noValidate
      aria-label={id === null ? '新建培训班' : '编辑培训班'}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {text('name', '培训班名称', 50)}
      {choice('trainType', '培训类型', TRAINING_TYPE_LABELS)}
      {choice('grade', '培训等级', { 1: evaluatorRankLabel(1), 2: evaluatorRankLabel(2), 3: evaluatorRankLabel(3) })}
      <div className="content-field" role="group" aria-labelledby={`${field('region')}-label`}>
        <span id={`${field('region')}-label`} className="content-field__label">
          <span className="content-field__required" aria-hidden="true">* </span>
          培训地区
        </span>
        <div className="content-field__control" id={field('region')} tabIndex={-1}>
          <RegionCascade
            value={{ provinceId: draft.provinceId, cityId: draft.cityId, districtId: draft.districtId }}
            loadRegions={loadRegions}
            onChange={(region) => change({ provinceId: region.provinceId, cityId: region.cityId, districtId: region.districtId }, ['region'])}
          />
          <Problem id={`${field('region')}-problem`} text={problems.region} />
        </div>
      </div>
      {text('detail_addr', '详细地址', 100)}
      <fieldset className="content-fieldset">
        <legend>时间</legend>
        <p className="content-field__hint">格式 YYYY-MM-DD HH:mm:ss；报名开始 &lt; 报名截止 ≤ 开班开始 &lt; 开班结束 ≤ 考核开始 &lt; 考核结束。</p>
        {TIME_KEYS.map((key) => (
          <FormRow key={key} id={field(key)} label={TRAINING_TIME_LABELS[key]} required problem={problems[key]}>
            <Input id={field(key)} value={draft[key]} placeholder="YYYY-MM-DD HH:mm:ss" {...described(key)} onChange={(value) => change({ [key]: String(value) }, [...TIME_KEYS])} />
          </FormRow>
        ))}
      </fieldset>
      <fieldset className="content-fieldset" id={field('fees')} tabIndex={-1} aria-describedby={`${field('fees')}-problem`}>
        <legend>费用（元，至少一项；不提供的留空）</legend>
        {([1, 2, 3] as const).map((type) => (
          <FormRow key={type} id={`${field('fees')}-${type}`} label={TRAINING_FEE_LABELS[type]} problem={undefined}>
            <Input id={`${field('fees')}-${type}`} value={draft.fees[type]} inputMode="decimal" onChange={(value) => change({ fees: { ...draft.fees, [type]: String(value) } })} />
          </FormRow>
        ))}
        <Problem id={`${field('fees')}-problem`} text={problems.fees} />
      </fieldset>
      <fieldset className="content-fieldset" id={field('aptitude')} tabIndex={-1} aria-describedby={`${field('aptitude')}-problem`}>
        <legend>资质选项（考评员报名时选择；第一项无需上传资质图片）</legend>
        {draft.aptitude.map((option, index) => (
          <div key={index} className="training-row">
            <Input
              value={option}
              aria-label={`资质选项${index + 1}`}
              maxLength={50}
              onChange={(value) => change({ aptitude: draft.aptitude.map((o, i) => (i === index ? String(value) : o)) })}
            />
            <Button size="small" disabled={draft.aptitude.length <= 1} onClick={() => change({ aptitude: draft.aptitude.filter((_, i) => i !== index) })}>
              删除<span className="bm-visually-hidden">资质选项{index + 1}</span>
            </Button>
          </div>
        ))}
        <Button size="small" onClick={() => change({ aptitude: [...draft.aptitude, ''] })}>
          添加资质选项
        </Button>
        <Problem id={`${field('aptitude')}-problem`} text={problems.aptitude} />
      </fieldset>
      <fieldset className="content-fieldset" id={field('contents')} tabIndex={-1} aria-describedby={`${field('contents')}-problem`}>
        <legend>培训及考核内容（按顺序）</legend>
        {draft.contents.map((item, index) => (
          <div key={index} className="training-row">
            <Input
              value={item.content}
              aria-label={`考核内容${index + 1}`}
              placeholder="考核内容"
              maxLength={100}
              onChange={(value) => change({ contents: draft.contents.map((c, i) => (i === index ? { ...c, content: String(value) } : c)) })}
            />
            <Input
              value={item.assessment_method}
              aria-label={`考核方式${index + 1}`}
              placeholder="考核方式"
              maxLength={100}
              onChange={(value) => change({ contents: draft.contents.map((c, i) => (i === index ? { ...c, assessment_method: String(value) } : c)) })}
            />
            <Button size="small" disabled={draft.contents.length <= 1} onClick={() => change({ contents: draft.contents.filter((_, i) => i !== index) })}>
              删除<span className="bm-visually-hidden">考核内容{index + 1}</span>
            </Button>
          </div>
        ))}
        <Button size="small" onClick={() => change({ contents: [...draft.contents, { content: '', assessment_method: '' }] })}>
          添加考核内容
        </Button>
        <Problem id={`${field('contents')}-problem`} text={problems.contents} />
      </fieldset>
      {text('notice_title', '培训须知标题', 50)}
      <div className="content-field content-field--wide">
        <span id={`${field('notice_content')}-label`} className="content-field__label">
          <span className="content-field__required" aria-hidden="true">
            *{' '}
          </span>
          培训须知内容
        </span>
        <div className="content-field__control" id={field('notice_content')} tabIndex={-1}>
          <RichTextEditor
            value={draft.notice_content}
            onChange={(html) => change({ notice_content: html })}
            labelledBy={`${field('notice_content')}-label`}
            describedBy={`${field('notice_content')}-problem`}
            invalid={Boolean(problems.notice_content)}
            fileHost={fileHost}
            imageAccept={CONTENT_IMAGE_ACCEPT}
            uploadImage={async (file) => {
              const outcome = await uploadContent('image', file);
              if (outcome.ok) return outcome.value.file_path;
              toast.error(outcome.errorMsg);
              return null;
            }}
          />
          <Problem id={`${field('notice_content')}-problem`} text={problems.notice_content} />
        </div>
      </div>
      <div className="content-field" role="group" aria-labelledby={`${field('file')}-label`}>
        <span id={`${field('file')}-label`} className="content-field__label">
          附件
        </span>
        <div className="content-field__control">
          <p className="content-field__empty">{draft.file_path ? '已上传' : '未上传（选填）'}</p>
          <div className="content-field__actions">
            <span className="content-file">
              <input
                ref={fileInput}
                id={`${field('file')}-input`}
                className="content-file__input"
                type="file"
                accept={CONTENT_ATTACHMENT_ACCEPT}
                onChange={(event) => void pickFile(event.target.files?.[0])}
              />
              <label htmlFor={`${field('file')}-input`} className="el-button el-button--default el-button--small">
                {uploading ? '上传中…' : draft.file_path ? '更换附件' : '上传附件'}
              </label>
            </span>
            {draft.file_path ? (
              <Button size="small" onClick={() => change({ file_path: null })}>
                移除附件
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <p className="content-form__refusal" role="alert">
        {refusal}
      </p>
      <div className="content-form__actions">
        <Button nativeType="submit" type="primary" loading={busy}>
          保存
        </Button>
        <Link className="el-button el-button--text" to={id === null ? TRAINING_CLASSES_PATH : `${TRAINING_CLASS_PATH}?id=${id}`}>
          取消
        </Link>
      </div>
    </form>
  );
}

/**
 * /personal/training/classEdit[?id] (issue 26 item 6; decision 0074; req: evaluator.md#training-class-detail): the
 * national administrator's form of a training class — every field the evaluators' detail shows: name, train type,
 * grade, the place, the six times in order, the fees (元 here, fen on the wire), the qualification options, the
 * contents with their assessment methods, the notice (the content editor's rich text, pictures uploaded through the
 * pipeline) and an attachment. Without `id` a new class; a class whose
 * sign-up opened with sign-ups is refused by the service (the words shown above the buttons).
 */
export default function TrainingClassEditScreen({ fileHost }: RemoteAppProps) {
  const [params] = useSearchParams();
  const id = readRecordId(params);
  const loaded = useCall(getAdminTraining, { id: id ?? 0 }, { skip: id === null });
  let body;
  if (id !== null && loaded.loading && !loaded.result) body = <Spinner label="正在加载培训班" />;
  else if (id !== null && loaded.errorMsg && !loaded.result) body = <ErrorState text={loaded.errorMsg} onRetry={loaded.reload} />;
  else if (id !== null && loaded.result && !loaded.result.actions.can_edit) body = <ErrorState text={loaded.result.actions.edit_refusal ?? M.nationalOnly} />;
  else body = <TrainingForm key={id ?? 'new'} id={id} fileHost={fileHost} detail={id === null ? null : (loaded.result ?? null)} />;
  return <PageSection title={id === null ? '新建培训班' : '编辑培训班'}>{body}</PageSection>;
}
