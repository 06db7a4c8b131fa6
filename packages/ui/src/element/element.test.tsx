import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as kit from '../index';
import { Button, Form, Input, Radio, Select, Tabs } from './element';

describe('element-react re-exports', () => {
  it('exports every piece the apps need, with their sub-components', () => {
    const components = [
      'Button', 'Input', 'Form', 'Select', 'Radio', 'Checkbox', 'Dialog', 'Tabs', 'Collapse', 'Table', 'Tag',
      'Switch', 'Steps', 'Upload', 'Carousel', 'Loading', 'Breadcrumb', 'Pagination', 'DatePicker',
      'DateRangePicker', 'Cascader',
    ] as const;
    // A component: a class, or (a part drawn by the kit until hydrated, ./hydrated.ts) a forwardRef component.
    const isComponent = (part: unknown) =>
      typeof part === 'function' || (part as { $$typeof?: symbol }).$$typeof === Symbol.for('react.forward_ref');
    for (const name of components) expect(isComponent(kit[name]), name).toBe(true);
    expect(isComponent(kit.Form.Item), 'Form.Item').toBe(true);
    expect(typeof kit.Select.Option).toBe('function');
    expect(isComponent(kit.Radio.Group), 'Radio.Group').toBe(true);
    expect(typeof kit.Radio.Button).toBe('function');
    expect(typeof kit.Tabs.Pane).toBe('function');
    expect(typeof kit.Collapse.Item).toBe('function');
    expect(isComponent(kit.Checkbox.Group), 'Checkbox.Group').toBe(true);
    expect(typeof kit.Dialog.Body).toBe('function');
    expect(typeof kit.Dialog.Footer).toBe('function');
    expect(typeof kit.Steps.Step).toBe('function');
    expect(typeof kit.Carousel.Item).toBe('function');
    expect(typeof kit.Breadcrumb.Item).toBe('function');
    expect(typeof kit.MessageBox.confirm).toBe('function');
    expect(Tabs.Pane).toBe(kit.Tabs.Pane);
  });

  it('renders a form with items, inputs, radios and a button', async () => {
    const onSubmit = vi.fn();
    function SignInForm() {
      const [role, setRole] = useState(1);
      const [account, setAccount] = useState('');
      return (
        <Form labelWidth="80">
          <Form.Item label="角色">
            <Radio.Group value={role} onChange={(value: number) => setRole(value)}>
              <Radio value={1}>运动员</Radio>
              <Radio value={2}>考评员</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item label="账号">
            <Input placeholder="请输入账号" value={account} onChange={(value) => setAccount(value)} />
          </Form.Item>
          <Button type="primary" onClick={() => onSubmit({ role, account })}>
            登录
          </Button>
        </Form>
      );
    }
    const user = userEvent.setup();
    render(<SignInForm />);
    expect(screen.getByText('角色')).toHaveClass('el-form-item__label');
    await user.click(screen.getByText('考评员'));
    await user.type(screen.getByPlaceholderText('请输入账号'), 'coach01');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(onSubmit).toHaveBeenCalledWith({ role: 2, account: 'coach01' });
  });

  it('renders a select whose options come from Select.Option', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Select value="" placeholder="请选择证书类型" onChange={onChange}>
        <Select.Option value="adult" label="成人证书" />
        <Select.Option value="child" label="少儿证书" />
      </Select>,
    );
    await user.click(screen.getByPlaceholderText('请选择证书类型'));
    await user.click(screen.getByText('少儿证书'));
    expect(onChange).toHaveBeenCalledWith('child', expect.anything());
  });
});
