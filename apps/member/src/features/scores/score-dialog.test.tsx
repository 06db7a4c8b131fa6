// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fake, installFakeApi } from '@badminton/api-client/testing';
import { getTestScores } from '@badminton/contracts';
import { ScoreDialog } from './score-dialog';

afterEach(cleanup);

describe('ScoreDialog', () => {
  it('shows the subjects, scores and judgment of the sign-up', async () => {
    const api = installFakeApi([
      fake(getTestScores, {
        items: [
          { sort: 1, subject: '步法移动', score: 72 },
          { sort: 2, subject: '发球', score: 58.5 },
        ],
        score_qualified_judgment: 2,
        test_class_title: '羽翔体育测试班',
        grade: 4,
        gradeName: '四级',
        publishTime: '2026-11-18 10:00:00',
        canAppeal: true,
      }),
    ]);
    render(<ScoreDialog applicationId={5} testClassId={8} open onClose={vi.fn()} />);
    expect(await screen.findByText('58.5')).toBeTruthy();
    expect(screen.getByText('72.0')).toBeTruthy();
    expect(screen.getByText('不合格')).toBeTruthy();
    expect(api.callsTo(getTestScores)[0].payload).toEqual({ id: 5, testClassId: 8 });
  });

  it('shows the service’s reason when the scores are not there yet', async () => {
    installFakeApi([fail(getTestScores, '成绩尚未发布，请耐心等待')]);
    render(<ScoreDialog applicationId={5} testClassId={8} open onClose={vi.fn()} />);
    expect(await screen.findByText('成绩尚未发布，请耐心等待')).toBeTruthy();
  });

  it('asks nothing while closed', () => {
    const api = installFakeApi([]);
    render(<ScoreDialog applicationId={5} testClassId={8} open={false} onClose={vi.fn()} />);
    expect(api.callsTo(getTestScores)).toHaveLength(0);
  });
});
