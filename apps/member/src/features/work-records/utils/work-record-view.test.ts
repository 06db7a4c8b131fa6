import { describe, expect, it } from 'vitest';
import { WORK_RECORD_MESSAGES as M } from '@badminton/contracts';
import { checkFormFile, formCell, gradeSubmissionText, gradesText, rankText, roleText } from './work-record-view';

describe('work record view', () => {
  it('words the grades, the grade submission and the evaluator’s part', () => {
    expect(gradesText([4, 5, 13])).toBe('四级、五级、少儿四级');
    expect(gradesText([])).toBe('—');
    expect([0, 1, 2, 3, 4].map(gradeSubmissionText)).toEqual(['未提交', '已提交，待审核', '已驳回', '审核通过', '已发布']);
    expect(roleText({ isleader: 1 })).toBe('考评组长');
    expect(roleText({ isleader: 0 })).toBe('考评员');
    expect(rankText(2)).toBe('二级考评员');
  });

  it('offers the download once uploaded, the upload when the service allows it, nothing otherwise', () => {
    expect(formCell({ isHasAttachments: 1, canUpload: false })).toBe('uploaded');
    expect(formCell({ isHasAttachments: 0, canUpload: true })).toBe('upload');
    expect(formCell({ isHasAttachments: 0, canUpload: false })).toBe('none');
  });

  it('takes PDF, JPG and PNG files up to 10 MB', () => {
    expect(checkFormFile({ name: '监督表.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(checkFormFile({ name: 'scan.JPG', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkFormFile({ name: 'scan.png', type: '', size: 1000 })).toBeNull();
    expect(checkFormFile({ name: 'form.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 1000 })).toBe(M.fileType);
    expect(checkFormFile({ name: 'form.pdf', type: 'text/html', size: 1000 })).toBe(M.fileType);
    expect(checkFormFile({ name: 'form.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toBe(M.fileSize);
    expect(checkFormFile({ name: 'form.pdf', type: 'application/pdf', size: 0 })).toBe(M.fileRequired);
  });
});
