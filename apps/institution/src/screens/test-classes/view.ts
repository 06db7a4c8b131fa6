import { evaluatorRankLabel, TEST_CLASS_STATUS_LABELS, type TestClassStatusCode } from '@badminton/contracts';

/** The routes of the test class screens. */
export const TEST_LIST_PATH = '/personal/testList';
export const ADD_CLASS_PATH = '/personal/addClassApplication';
export const QUALIFICATION_PATH = '/personal/qualificationApplication';
export function classDetailPath(id: number): string {
  return `/personal/addClassApplicationView?id=${id}`;
}
export function viewEntryPath(id: number, applicationStatus: string): string {
  return `/personal/testList/viewEntry?id=${id}&application_status=${encodeURIComponent(applicationStatus)}`;
}

/** The application status as the requirements present it (states.md#test-class-application-status). */
export function applicationStatusText(status: TestClassStatusCode): string {
  return TEST_CLASS_STATUS_LABELS[status] ?? status;
}

/** Dates shown as their first 10 characters (YYYY-MM-DD). */
export function day(value: string): string {
  return value.slice(0, 10);
}

export function dayRange(start: string, end: string): string {
  const from = day(start);
  const to = day(end);
  return from === to ? from : `${from} 至 ${to}`;
}

export function gradesText(grades: ReadonlyArray<{ grade_name: string }>): string {
  return grades.map((grade) => grade.grade_name).join('、') || '—';
}

/** The mailing address as stored (`省_市_区_详细地址`), for reading. */
export function mailingText(joined: string): string {
  return joined.split('_').filter(Boolean).join(' ');
}

/** The assessors of a class grouped by level (1–3), in order. */
export function coachesByLevel(coaches: ReadonlyArray<{ testcoachlevel: number; testcoachName: string }>): Array<{ level: number; label: string; names: string[] }> {
  return [1, 2, 3]
    .map((level) => ({ level, label: evaluatorRankLabel(level), names: coaches.filter((coach) => coach.testcoachlevel === level).map((coach) => coach.testcoachName) }))
    .filter((group) => group.names.length > 0);
}
