import { classRefundTarget, canViewEntries } from '@badminton/contracts';
import { describe, expect, it } from 'vitest';
import { applicationStatusText, classDetailPath, coachesByLevel, day, dayRange, gradesText, mailingText, viewEntryPath } from './view';

describe('the test class screens’ view helpers', () => {
  it('shows the review status as the requirements present it', () => {
    expect(applicationStatusText('申请中')).toBe('省协会审核中');
    expect(applicationStatusText('省协会审核通过')).toBe('中羽协审核中');
    expect(applicationStatusText('中羽协审核通过')).toBe('中羽协审核通过');
    expect(applicationStatusText('审核驳回')).toBe('审核驳回');
  });
  it('dates as their first 10 characters, a one-day range once', () => {
    expect(day('2027-03-28 09:00:00')).toBe('2027-03-28');
    expect(dayRange('2027-03-28 09:00:00', '2027-03-28 17:00:00')).toBe('2027-03-28');
    expect(dayRange('2027-03-01 00:00:00', '2027-03-10 23:59:59')).toBe('2027-03-01 至 2027-03-10');
  });
  it('grades, mailing address and assessors per level', () => {
    expect(gradesText([{ grade_name: '四级' }, { grade_name: '少儿五级' }])).toBe('四级、少儿五级');
    expect(gradesText([])).toBe('—');
    expect(mailingText('广东省_广州市_天河区_体育西路1号')).toBe('广东省 广州市 天河区 体育西路1号');
    expect(
      coachesByLevel([
        { testcoachlevel: 1, testcoachName: '甲' },
        { testcoachlevel: 3, testcoachName: '丙' },
        { testcoachlevel: 1, testcoachName: '乙' },
      ]),
    ).toEqual([
      { level: 1, label: '一级考评员', names: ['甲', '乙'] },
      { level: 3, label: '三级考评员', names: ['丙'] },
    ]);
  });
  it('paths', () => {
    expect(classDetailPath(7)).toBe('/personal/addClassApplicationView?id=7');
    expect(viewEntryPath(7, '中羽协审核通过')).toBe('/personal/testList/viewEntry?id=7&application_status=%E4%B8%AD%E7%BE%BD%E5%8D%8F%E5%AE%A1%E6%A0%B8%E9%80%9A%E8%BF%87');
  });
  it('the refund toggle and view entry rules (contracts)', () => {
    expect(classRefundTarget('中羽协审核通过', 0)).toBe(1);
    expect(classRefundTarget('中羽协审核通过', 1)).toBe(0);
    expect(classRefundTarget('中羽协审核通过', 2)).toBeNull();
    expect(classRefundTarget('中羽协审核通过', 3)).toBeNull();
    expect(classRefundTarget('申请中', 0)).toBeNull();
    expect(canViewEntries('中羽协审核通过')).toBe(true);
    expect(canViewEntries('省协会审核通过')).toBe(false);
  });
});
