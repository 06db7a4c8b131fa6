import { type GradeOption, gradeLabel, PORTAL_MESSAGES, type TestClassItem, type TestClassListInput } from '@badminton/contracts';
import { fenToYuan, maskMiddle } from '@badminton/validation';
import type { Database } from '../../db/client';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { fromWireDateTime, toWireDateTime } from '../../lib/wire-time';
import * as repository from './repository';

const ONE_SECOND_MS = 1000;

export async function listTestClasses(db: Database, input: TestClassListInput, now: Date): Promise<{ items: TestClassItem[]; totalCount: number }> {
  const { rows, total } = await repository.findApprovedClasses(
    db,
    {
      provinceId: input.provinceId || undefined,
      cityId: input.cityId || undefined,
      districtId: input.districtId || undefined,
      grade: input.evaluator_rank,
      keyword: input.keyword,
      testFrom: input.startTime ? fromWireDateTime(input.startTime) : undefined,
      testTo: input.endTime ? new Date(fromWireDateTime(input.endTime).getTime() + ONE_SECOND_MS - 1) : undefined,
    },
    toPage(input),
    now,
  );
  const grades = await repository.findClassGrades(db, rows.map((row) => row.testClass.id));
  return {
    items: rows.map(({ testClass, mechanismFullName }) => ({
      id: testClass.id,
      test_class_title: testClass.title,
      mechanism_fullName: mechanismFullName,
      provinceName: testClass.provinceName,
      cityName: testClass.cityName,
      districtName: testClass.districtName,
      detailed_address: testClass.detailedAddress,
      registration_start_time: toWireDateTime(testClass.registrationStartTime),
      registration_end_time: toWireDateTime(testClass.registrationEndTime),
      test_start_time: toWireDateTime(testClass.testStartTime),
      test_end_time: toWireDateTime(testClass.testEndTime),
      grade: grades
        .filter((grade) => grade.testClassId === testClass.id)
        .map((grade) => ({ grade: grade.grade, grade_name: gradeLabel(grade.grade), fee: fenToYuan(grade.feeFen) })),
      test_num: testClass.testNum,
      file_path: testClass.filePath,
      contact: testClass.contact,
      contact_number: maskMiddle(testClass.contactNumber),
      isStop: testClass.isStop,
    })),
    totalCount: total,
  };
}

/**
 * Until when a class list computed at `now` stays exact: the phases (open, not yet open, closed) move with the clock
 * at the registration window boundaries.
 */
export function testClassListValidUntil(db: Database, now: Date): Promise<Date | null> {
  return repository.findNextRegistrationChange(db, now);
}

export function toGradeOptions(grades: readonly number[]): GradeOption[] {
  return grades.map((grade) => ({ key: grade, value: gradeLabel(grade) }));
}

export async function listClassGrades(db: Database, id: number): Promise<{ items: GradeOption[] }> {
  const testClass = await repository.findApprovedClass(db, id);
  if (!testClass) throw new BusinessError(PORTAL_MESSAGES.testClassNotFound);
  const grades = await repository.findClassGrades(db, [id]);
  return { items: toGradeOptions(grades.map((grade) => grade.grade)) };
}
