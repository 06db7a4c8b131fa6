import { describe, expect, it } from 'vitest';
import { autoListLimit, autoRowsShown, checkManualForm, checkProofFile } from './event-rules';

const png = (size: number) => ({ name: 'p.png', type: 'image/png', size });

describe('the manual event application', () => {
  it('asks for the event, a grade of 4/5/6 and the proof, in that order', () => {
    expect(checkManualForm({ eventId: null, grade: null, proof: null })).toBe('请选择赛事');
    expect(checkManualForm({ eventId: 3, grade: null, proof: null })).toBe('请选择等级');
    expect(checkManualForm({ eventId: 3, grade: 7, proof: null })).toBe('只能申请四级、五级或六级');
    expect(checkManualForm({ eventId: 3, grade: 5, proof: null })).toBe('请上传证明图片');
    expect(checkManualForm({ eventId: 3, grade: 5, proof: png(100) })).toBeNull();
  });

  it('takes JPG/PNG under 4 MB only, with the spec’s messages', () => {
    expect(checkProofFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('上传图片只能是 JPG/PNG 格式!');
    expect(checkProofFile({ name: 'a.jpg', type: '', size: 10 })).toBeNull();
    expect(checkProofFile(png(4 * 1024 * 1024 - 1))).toBeNull();
    expect(checkProofFile(png(4 * 1024 * 1024))).toBe('上传图片大小不能超过 4MB!');
  });
});

describe('the automatic list paging', () => {
  it('shows up to 10 on one page, else pages of 5', () => {
    expect(autoListLimit(1)).toBe(10);
    expect(autoListLimit(2)).toBe(5);
    expect(autoRowsShown([1, 2, 3, 4, 5, 6, 7], 7)).toHaveLength(7);
    expect(autoRowsShown([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 11)).toHaveLength(5);
  });
});
