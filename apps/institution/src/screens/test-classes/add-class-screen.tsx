import { useMemo, useRef, useState } from 'react';
import { api, settle } from '@badminton/api-client';
import { useCall } from '@badminton/api-client/react';
import { evaluatorRankLabel, INSTITUTION_CLASS_LABELS as L } from '@badminton/contracts';
import { RegionCascade, type RegionValue } from '@badminton/pickers';
import { useNavigate } from '@badminton/router';
import { Button, Checkbox, DateRange, type DateRangeValue, Form, type FormInstance, type FormRule, Input, PageSection, Select, toast } from '@badminton/ui';
import {
  asFormValidator,
  checkDuplicateAssessor,
  type NewTestClassField,
  type NewTestClassForm,
  TEST_CLASS_LIMITS,
  validateNewTestClass,
} from '@badminton/validation';
import { AssessorPicker, type PickedAssessor } from './assessor-picker';
import { addTestClass, getTestGradeOptions, getTestSiteList, loadRegions } from './calls';
import { QualificationGate } from './gate';
import { TEST_LIST_PATH } from './view';
import './test-classes.css';

type Level = 1 | 2 | 3;

interface Values {
  test_class_title: string;
  register: DateRangeValue;
  test: DateRangeValue;
  test_address: number | null;
  test_grade: number[];
  testNum: string;
  assessors: Record<Level, PickedAssessor[]>;
  region: RegionValue;
  addressinfo: string;
  contact: string;
  contact_number: string;
}

const EMPTY: Values = {
  test_class_title: '',
  register: {},
  test: {},
  test_address: null,
  test_grade: [],
  testNum: '',
  assessors: { 1: [], 2: [], 3: [] },
  region: {},
  addressinfo: '',
  contact: '',
  contact_number: '',
};

function range(value: DateRangeValue): string[] | null {
  return value.startTime && value.endTime ? [value.startTime, value.endTime] : null;
}

/** The page's values as the one form of `@badminton/validation` (and the call's payload). */
function toForm(values: Values): NewTestClassForm {
  return {
    test_class_title: values.test_class_title,
    register_time: range(values.register),
    test_time: range(values.test),
    test_address: values.test_address,
    test_grade: values.test_grade,
    testNum: values.testNum,
    grade_one_examiner: values.assessors[1].map((a) => a.id),
    grade_two_examiner: values.assessors[2].map((a) => a.id),
    grade_three_examiner: values.assessors[3].map((a) => a.id),
    province: values.region.provinceId ?? null,
    city: values.region.cityId ?? null,
    district: values.region.districtId ?? null,
    addressinfo: values.addressinfo,
    contact: values.contact,
    contact_number: values.contact_number,
  };
}

function AssessorLevel({ level, chosen, onAdd, onRemove }: { level: Level; chosen: PickedAssessor[]; onAdd(): void; onRemove(id: number): void }) {
  const label = evaluatorRankLabel(level);
  return (
    <div className="class-assessors__level" role="group" aria-label={label}>
      <span className="class-assessors__label">{label}</span>
      <ul className="class-assessors__chosen">
        {chosen.map((assessor) => (
          <li key={assessor.id} className="class-assessors__tag">
            {assessor.name}
            <button type="button" className="class-assessors__remove" aria-label={`移除${assessor.name}`} onClick={() => onRemove(assessor.id)}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <Button size="small" onClick={onAdd}>
        {`选择${label}`}
      </Button>
    </div>
  );
}

function NewClassForm() {
  const navigate = useNavigate();
  const sites = useCall(getTestSiteList, {});
  const grades = useCall(getTestGradeOptions, {});
  const [values, setValues] = useState<Values>(EMPTY);
  const [picking, setPicking] = useState<Level | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<FormInstance | null>(null);
  const current = useRef(values);
  current.current = values;
  const names = useRef(new Map<number, string>());

  const rules = useMemo(() => {
    const check = (field: NewTestClassField, trigger: 'blur' | 'change' = 'blur'): FormRule[] => [
      {
        required: true,
        trigger,
        validator: asFormValidator(() => validateNewTestClass(toForm(current.current), (id) => names.current.get(id) ?? String(id))[field] ?? null) as FormRule['validator'],
      },
    ];
    return {
      test_class_title: check('test_class_title'),
      register: check('register_time', 'change'),
      test: check('test_time', 'change'),
      test_address: check('test_address', 'change'),
      test_grade: check('test_grade', 'change'),
      testNum: check('testNum'),
      assessors: check('assessors', 'change'),
      contact: check('contact'),
      contact_number: check('contact_number'),
      region: check('city', 'change'),
      addressinfo: check('addressinfo'),
    };
  }, []);

  function set<K extends keyof Values>(key: K, value: Values[K], revalidate?: string) {
    current.current = { ...current.current, [key]: value };
    setValues(current.current);
    if (revalidate) setTimeout(() => form.current?.validateField(revalidate), 0);
  }

  function pick(level: Level, assessor: PickedAssessor): string | null {
    const chosen = current.current.assessors[level];
    const refused = checkDuplicateAssessor(chosen, assessor);
    if (refused) {
      toast.warning(refused);
      return refused;
    }
    names.current.set(assessor.id, assessor.name);
    set('assessors', { ...current.current.assessors, [level]: [...chosen, assessor] }, 'assessors');
    return null;
  }

  function remove(level: Level, id: number) {
    set('assessors', { ...current.current.assessors, [level]: current.current.assessors[level].filter((a) => a.id !== id) }, 'assessors');
  }

  function toggleGrade(grade: number, on: boolean) {
    const next = on ? [...current.current.test_grade, grade].sort((a, b) => a - b) : current.current.test_grade.filter((g) => g !== grade);
    set('test_grade', next, 'test_grade');
    setTimeout(() => form.current?.validateField('assessors'), 0);
  }

  async function submit() {
    const ok = await new Promise<boolean>((resolve) => (form.current ? form.current.validate(resolve) : resolve(false)));
    if (!ok) return;
    const f = toForm(current.current);
    setBusy(true);
    const outcome = await settle(
      api().call(addTestClass, {
        register_time: f.register_time ?? [],
        test_time: f.test_time ?? [],
        test_address: f.test_address,
        test_grade: [...f.test_grade],
        test_class_title: f.test_class_title.trim(),
        testNum: String(f.testNum).trim(),
        grade_one_examiner: [...f.grade_one_examiner],
        grade_two_examiner: [...f.grade_two_examiner],
        grade_three_examiner: [...f.grade_three_examiner],
        province: f.province,
        city: f.city,
        district: f.district,
        addressinfo: f.addressinfo.trim(),
        contact: f.contact.trim(),
        contact_number: String(f.contact_number).trim(),
      } as never),
    );
    setBusy(false);
    if (!outcome.ok) {
      if (!outcome.reported) toast.error(outcome.errorMsg ? `${L.createFailed}：${outcome.errorMsg}` : L.createFailed);
      return;
    }
    toast.success(L.created);
    navigate(TEST_LIST_PATH);
  }

  const siteItems = sites.result?.items ?? [];
  const chosenSite = siteItems.find((site) => site.id === values.test_address) ?? null;

  return (
    <>
      <Form
        ref={(instance: FormInstance | null) => {
          form.current = instance;
        }}
        model={values}
        rules={rules}
        labelWidth="110"
        className="class-form"
        onSubmit={(event) => event.preventDefault()}
      >
        <Form.Item label="测试班名称" prop="test_class_title">
          <Input value={values.test_class_title} maxLength={TEST_CLASS_LIMITS.titleMax} placeholder="请填写测试班名称" onChange={(v) => set('test_class_title', String(v))} />
        </Form.Item>
        <Form.Item label="报名时间" prop="register">
          <DateRange value={values.register} startPlaceholder="报名开始日期" endPlaceholder="报名截止日期" onChange={(v) => set('register', v, 'register')} />
        </Form.Item>
        <Form.Item label="测试时间" prop="test">
          <DateRange value={values.test} startPlaceholder="测试开始日期" endPlaceholder="测试结束日期" onChange={(v) => set('test', v, 'test')} />
        </Form.Item>
        <Form.Item label="测试地点" prop="test_address">
          <Select
            value={values.test_address ?? ''}
            placeholder={sites.loading && !sites.result ? '加载中…' : siteItems.length ? '请选择测试地点' : '暂无测试场地，请先在资质申请中填写'}
            onChange={(value: number) => set('test_address', Number(value) || null, 'test_address')}
          >
            {siteItems.map((site) => (
              <Select.Option key={site.id} value={site.id} label={site.name} />
            ))}
          </Select>
          {chosenSite ? (
            <p className="class-form__hint" aria-live="polite">
              {`${chosenSite.province_name}${chosenSite.city_name}${chosenSite.district_name} ${chosenSite.detailed_address}`}
            </p>
          ) : null}
        </Form.Item>
        <Form.Item label="测试等级" prop="test_grade">
          <div className="class-form__grades">
            {(grades.result?.items ?? []).map((grade) => (
              <Checkbox key={grade.grade_value} checked={values.test_grade.includes(grade.grade_value)} onChange={(on: boolean) => toggleGrade(grade.grade_value, on)}>
                {grade.grade_name}
              </Checkbox>
            ))}
          </div>
        </Form.Item>
        <Form.Item label="测试人数" prop="testNum">
          <Input value={values.testNum} maxLength={4} inputMode="numeric" placeholder="请输入测试人数，为阿拉伯数字" onChange={(v) => set('testNum', String(v))} />
        </Form.Item>
        <Form.Item label="考评员" prop="assessors">
          <div className="class-assessors">
            {([1, 2, 3] as const).map((level) => (
              <AssessorLevel key={level} level={level} chosen={values.assessors[level]} onAdd={() => setPicking(level)} onRemove={(id) => remove(level, id)} />
            ))}
            <p className="class-form__hint">所需考评员人数按所选最低测试等级确定。</p>
          </div>
        </Form.Item>
        <Form.Item label="联系人" prop="contact">
          <Input value={values.contact} maxLength={TEST_CLASS_LIMITS.contactMax} placeholder="请填写联系人" autoComplete="name" onChange={(v) => set('contact', String(v))} />
        </Form.Item>
        <Form.Item label="联系方式" prop="contact_number">
          <Input value={values.contact_number} maxLength={11} inputMode="tel" placeholder="请输入联系方式" autoComplete="tel" onChange={(v) => set('contact_number', String(v))} />
        </Form.Item>
        <Form.Item label="邮寄地区" prop="region">
          <RegionCascade value={values.region} loadRegions={loadRegions} onChange={(region) => set('region', region, 'region')} />
        </Form.Item>
        <Form.Item label="详细地址" prop="addressinfo">
          <Input value={values.addressinfo} maxLength={TEST_CLASS_LIMITS.addressInfoMax} placeholder="请填写详细地址" autoComplete="street-address" onChange={(v) => set('addressinfo', String(v))} />
        </Form.Item>
        <div className="class-form__actions">
          <Button type="primary" loading={busy} onClick={() => void submit()}>
            提交申请
          </Button>
          <Button onClick={() => navigate(TEST_LIST_PATH)}>取消</Button>
        </div>
      </Form>
      <AssessorPicker level={picking} onClose={() => setPicking(null)} onPick={(assessor) => (picking === null ? null : pick(picking, assessor))} />
    </>
  );
}

/**
 * /personal/addClassApplication (req: institution.md#new-test-class, #evaluator-picker, #evaluator-minimums; decision
 * 0059): behind the qualification gate; the form with the rules of `@badminton/validation` (the service applies the
 * same), the test site among the institution's own, the grades, the assessors per level from the picker (5 per page;
 * 已经选择了{name}) with the minimum by the lowest grade; 新增测试班成功 and back to the list, or 新增测试班失败.
 */
export default function AddClassScreen() {
  return (
    <PageSection title="新增测试班">
      <QualificationGate>
        <NewClassForm />
      </QualificationGate>
    </PageSection>
  );
}
