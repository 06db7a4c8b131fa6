// Every part of ./element.ts with typical props, for the server-render test (node, no DOM) and the hydration test
// (jsdom): what the server must draw, and what must be on the page once the part has hydrated (issue 23).
import type { ReactElement } from 'react';
import {
  Breadcrumb,
  Button,
  Carousel,
  Cascader,
  Checkbox,
  Collapse,
  DatePicker,
  DateRangePicker,
  Dialog,
  Form,
  Input,
  Loading,
  Pagination,
  Radio,
  Select,
  Steps,
  Switch,
  Table,
  Tabs,
  Tag,
  Upload,
} from './element';

export interface ServerRenderCase {
  name: string;
  element: () => ReactElement;
  /** Fragments of the server's HTML. */
  server: string[];
  /** Not in the server's HTML (what a part leaves to the browser). */
  notOnServer?: string[];
  /** A selector present once hydrated (the real element-react component's markup), checked in jsdom. */
  hydrated?: string;
}

/** A Form.Item of each kind of field the screens use: an input, a select, a date picker, a radio group. */
export function EveryFieldForm() {
  return (
    <Form model={{ name: '张三' }} labelWidth="80">
      <Form.Item label="姓名" prop="name">
        <Input value="张三" onChange={() => {}} />
      </Form.Item>
      <Form.Item label="证件类型">
        <Select value={1} onChange={() => {}}>
          <Select.Option value={1} label="居民身份证" />
          <Select.Option value={4} label="护照" />
        </Select>
      </Form.Item>
      <Form.Item label="出生日期">
        <DatePicker value={new Date(2010, 2, 15)} onChange={() => {}} />
      </Form.Item>
      <Form.Item label="性别">
        <Radio.Group value={1} onChange={() => {}}>
          <Radio value={1}>男</Radio>
          <Radio value={2}>女</Radio>
        </Radio.Group>
      </Form.Item>
    </Form>
  );
}

const REGIONS = [{ value: 'gd', label: '广东', children: [{ value: 'sz', label: '深圳' }] }];

export const SERVER_RENDER_CASES: ServerRenderCase[] = [
  {
    name: 'Button',
    element: () => <Button type="primary">提交</Button>,
    server: ['<button class="el-button el-button--primary" type="button"><span>提交</span></button>'],
  },
  {
    // Not a submit button until hydrated: tapped earlier it would submit the form natively and drop what was typed.
    name: 'Button of a form',
    element: () => (
      <Button type="primary" nativeType="submit">
        登录
      </Button>
    ),
    server: ['<button class="el-button el-button--primary" type="button"><span>登录</span></button>'],
    notOnServer: ['type="submit"'],
    hydrated: 'button[type="submit"]',
  },
  {
    name: 'Input',
    element: () => <Input value="张三" placeholder="姓名" onChange={() => {}} />,
    server: ['<div class="el-input"><input placeholder="姓名"', 'value="张三"'],
  },
  {
    name: 'Form with items',
    element: () => (
      <Form model={{ name: '张三' }} labelWidth="80" rules={{ name: { required: true, message: '请输入' } }}>
        <Form.Item label="姓名" prop="name">
          <Input value="张三" onChange={() => {}} />
        </Form.Item>
        <Form.Item label="级别">
          <Select value={2} onChange={() => {}}>
            <Select.Option value={1} label="一级" />
            <Select.Option value={2} label="二级" />
          </Select>
        </Form.Item>
      </Form>
    ),
    server: ['<form class="el-form el-form--label-right">', 'el-form-item__label', '姓名', 'value="二级"'],
    hydrated: '.el-select-dropdown',
  },
  {
    name: 'Form with every kind of field',
    element: () => <EveryFieldForm />,
    server: [
      'id=":R1:label" for=":R1:field">姓名</label>',
      '<input id=":R1:field"',
      'for=":R2:field"',
      'id=":R2:field" role="combobox" aria-haspopup="listbox" aria-expanded="false"',
      'for=":R3:field"',
      'id=":R3:field"',
      'id=":R4:label">性别</label>',
      'role="radiogroup" aria-labelledby=":R4:label"',
    ],
    notOnServer: ['for=":R4:field"'],
    hydrated: '.el-select-dropdown',
  },
  {
    name: 'Select with options and a value',
    element: () => (
      <Select value="b" placeholder="请选择级别" onChange={() => {}}>
        <Select.Option value="a" label="一级" />
        {[<Select.Option key="b" value="b" label="二级" />]}
      </Select>
    ),
    server: [
      '<div class="el-select"><div class="el-input"><i class="el-input__icon el-icon-caret-top"></i>',
      'placeholder="请选择级别"',
      'readonly=""',
      'value="二级"',
    ],
    notOnServer: ['el-select-dropdown', 'el-scrollbar'],
    hydrated: '.el-select-dropdown .el-select-dropdown__item.selected',
  },
  {
    name: 'Select without a value',
    element: () => (
      <Select value="" onChange={() => {}}>
        <Select.Option value="a" label="一级" />
      </Select>
    ),
    server: ['placeholder="请选择"', 'value=""'],
    hydrated: '.el-select-dropdown',
  },
  {
    name: 'Radio group',
    element: () => (
      <Radio.Group value={1} onChange={() => {}}>
        <Radio value={1}>运动员</Radio>
        <Radio value={2}>考评员</Radio>
      </Radio.Group>
    ),
    server: ['<div class="el-radio-group" role="radiogroup">', 'el-radio__input is-checked', '运动员', 'type="radio" name="'],
  },
  {
    name: 'Radio buttons, one chosen',
    element: () => (
      <Radio.Group value={2} onChange={() => {}}>
        <Radio.Button value={1}>运动员</Radio.Button>
        <Radio.Button value={2}>考评员</Radio.Button>
      </Radio.Group>
    ),
    server: ['<label class="el-radio-button is-active">', '<span class="el-radio-button__inner">考评员</span>'],
  },
  {
    name: 'Checkbox group',
    element: () => (
      <Checkbox.Group value={['a']} onChange={() => {}}>
        <Checkbox label="a" />
        <Checkbox label="b" />
      </Checkbox.Group>
    ),
    server: ['<div class="el-checkbox-group" role="group">', 'el-checkbox__input is-checked'],
  },
  {
    name: 'Dialog closed',
    element: () => (
      <div className="host">
        <Dialog visible={false} title="温馨提示" onCancel={() => {}}>
          <Dialog.Body>正文</Dialog.Body>
        </Dialog>
      </div>
    ),
    server: ['<div class="host"></div>'],
    notOnServer: ['el-dialog', '温馨提示'],
    hydrated: '.el-dialog__wrapper',
  },
  {
    name: 'Dialog open',
    element: () => (
      <Dialog visible title="温馨提示" onCancel={() => {}}>
        <Dialog.Body>正文</Dialog.Body>
        <Dialog.Footer>
          <Button>取消</Button>
        </Dialog.Footer>
      </Dialog>
    ),
    server: [
      'class="el-dialog__wrapper"',
      'role="dialog" aria-modal="true" aria-labelledby=":R0:title"',
      '<span class="el-dialog__title" id=":R0:title">温馨提示</span>',
      'aria-label="关闭"',
      '<div class="el-dialog__body">正文</div>',
      'el-dialog__footer',
    ],
    hydrated: '.el-dialog__wrapper',
  },
  {
    name: 'Tabs',
    element: () => (
      <Tabs activeName="a">
        <Tabs.Pane name="a" label="通知">通知列表</Tabs.Pane>
        <Tabs.Pane name="b" label="公告">公告列表</Tabs.Pane>
      </Tabs>
    ),
    server: ['<div class="el-tabs">', 'el-tabs__item is-active">通知', '<div class="el-tab-pane">通知列表</div>'],
  },
  {
    name: 'Collapse',
    element: () => (
      <Collapse value="1" accordion>
        <Collapse.Item title="问题" name="1">
          回答
        </Collapse.Item>
      </Collapse>
    ),
    server: ['<div class="el-collapse">', 'el-collapse-item is-active', '回答'],
  },
  {
    name: 'Table with rows',
    element: () => (
      <Table
        stripe
        columns={[
          { label: '姓名', prop: 'name', width: 120 },
          { label: '级别', prop: 'grade', align: 'center' },
          { label: '操作', render: (row: { name: string }) => <Button type="text">查看{row.name}</Button> },
        ]}
        data={[
          { name: '张三', grade: '一级' },
          { name: '李四', grade: '二级' },
        ]}
      />
    ),
    server: [
      '<div class="el-table el-table--fit el-table--striped el-table--enable-row-hover el-table--enable-row-transition">',
      '<div class="cell">姓名</div>',
      '<div class="cell">李四</div>',
      'el-table__row el-table__row--striped',
      '<button class="el-button el-button--text" type="button"><span>查看<!-- -->张三</span></button>',
    ],
    notOnServer: ['el-table__empty-block'],
    hydrated: '.el-table__column-resize-proxy',
  },
  {
    name: 'Table without rows',
    element: () => <Table columns={[{ label: '姓名', prop: 'name' }]} data={[]} emptyText="暂无记录" />,
    server: ['<div class="el-table__empty-block"', '<span class="el-table__empty-text">暂无记录</span>'],
    hydrated: '.el-table__column-resize-proxy',
  },
  {
    name: 'Tag',
    element: () => <Tag type="success">已通过</Tag>,
    server: ['<span class="el-tag el-tag--success">已通过</span>'],
  },
  {
    name: 'Switch',
    element: () => <Switch value onChange={() => {}} />,
    server: ['el-switch', 'is-checked'],
  },
  {
    name: 'Steps',
    element: () => (
      <Steps active={1}>
        <Steps.Step title="报名" />
        <Steps.Step title="缴费" />
      </Steps>
    ),
    server: ['<div class="el-steps">', '报名', '缴费'],
  },
  {
    name: 'Upload',
    element: () => (
      <Upload action="/api/upload" listType="picture-card" fileList={[{ name: 'a.png', url: '/wwwroot/a.png', status: 'success' }]}>
        <i className="el-icon-plus" />
      </Upload>
    ),
    server: ['el-upload el-upload--picture-card', '<input class="el-upload__input" type="file"', 'src="/wwwroot/a.png"'],
  },
  {
    name: 'Carousel',
    element: () => (
      <Carousel height="200px">
        <Carousel.Item>第一张</Carousel.Item>
        <Carousel.Item>第二张</Carousel.Item>
      </Carousel>
    ),
    server: ['<div class="el-carousel">', 'style="height:200px"', '第一张', 'el-carousel__indicators', 'aria-label="上一张"', 'aria-label="下一张"'],
  },
  {
    name: 'Loading',
    element: () => (
      <Loading loading text="加载中">
        <p>内容</p>
      </Loading>
    ),
    server: ['<div style="position:relative"', 'el-loading-spinner', '<p class="el-loading-text">加载中</p>', '<p>内容</p>'],
  },
  {
    name: 'Loading full screen',
    element: () => <Loading fullscreen loading />,
    server: ['position:fixed', 'el-loading-spinner is-full-screen'],
  },
  {
    name: 'Breadcrumb',
    element: () => (
      <Breadcrumb separator="/">
        <Breadcrumb.Item>首页</Breadcrumb.Item>
        <Breadcrumb.Item>新闻</Breadcrumb.Item>
      </Breadcrumb>
    ),
    server: ['<div class="el-breadcrumb">', '首页'],
  },
  {
    name: 'Pagination',
    element: () => <Pagination total={100} pageSize={10} currentPage={2} layout="prev, pager, next" onCurrentChange={() => {}} />,
    server: [
      '<div class="el-pagination">',
      'aria-label="上一页"',
      '<ul role="none" class="el-pager">',
      '<li role="button" tabindex="0" aria-current="page" class="number active">2</li>',
      'aria-label="向后5页"',
    ],
  },
  {
    name: 'DatePicker with a value',
    element: () => <DatePicker value={new Date(2024, 0, 2)} placeholder="选择日期" onChange={() => {}} />,
    server: [
      '<span class="el-date-editor is-have-trigger is-filled"><div class="el-input el-date-editor el-date-editor--date"><i class="el-input__icon el-icon-date"></i>',
      'placeholder="选择日期"',
      'value="2024-01-02"',
    ],
  },
  {
    name: 'DatePicker without a value',
    element: () => <DatePicker value={null} placeholder="开始日期" isDisabled onChange={() => {}} />,
    server: ['<span class="el-date-editor is-have-trigger">', 'disabled=""', 'value=""'],
    notOnServer: ['is-filled'],
  },
  {
    name: 'DateRangePicker',
    element: () => (
      <DateRangePicker value={[new Date(2024, 0, 2), new Date(2024, 1, 3)]} placeholder="选择日期范围" onChange={() => {}} />
    ),
    server: ['el-date-editor el-date-editor--daterange', 'value="2024-01-02 - 2024-02-03"'],
  },
  {
    name: 'Cascader',
    element: () => <Cascader options={REGIONS} value={['gd', 'sz']} onChange={() => {}} />,
    server: ['<span class="el-cascader">', '广东', '深圳'],
  },
];
