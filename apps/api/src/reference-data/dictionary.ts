import {
  ADULT_GRADES,
  APPEAL_STATUS_LABELS,
  CERTIFICATE_TYPE_LABELS,
  CHILD_GRADES,
  type DictionaryClassCode,
  EDIT_STATUS_LABELS,
  EDUCATION_LABELS,
  EVALUATOR_CERTIFICATE_GRADES,
  EVALUATOR_RANKS,
  EVENT_APPLY_STATUS_LABELS,
  evaluatorRankLabel,
  gradeLabel,
  PAYMENT_STATUS_LABELS,
  TEST_PROJECT_TYPE_LABELS,
} from '@badminton/contracts';
import type { DictionaryRow } from '../modules/dictionary/repository';

type Option = readonly [value: string | number, label: string];

function gradeOptions(grades: readonly number[]): Option[] {
  return grades.map((grade) => [grade, gradeLabel(grade)]);
}

/** Options of a label table, in ascending code order (integer keys enumerate in ascending order). */
function labelOptions(labels: Record<string | number, string>): Option[] {
  return Object.entries(labels);
}

/** Every dictionary class the spec names, with its options. Typed so a class code cannot be forgotten. */
const DICTIONARY: Record<DictionaryClassCode, Option[]> = {
  certificate_grade: gradeOptions([...ADULT_GRADES, ...CHILD_GRADES, ...EVALUATOR_CERTIFICATE_GRADES]),
  test_class_can_apply_for_grade: gradeOptions([...ADULT_GRADES, ...CHILD_GRADES]),
  appraiser_grade: EVALUATOR_RANKS.map((rank) => [rank, evaluatorRankLabel(rank)]),
  certificates_type: labelOptions(CERTIFICATE_TYPE_LABELS),
  appeal_status: labelOptions(APPEAL_STATUS_LABELS),
  payment_status: labelOptions(PAYMENT_STATUS_LABELS),
  education: labelOptions(EDUCATION_LABELS),
  edit_status: labelOptions(EDIT_STATUS_LABELS),
  event_apply_status: labelOptions(EVENT_APPLY_STATUS_LABELS),
  test_class_test_project_type: labelOptions(TEST_PROJECT_TYPE_LABELS),
};

export function buildDictionaryRows(): DictionaryRow[] {
  return Object.entries(DICTIONARY).flatMap(([classCode, options]) =>
    options.map(([value, label], index) => ({ classCode, value: String(value), label, sort: index + 1 })),
  );
}
