import { type EvaluatorDetail, type EvaluatorListItem, evaluatorRankLabel, gradeLabel, PORTAL_MESSAGES } from '@badminton/contracts';
import type { Database } from '../../db/client';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { toWireDate } from '../../lib/wire-time';
import { regionNames, regionText } from '../regions/service';
import * as testClassRepository from '../test-classes/repository';
import * as repository from './repository';

type EvaluatorRow = NonNullable<Awaited<ReturnType<typeof repository.findEvaluator>>>;

function toEvaluatorItem(row: EvaluatorRow, names: Map<number, string>): EvaluatorListItem {
  const rank = row.rank ?? 0;
  return {
    id: row.id,
    name: row.name,
    athletes_photo: row.photoPath,
    evaluator_rank_value: rank,
    evaluator_rank_name: evaluatorRankLabel(rank),
    sex: row.sex,
    star: row.star,
    address: regionText(names, row.provinceId, row.cityId),
  };
}

export async function listEvaluatorsIndex(db: Database, input: { limit: number; page: number }) {
  const { rows, total } = await repository.findEvaluators(db, undefined, toPage(input));
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      athletes_photo: row.photoPath,
      evaluator_rank_value: row.rank ?? 0,
      evaluator_rank_name: evaluatorRankLabel(row.rank ?? 0),
    })),
    totalCount: total,
  };
}

export async function listEvaluators(db: Database, input: { limit: number; page: number; keyword?: string }) {
  const { rows, total } = await repository.findEvaluators(db, input.keyword, toPage(input));
  const names = await regionNames(db, rows.flatMap((row) => [row.provinceId, row.cityId]));
  return { items: rows.map((row) => toEvaluatorItem(row, names)), totalCount: total };
}

export async function getEvaluator(db: Database, id: number, now: Date): Promise<{ coachInfo: EvaluatorDetail }> {
  const row = await repository.findEvaluator(db, id);
  if (!row) throw new BusinessError(PORTAL_MESSAGES.evaluatorNotFound);
  const names = await regionNames(db, [row.provinceId, row.cityId, row.districtId]);
  const trainings = await repository.findTrainingHistory(db, id);
  const work = await repository.findWorkHistory(db, id, now);
  const grades = await testClassRepository.findClassGrades(db, work.map((item) => item.id));
  const item = toEvaluatorItem(row, names);
  return {
    coachInfo: {
      ...item,
      address: regionText(names, row.provinceId, row.cityId, row.districtId),
      gradeName: item.evaluator_rank_name,
      photo: row.photoPath,
      existRecord: trainings.map((training) => ({
        existDate: training.completedOn ?? '',
        trainClassName: training.name,
        gradeName: evaluatorRankLabel(training.grade),
      })),
      workRecord: work.map((testClass) => ({
        workDate: toWireDate(testClass.testStartTime),
        testClassName: testClass.title,
        gradeName: grades
          .filter((grade) => grade.testClassId === testClass.id)
          .map((grade) => gradeLabel(grade.grade))
          .join('、'),
      })),
    },
  };
}
