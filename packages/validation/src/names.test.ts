import { describe, expect, it } from 'vitest';
import { isChineseName, validateChineseName, validateEnglishName } from './names';

describe('Chinese name', () => {
  it.each([
    ['李娜', null],
    ['林丹', null],
    ['谌龙', null],
    ['欧阳晓明', null],
    ['司马相如', null],
    ['𠮷野家', null], // a Han character outside the BMP counts once
    ['买买提·艾力', null],
    ['阿依古丽·买买提', null],
    ['努尔·买买提·艾力', null],
    ['', '请输入姓名'],
    ['  ', '请输入姓名'],
    [null, '请输入姓名'],
    ['李', '请输入正确的中文名'],
    ['欧阳晓明明', '请输入正确的中文名'], // 5 characters without a dot
    ['李 娜', '请输入正确的中文名'],
    [' 李娜', '请输入正确的中文名'],
    ['Li Na', '请输入正确的中文名'],
    ['李Na', '请输入正确的中文名'],
    ['李娜1', '请输入正确的中文名'],
    ['·买买提', '请输入正确的中文名'],
    ['买买提·', '请输入正确的中文名'],
    ['买买提··艾力', '请输入正确的中文名'],
    ['买买提.艾力', '请输入正确的中文名'], // ASCII full stop is not the middle dot
    ['买买提•艾力', '请输入正确的中文名'], // U+2022 bullet
    [`${'买'.repeat(50)}·${'艾'.repeat(49)}`, '请输入正确的中文名'], // 50 + dot + 49 = 100 characters
  ])('%j → %j', (value, expected) => {
    expect(validateChineseName(value)).toBe(expected);
  });

  it('a dotted name of 99 characters passes', () => {
    expect(isChineseName(`${'买'.repeat(50)}·${'艾'.repeat(48)}`)).toBe(true);
  });
});

describe('English name', () => {
  it.each([
    ['Lin', null],
    ['Lin Dan', null],
    ['Mary-Jane O\'Neil', null],
    ['J. R. Smith', null],
    ['A', null],
    [`A${'b'.repeat(98)}`, null], // 99 characters
    ['', '请输入英文名'],
    ['   ', '请输入英文名'],
    [null, '请输入英文名'],
    ['lin Dan', '首字母未大写'],
    ['lIN', '首字母未大写'],
    [`A${'b'.repeat(99)}`, '请输入正确的英文名'], // 100 characters
    [`a${'b'.repeat(99)}`, '请输入正确的英文名'], // length wins over capitalisation
    ['1Lin', '请输入正确的英文名'],
    [' Lin', '请输入正确的英文名'],
    ['Lin2', '请输入正确的英文名'],
    ['林丹', '请输入正确的英文名'],
    ['Lin_Dan', '请输入正确的英文名'],
  ])('%j → %j', (value, expected) => {
    expect(validateEnglishName(value)).toBe(expected);
  });
});
