import { fail, fake, installFakeApi } from '@badminton/api-client/testing';
import { AUDIT_CHAIN_PROBLEMS } from '@badminton/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AuditChainScreen from './audit-chain-screen';
import { verifyAuditChainCall } from './calls';

afterEach(() => cleanup());

describe('/personal/auditLog', () => {
  it('checks only when asked, then shows the intact chain with its size and head', async () => {
    const api = installFakeApi([
      fake(verifyAuditChainCall, { intact: true, rows: 1284, head_hash: 'ab12cd', broken_at_id: null, problem: null, problem_text: null, checked_at: '2026-12-01 10:00:00' }),
    ]);
    render(<AuditChainScreen />);
    expect(api.callsTo(verifyAuditChainCall)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '开始校验' }));
    expect(await screen.findByText('审计链完整')).toBeTruthy();
    expect(screen.getByText('1284 条')).toBeTruthy();
    expect(screen.getByText('ab12cd')).toBeTruthy();
    expect(api.callsTo(verifyAuditChainCall)).toHaveLength(1);
  });

  it('names the first row that does not verify and why', async () => {
    installFakeApi([
      fake(verifyAuditChainCall, { intact: false, rows: 17, head_hash: null, broken_at_id: 17, problem: 'content', problem_text: AUDIT_CHAIN_PROBLEMS.content, checked_at: '2026-12-01 10:00:00' }),
    ]);
    render(<AuditChainScreen />);
    fireEvent.click(screen.getByRole('button', { name: '开始校验' }));
    expect(await screen.findByText('审计链不完整')).toBeTruthy();
    expect(screen.getByText('编号 17')).toBeTruthy();
    expect(screen.getByText(AUDIT_CHAIN_PROBLEMS.content)).toBeTruthy();
  });

  it('shows the service’s refusal', async () => {
    installFakeApi([fail(verifyAuditChainCall, '当前账号无权进行此操作')]);
    render(<AuditChainScreen />);
    fireEvent.click(screen.getByRole('button', { name: '开始校验' }));
    expect(await screen.findByText('当前账号无权进行此操作')).toBeTruthy();
  });
});
