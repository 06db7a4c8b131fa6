import { evaluatorRankLabel, PORTAL_MESSAGES, TRAINING_FEE_LABELS, type TrainingClassDetail, type TrainingClassItem } from '@badminton/contracts';
import { fenToYuan } from '@badminton/validation';
import type { Database } from '../../db/client';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { toWireDateTime } from '../../lib/wire-time';
import * as repository from './repository';

/** Fee names per fee type (the back office's form and detail say the same, decision 0074). */
export const FEE_NAMES: Record<number, string> = TRAINING_FEE_LABELS;

type TrainingRow = NonNullable<Awaited<ReturnType<typeof repository.findTrainingClass>>>['row'];

/** A class as the portal lists it (the back office's list adds its stage and head counts, decision 0074). */
export function toTrainingItem(row: TrainingRow): TrainingClassItem {
  return {
    id: row.id,
    name: row.name,
    trainType: row.trainType,
    grade: row.grade,
    gradeName: evaluatorRankLabel(row.grade),
    provinceName: row.provinceName,
    cityName: row.cityName,
    districtName: row.districtName,
    detail_addr: row.detailAddr,
    apply_start_time: toWireDateTime(row.applyStartTime),
    apply_end_time: toWireDateTime(row.applyEndTime),
    opening_class_start_time: toWireDateTime(row.openingClassStartTime),
    opening_class_end_time: toWireDateTime(row.openingClassEndTime),
    file_path: row.filePath,
    isStop: row.isStop,
  };
}

export async function listTrainingClasses(db: Database, input: { limit: number; page: number; keyword?: string }) {
  const { rows, total } = await repository.findTrainingClasses(db, input.keyword, toPage(input));
  return { items: rows.map(toTrainingItem), totalCount: total };
}

export async function getTrainingClass(db: Database, id: number): Promise<{ items: TrainingClassDetail[] }> {
  const found = await repository.findTrainingClass(db, id);
  if (!found) throw new BusinessError(PORTAL_MESSAGES.trainingClassNotFound);
  const { row, fees, contents } = found;
  return {
    items: [
      {
        ...toTrainingItem(row),
        startTime: toWireDateTime(row.assessmentStartTime),
        endTime: toWireDateTime(row.assessmentEndTime),
        aptitude: row.aptitude,
        notice_title: row.noticeTitle,
        notice_content: row.noticeContent,
        contents: contents.map((item) => ({ content: item.content, assessment_method: item.assessmentMethod })),
        feeList: fees.map((item) => ({ feeType: item.feeType, feeName: FEE_NAMES[item.feeType] ?? '', fee: fenToYuan(item.feeFen) })),
        createTime: toWireDateTime(row.createdAt),
      },
    ],
  };
}
