import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import {
  Breadcrumb,
  Button,
  Checkbox,
  Dialog,
  Form,
  Input,
  Radio,
  Select,
  Steps,
  Switch,
  Table,
  Tabs,
  Tag,
} from './element';

const meta = {
  title: 'Element/Themed components',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const rowStyle = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 20 } as const;

function ShowcaseView() {
  const [role, setRole] = useState(1);
  const [grade, setGrade] = useState('');
  const [agree, setAgree] = useState(true);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState(true);
  return (
    <div style={{ maxWidth: 960 }}>
      <Breadcrumb separator="/">
        <Breadcrumb.Item>首页</Breadcrumb.Item>
        <Breadcrumb.Item>测试报名</Breadcrumb.Item>
      </Breadcrumb>

      <h3 style={{ marginTop: 20 }}>按钮与标签</h3>
      <div style={rowStyle}>
        <Button type="primary">立即报名</Button>
        <Button>取消</Button>
        <Button type="primary" plain>
          查看详情
        </Button>
        <Button type="primary" disabled>
          报名已截止
        </Button>
        <Button type="text">查看更多</Button>
        <Tag type="primary">一级</Tag>
        <Tag type="success">已通过</Tag>
        <Tag type="warning">待审核</Tag>
        <Tag type="danger">未通过</Tag>
      </div>

      <h3>表单</h3>
      <Form labelWidth="90">
        <Form.Item label="用户类型">
          <Radio.Group value={role} onChange={(value: number) => setRole(value)}>
            <Radio value={1}>运动员</Radio>
            <Radio value={2}>考评员</Radio>
            <Radio value={3}>测试机构</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label="手机号">
          <Input placeholder="请输入联系电话" style={{ maxWidth: 320 }} />
        </Form.Item>
        <Form.Item label="测试等级">
          <Select value={grade} placeholder="请选择测试等级" onChange={(value: string) => setGrade(value)}>
            <Select.Option value="1" label="一级" />
            <Select.Option value="2" label="二级" />
            <Select.Option value="10" label="少儿一级" />
          </Select>
        </Form.Item>
        <Form.Item label="消息提醒">
          <Switch value={notice} onChange={(value: boolean) => setNotice(value)} />
        </Form.Item>
        <Form.Item>
          <Checkbox checked={agree} onChange={(checked) => setAgree(checked)}>
            我已阅读并同意报名须知
          </Checkbox>
        </Form.Item>
      </Form>

      <h3>步骤与标签页</h3>
      <Steps active={1} space={200}>
        <Steps.Step title="验证手机号" />
        <Steps.Step title="设置密码" />
        <Steps.Step title="注册成功" />
      </Steps>
      <Tabs activeName="all" style={{ marginTop: 20 }}>
        <Tabs.Pane label="全部" name="all">
          全部消息
        </Tabs.Pane>
        <Tabs.Pane label="未读" name="unread">
          未读消息
        </Tabs.Pane>
      </Tabs>

      <h3 style={{ marginTop: 20 }}>表格与栅格</h3>
      <Table
        border
        columns={[
          { label: '测试时间', prop: 'testDate', width: 160 },
          { label: '测试班', prop: 'testClassName' },
          { label: '等级', prop: 'rankName', width: 100 },
        ]}
        data={[
          { testDate: '2024-03-16', testClassName: '北京市第一期等级评定测试班', rankName: '三级' },
          { testDate: '2023-10-21', testClassName: '北京市秋季等级评定测试班', rankName: '二级' },
        ]}
      />

      <h3 style={{ marginTop: 20 }}>对话框</h3>
      <Button type="primary" onClick={() => setOpen(true)}>
        选择测试等级
      </Button>
      <Dialog title="选择测试等级" visible={open} onCancel={() => setOpen(false)}>
        <Dialog.Body>请选择本次报名的测试等级。窄屏下对话框宽度为 90%。</Dialog.Body>
        <Dialog.Footer>
          <Button onClick={() => setOpen(false)}>取消</Button>
          <Button type="primary" onClick={() => setOpen(false)}>
            确定
          </Button>
        </Dialog.Footer>
      </Dialog>
    </div>
  );
}

/** element-react pieces re-exported by the kit, in the brand theme. */
export const Showcase: Story = { render: () => <ShowcaseView /> };
