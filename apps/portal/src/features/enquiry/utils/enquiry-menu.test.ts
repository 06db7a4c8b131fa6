import { describe, expect, it } from 'vitest';
import { activeEnquiryMenu, athleteDetailHref, ENQUIRY_MENU, readAthleteId } from './enquiry-menu';

describe('activeEnquiryMenu', () => {
  it.each([
    ['/enquiry/athleteList', null],
    ['/enquiry/certificateAuthenticity', 'certificate'],
    ['/enquiry/certificateAuthenticity/athleteDetail', 'certificate'],
    ['/enquiry/certificateAuthenticityX', null],
    ['/enquiry', null],
    ['/news', null],
  ])('%s → %s', (path, key) => {
    expect(activeEnquiryMenu(path)).toBe(key);
  });

  it('has the one entry of the 公开查询 menu', () => {
    expect(ENQUIRY_MENU.map((entry) => entry.label)).toEqual(['运动员资格证书查询']);
  });
});

describe('athleteDetailHref / readAthleteId', () => {
  it('encodes the name and reads the id back', () => {
    const href = athleteDetailHref(42, '张 三&');
    expect(href).toBe('/enquiry/certificateAuthenticity/athleteDetail?id=42&name=%E5%BC%A0+%E4%B8%89%26');
    const params = new URL(href, 'http://x').searchParams;
    expect(readAthleteId(params)).toBe(42);
    expect(params.get('name')).toBe('张 三&');
  });

  it('leaves the name out when it is empty', () => {
    expect(athleteDetailHref(7, null)).toBe('/enquiry/certificateAuthenticity/athleteDetail?id=7');
  });

  it.each(['', 'abc', '0', '-3', '1.5', '99999999999999999999'])('rejects id %j', (raw) => {
    expect(readAthleteId(new URLSearchParams({ id: raw }))).toBeNull();
  });
});
