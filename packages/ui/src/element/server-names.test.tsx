// The names and ties of the kit's parts are in the markup the server draws (decision 0057): each part is rendered with
// react-dom/server, `document` and `window` hidden as on the server, and its HTML is put in a page with no script run
// and no React: what a screen reader reads before the page hydrates (or with JavaScript off).
import { within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from '../components/pager/pager';
import { Button, Carousel, Dialog, Radio } from './element';
import { EveryFieldForm } from './server-render-cases';

function serverPage(element: ReactElement): HTMLElement {
  vi.stubGlobal('document', undefined);
  vi.stubGlobal('window', undefined);
  let html: string;
  try {
    html = renderToString(element);
  } finally {
    vi.unstubAllGlobals();
  }
  const page = document.createElement('div');
  page.innerHTML = html;
  document.body.append(page);
  return page;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the server markup of the parts is named before any script runs', () => {
  it('Form.Item labels name their input, select, date picker and radio group', () => {
    const page = within(serverPage(<EveryFieldForm />));
    expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('张三');
    const select = page.getByRole('combobox', { name: '证件类型' });
    expect(select).toHaveValue('居民身份证');
    expect(select).toHaveAttribute('aria-expanded', 'false');
    expect(select).toHaveAttribute('aria-haspopup', 'listbox');
    expect(page.getByRole('textbox', { name: '出生日期' })).toHaveValue('2010-03-15');
    const sex = page.getByRole('radiogroup', { name: '性别' });
    const radios = within(sex).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios[0].getAttribute('name')).toBeTruthy();
    expect(radios[1]).toHaveAttribute('name', radios[0].getAttribute('name')!);
  });

  it('a Radio.Group outside a form is named by its own aria-label', () => {
    const page = within(
      serverPage(
        <Radio.Group aria-label="账号类型" value={1} onChange={() => {}}>
          <Radio.Button value={1}>运动员</Radio.Button>
          <Radio.Button value={2}>考评员</Radio.Button>
        </Radio.Group>,
      ),
    );
    const group = page.getByRole('radiogroup', { name: '账号类型' });
    expect(within(group).getByRole('radio', { name: '运动员' })).toBeChecked();
  });

  it('two forms on a page get distinct ids', () => {
    const page = serverPage(
      <>
        <EveryFieldForm />
        <EveryFieldForm />
      </>,
    );
    const ids = [...page.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(within(page).getAllByRole('textbox', { name: '姓名' })).toHaveLength(2);
  });

  it('the pager is a named navigation: named arrows, page numbers as buttons, the current page marked', () => {
    const page = within(serverPage(<Pager total={95} pageSize={10} page={1} onChange={() => {}} />));
    const nav = within(page.getByRole('navigation', { name: '分页' }));
    expect(nav.getByRole('button', { name: '上一页' })).toHaveAttribute('aria-disabled', 'true');
    expect(nav.getByRole('button', { name: '下一页' })).toHaveAttribute('aria-disabled', 'false');
    expect(nav.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('button', { name: '2' })).toHaveAttribute('tabindex', '0');
    expect(nav.getByRole('button', { name: '向后5页' })).toBeInTheDocument();
    expect(nav.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('an open dialog is a modal dialog named by its title, with a named close button', () => {
    const page = within(
      serverPage(
        <Dialog visible title="温馨提示" onCancel={() => {}}>
          <Dialog.Body>请先登录</Dialog.Body>
          <Dialog.Footer>
            <Button>取消</Button>
          </Dialog.Footer>
        </Dialog>,
      ),
    );
    const dialog = page.getByRole('dialog', { name: '温馨提示' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it('the carousel arrows are named', () => {
    const page = serverPage(
      <Carousel height="200px" arrow="always">
        <Carousel.Item>第一张</Carousel.Item>
        <Carousel.Item>第二张</Carousel.Item>
      </Carousel>,
    );
    expect(within(page).getByRole('button', { name: '上一张' })).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: '下一张' })).toBeInTheDocument();
  });
});
