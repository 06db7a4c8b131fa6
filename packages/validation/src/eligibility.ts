/**
 * Test eligibility, `TestApplication/CheckApply` (req: test-sign-up-and-orders.md#eligibility): which grades of a test
 * class an athlete may take. Pure and table-tested; the service uses it as the authority and the
 * forms may use it to explain a refusal.
 *
 * Grade codes: 1–9 adult (一级…九级), 10–16 children (少儿一级…少儿七级). An athlete may take a grade when
 * 1. it is in a track open to them: children's grades only while younger than
 *    {@link CHILD_TRACK_AGE_LIMIT} on the test date; adult grades at any age;
 * 2. they do not already hold it or a higher grade of the same track;
 * 3. it is at most one above the highest grade they hold in that track. A newcomer to a track
 *    (holding none of its grades) may take its entry grades: 1–3 (adult) or 10–12 (children).
 */

/** Children's grades are open only below this age (whole years on the test date). Configurable here. */
export const CHILD_TRACK_AGE_LIMIT = 18;

export type GradeTrack = 'adult' | 'child';

const TRACKS: Record<GradeTrack, { min: number; max: number; entryMax: number }> = {
  adult: { min: 1, max: 9, entryMax: 3 },
  child: { min: 10, max: 16, entryMax: 12 },
};

/** The track of a grade code, or null for a code outside 1–16 (evaluator certificates 31–33 included). */
export function gradeTrack(grade: number): GradeTrack | null {
  if (!Number.isInteger(grade)) return null;
  if (grade >= TRACKS.adult.min && grade <= TRACKS.adult.max) return 'adult';
  if (grade >= TRACKS.child.min && grade <= TRACKS.child.max) return 'child';
  return null;
}

function dateParts(value: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) throw new RangeError(`不是有效的日期：${value}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Whole years of age on `onDate` for someone born on `birthday` (both `YYYY-MM-DD…`). */
export function ageOn(birthday: string, onDate: string): number {
  const [by, bm, bd] = dateParts(birthday);
  const [y, m, d] = dateParts(onDate);
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

export interface EligibilityContext {
  /** Birthday `YYYY-MM-DD`. */
  birthday: string;
  /** Test date `YYYY-MM-DD` (a date-time string is accepted; only the date counts). */
  testDate: string;
  /** Grade codes the athlete holds (certificates); other codes are ignored. */
  heldGrades: readonly number[];
  /** Override of {@link CHILD_TRACK_AGE_LIMIT}. */
  childAgeLimit?: number;
}

export type IneligibleReason = 'unknown-grade' | 'age' | 'already-held' | 'too-high';

export interface GradeVerdict {
  grade: number;
  eligible: boolean;
  reason: IneligibleReason | null;
}

/** Highest grade held in a track, or null for a newcomer to it. */
export function highestHeld(heldGrades: readonly number[], track: GradeTrack): number | null {
  const inTrack = heldGrades.filter((grade) => gradeTrack(grade) === track);
  return inTrack.length === 0 ? null : Math.max(...inTrack);
}

/** The verdict on one grade, with the first rule it breaks. */
export function judgeGrade(grade: number, context: EligibilityContext): GradeVerdict {
  const track = gradeTrack(grade);
  if (!track) return { grade, eligible: false, reason: 'unknown-grade' };
  if (track === 'child' && ageOn(context.birthday, context.testDate) >= (context.childAgeLimit ?? CHILD_TRACK_AGE_LIMIT)) {
    return { grade, eligible: false, reason: 'age' };
  }
  const highest = highestHeld(context.heldGrades, track);
  if (highest !== null && grade <= highest) return { grade, eligible: false, reason: 'already-held' };
  const ceiling = highest === null ? TRACKS[track].entryMax : highest + 1;
  if (grade > ceiling) return { grade, eligible: false, reason: 'too-high' };
  return { grade, eligible: true, reason: null };
}

/** The offered grades the athlete may take, ascending and without duplicates. */
export function eligibleGrades(offered: readonly number[], context: EligibilityContext): number[] {
  return [...new Set(offered)].filter((grade) => judgeGrade(grade, context).eligible).sort((a, b) => a - b);
}
