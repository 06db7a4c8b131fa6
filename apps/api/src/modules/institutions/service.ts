import { gradeLabel, type InstitutionDetail, type InstitutionListItem, PORTAL_MESSAGES } from '@badminton/contracts';
import type { Database } from '../../db/client';
import { BusinessError } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { toWireDateTime } from '../../lib/wire-time';
import { regionNames } from '../regions/service';
import * as testClassRepository from '../test-classes/repository';
import * as repository from './repository';

/** The institution detail lists at most this many of its tests, latest first (the page pages them; decision 0015). */
const INSTITUTION_CLASS_LIMIT = 200;

type InstitutionRow = NonNullable<Awaited<ReturnType<typeof repository.findInstitution>>>;

function toInstitutionItem(row: InstitutionRow, names: Map<number, string>): InstitutionListItem {
  return {
    id: row.id,
    mechanism_fullName: row.fullName,
    institutional_view: row.view1,
    mechanismName: row.nickname,
    star: row.star,
    provinceName: names.get(row.provinceId) ?? '',
    cityName: names.get(row.cityId) ?? '',
    districtName: names.get(row.districtId) ?? '',
    detailAddress: row.detailedAddress,
  };
}

export async function listInstitutionsIndex(db: Database, input: { limit: number; page: number }) {
  const { rows, total } = await repository.findInstitutions(db, undefined, toPage(input));
  return {
    items: rows.map((row) => ({ id: row.id, mechanism_fullName: row.fullName, institutional_view: row.view1 })),
    totalCount: total,
  };
}

export async function listInstitutions(db: Database, input: { limit: number; page: number; keyword?: string }) {
  const { rows, total } = await repository.findInstitutions(db, input.keyword, toPage(input));
  const names = await regionNames(db, rows.flatMap((row) => [row.provinceId, row.cityId, row.districtId]));
  return { items: rows.map((row) => toInstitutionItem(row, names)), totalCount: total };
}

export async function getInstitution(db: Database, id: number): Promise<{ items: InstitutionDetail[] }> {
  const row = await repository.findInstitution(db, id);
  if (!row) throw new BusinessError(PORTAL_MESSAGES.institutionNotFound);
  const names = await regionNames(db, [row.provinceId, row.cityId, row.districtId]);
  const classes = await repository.findInstitutionClasses(db, id, INSTITUTION_CLASS_LIMIT);
  const classIds = classes.map((item) => item.id);
  const grades = await testClassRepository.findClassGrades(db, classIds);
  const crew = await repository.findClassEvaluators(db, classIds);
  const tested = await repository.countTestedAthletes(db, classIds);
  return {
    items: [
      {
        ...toInstitutionItem(row, names),
        views: [row.view1, row.view2, row.view3].filter((view): view is string => Boolean(view)),
        introduce: row.introduce,
        detailList: classes.map((item) => ({
          id: item.id,
          testTime: `${toWireDateTime(item.testStartTime)} 至 ${toWireDateTime(item.testEndTime)}`,
          testTitle: item.title,
          testLevels: grades
            .filter((grade) => grade.testClassId === item.id)
            .map((grade) => gradeLabel(grade.grade))
            .join('、'),
          coachLeader: crew.find((member) => member.testClassId === item.id && member.isLeader)?.name ?? '',
          coachs: crew
            .filter((member) => member.testClassId === item.id && !member.isLeader)
            .map((member) => member.name)
            .join('、'),
          testCount: tested.get(item.id) ?? 0,
        })),
      },
    ],
  };
}
