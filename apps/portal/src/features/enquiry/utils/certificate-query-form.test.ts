import { describe, expect, it } from 'vitest';
import { checkCertificateQuery, EMPTY_CERTIFICATE_QUERY, toOpenQueryPayload } from './certificate-query-form';

const draft = (fields: Partial<typeof EMPTY_CERTIFICATE_QUERY>) => ({ ...EMPTY_CERTIFICATE_QUERY, ...fields });

describe('certificate query form', () => {
  it('defaults to certificate type 1 (身份证)', () => {
    expect(EMPTY_CERTIFICATE_QUERY.certificates_type).toBe(1);
  });

  it('needs the athlete name first, then two filled items', () => {
    expect(checkCertificateQuery(draft({ certificate_numbering: 'BM2024' }))).toEqual({
      field: 'name',
      message: '请输入运动员姓名',
    });
    expect(checkCertificateQuery(draft({ name: '张三' }))).toEqual({ field: 'query', message: '至少填写两项进行查询' });
    expect(checkCertificateQuery(draft({ name: '张三', certificate_numbering: 'BM2024' }))).toBeNull();
  });

  it('checks the ID number by the chosen type', () => {
    expect(checkCertificateQuery(draft({ name: '张三', certificates_number: '123' }))).toEqual({
      field: 'certificates_number',
      message: '请输入正确的身份证号码',
    });
    expect(checkCertificateQuery(draft({ name: '张三', certificates_type: 4, certificates_number: 'E12345678' }))).toBeNull();
    expect(checkCertificateQuery(draft({ name: '张三', certificates_type: 2, certificates_number: 'E12345678' }))).toEqual({
      field: 'certificates_number',
      message: '请输入正确的港澳通行证号码',
    });
  });

  it('drops empty fields and sends the type only with a number', () => {
    expect(toOpenQueryPayload(draft({ name: ' 张三 ', certificate_numbering: ' BM1 ' }))).toEqual({
      name: '张三',
      certificate_numbering: 'BM1',
    });
    expect(toOpenQueryPayload(draft({ name: '张三', certificates_type: 4, certificates_number: 'E12345678' }))).toEqual({
      name: '张三',
      certificates_type: 4,
      certificates_number: 'E12345678',
    });
  });
});
