import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@badminton/router/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@badminton/session';
import { fake, installFakeApi } from '@badminton/api-client/testing';
import { getLogistics } from '@badminton/contracts';
import { signInAs } from '../test/session';
import { LogisticsPage } from './logistics-page';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/personal/gradeCertificateDelivery/logistics" element={<LogisticsPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => sessionStore.getState().signOut());

describe('/personal/gradeCertificateDelivery/logistics', () => {
  it('shows the carrier, the waybill and the route nodes newest first', async () => {
    signInAs(1);
    const api = installFakeApi([
      fake(getLogistics, {
        items: [
          {
            respXml: '<Response><Head>OK</Head></Response>',
            express_company: '顺丰速运',
            _mailno: 'SF1400000000001',
            routes: [
              { _remark: '顺丰速运 已收取快件', _accept_time: '2026-11-20 10:00:00', _accept_address: '广州市' },
              { _remark: '快件到达 长沙中转场', _accept_time: '2026-11-21 02:00:00', _accept_address: '长沙市' },
            ],
          },
        ],
      }),
    ]);
    renderAt('/personal/gradeCertificateDelivery/logistics?id=SF1400000000001');
    const timeline = await screen.findByRole('list', { name: /物流轨迹/ });
    const nodes = within(timeline).getAllByRole('listitem');
    expect(nodes[0]).toHaveTextContent('快件到达 长沙中转场');
    expect(nodes[1]).toHaveTextContent('已收取快件');
    expect(screen.getByText('顺丰速运')).toBeInTheDocument();
    expect(screen.getByText('SF1400000000001')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '返回' }).length).toBeGreaterThan(0);
    expect(api.calls[0]?.payload).toEqual({ ordernumber: 'SF1400000000001' });
  });

  it('shows the empty state when the carrier answered nothing (head ERR)', async () => {
    signInAs(1);
    installFakeApi([fake(getLogistics, { items: [] })]);
    renderAt('/personal/gradeCertificateDelivery/logistics?id=SF0');
    expect(await screen.findByText('暂无物流信息')).toBeInTheDocument();
  });
});
