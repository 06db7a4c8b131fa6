import { count, eq, inArray } from 'drizzle-orm';
import { gradeTrack } from '@badminton/validation';
import type { Database } from '../../src/db/client';
import {
  certificates,
  evaluatorTrainingRecords,
  evaluators,
  institutionProfiles,
  institutions,
  personProfiles,
  testClassEvaluators,
  testClasses,
  testClassGrades,
  testRecords,
  trainingClassContents,
  trainingClasses,
  trainingClassFees,
  users,
} from '../../src/db/schema';
import { inBatches } from '../../src/lib/batches';
import { fromWireDateTime } from '../../src/lib/wire-time';
import type { Storage } from '../../src/storage/storage';
import type { AthleteSeed, PortalSeed } from './index';

const BATCH = 500;

/** True when the portal tables already hold data (the demo is then never loaded). */
export async function hasAnyPortalData(tx: Database): Promise<boolean> {
  const [row] = await tx.select({ total: count() }).from(testClasses);
  return row.total > 0;
}

async function insertAll<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (const batch of inBatches(rows, BATCH)) if (batch.length > 0) await insert(batch);
}

/** Inserts rows batch by batch and returns their identity ids in list order (identities follow insertion order). */
async function insertReturningIds<T>(rows: readonly T[], insert: (batch: T[]) => Promise<Array<{ id: number }>>): Promise<number[]> {
  const ids: number[] = [];
  for (const batch of inBatches(rows, BATCH)) {
    const returned = await insert(batch);
    ids.push(...returned.map((row) => row.id).sort((a, b) => a - b));
  }
  return ids;
}

/** The highest published grade, adult track first (the athlete's public rank). */
function athleteRank(athlete: AthleteSeed): { rank: number | null; on: string | null } {
  const passed = athlete.records.filter((record) => record.certificate?.published);
  const best = (track: 'adult' | 'child') =>
    passed.filter((record) => gradeTrack(record.grade) === track).sort((a, b) => b.grade - a.grade)[0] ?? null;
  const top = best('adult') ?? best('child');
  return { rank: top?.grade ?? null, on: top?.certificate?.createdDate.slice(0, 10) ?? null };
}

async function demoUserIds(tx: Database, mobiles: string[]): Promise<Map<string, number>> {
  if (mobiles.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, mobile: users.mobile, usertype: users.usertype })
    .from(users)
    .where(inArray(users.mobile, mobiles));
  return new Map(rows.map((row) => [`${row.usertype}:${row.mobile}`, row.id]));
}

/**
 * Loads the portal demo data with batch inserts. The demo accounts (when present) are linked by
 * mobile: the demo institution owns showcase classes, the demo evaluator works in classes, the demo
 * athlete gets her certificates and test history. Bulk accounts get no password (they bind at
 * their first sign-in), so no password hashing is needed here.
 */
export async function loadPortalDemo(tx: Database, seed: PortalSeed, storage: Storage): Promise<void> {
  for (const file of seed.files) await storage.put(file.path, await file.body);
  const demo = await demoUserIds(tx, [
    ...seed.institutions.flatMap((row) => (row.demoMobile ? [row.demoMobile] : [])),
    ...seed.evaluators.flatMap((row) => (row.demoMobile ? [row.demoMobile] : [])),
    ...seed.athletes.flatMap((row) => (row.demoMobile ? [row.demoMobile] : [])),
  ]);
  const now = new Date();

  // ---- institutions
  const newInstitutions = seed.institutions.filter((row) => !(row.demoMobile && demo.has(`3:${row.demoMobile}`)));
  const institutionUserIds = await insertReturningIds(newInstitutions, (batch) =>
    tx
      .insert(users)
      .values(batch.map((row) => ({ usertype: 3, mobile: row.mobile, isVerify: true, createdAt: now })))
      .returning({ id: users.id }),
  );
  const institutionIdOf = new Map(newInstitutions.map((row, i) => [row, institutionUserIds[i]]));
  const institutionIds = seed.institutions.map((row) => institutionIdOf.get(row) ?? demo.get(`3:${row.demoMobile}`) ?? 0);
  await insertAll(newInstitutions, (batch) =>
    tx.insert(institutionProfiles).values(
      batch.map((row) => ({
        userId: institutionIdOf.get(row) ?? 0,
        fullName: row.fullName,
        nickname: row.nickname,
        businessLicense: row.businessLicense,
        provinceId: row.place.provinceId,
        cityId: row.place.cityId,
        districtId: row.place.districtId,
        detailedAddress: row.detailedAddress,
        officeAddress: row.detailedAddress,
        principal: row.principal,
        principalTel: row.principalTel,
        legalPerson: row.legalPerson,
        certificatesType: 1,
        legalPersonIdNumber: row.legalPersonIdNumber,
        managementTel: row.principalTel,
        view1: row.views[0] ?? null,
        view2: row.views[1] ?? null,
        view3: row.views[2] ?? null,
        approvalStatus: row.approvalStatus,
        createdAt: now,
        updatedAt: now,
      })),
    ),
  );
  for (const row of seed.institutions) {
    const id = demo.get(`3:${row.demoMobile}`);
    if (row.demoMobile && id) {
      await tx.update(institutionProfiles).set({ approvalStatus: row.approvalStatus }).where(eq(institutionProfiles.userId, id));
    }
  }
  await tx.insert(institutions).values(
    seed.institutions
      .map((row, i) => ({ userId: institutionIds[i], star: row.star, introduce: row.introduce, sort: row.sort, createdAt: now }))
      .filter((row) => row.userId > 0),
  );

  // ---- evaluators
  const newEvaluators = seed.evaluators.filter((row) => !(row.demoMobile && demo.has(`2:${row.demoMobile}`)));
  const evaluatorUserIds = await insertReturningIds(newEvaluators, (batch) =>
    tx
      .insert(users)
      .values(batch.map((row) => ({ usertype: 2, mobile: row.mobile, isVerify: true, createdAt: now })))
      .returning({ id: users.id }),
  );
  const evaluatorIdOf = new Map(newEvaluators.map((row, i) => [row, evaluatorUserIds[i]]));
  const evaluatorIds = seed.evaluators.map((row) => evaluatorIdOf.get(row) ?? demo.get(`2:${row.demoMobile}`) ?? 0);
  await insertAll(newEvaluators, (batch) =>
    tx.insert(personProfiles).values(
      batch.map((row) => ({
        userId: evaluatorIdOf.get(row) ?? 0,
        name: row.name,
        englishName: row.englishName,
        sex: row.sex,
        certificatesType: 1,
        certificatesNumber: row.idNumber,
        birthday: row.birthday,
        provinceId: row.place.provinceId,
        cityId: row.place.cityId,
        districtId: row.place.districtId,
        mailingAddress: `${row.place.districtName}`,
        education: row.education,
        photoPath: row.photo,
        evaluatorRank: row.rank,
        evaluatorRankObtainedOn: row.rankObtainedOn,
        createdAt: now,
        updatedAt: now,
      })),
    ),
  );
  await tx.insert(evaluators).values(
    seed.evaluators.map((row, i) => ({ userId: evaluatorIds[i], star: row.star, createdAt: now })).filter((row) => row.userId > 0),
  );

  // ---- training classes
  const trainingIds = await insertReturningIds(seed.trainingClasses, (batch) =>
    tx
      .insert(trainingClasses)
      .values(
        batch.map((row) => ({
          name: row.name,
          trainType: row.trainType,
          grade: row.grade,
          ...row.place,
          detailAddr: row.detailAddr,
          applyStartTime: fromWireDateTime(row.applyStart),
          applyEndTime: fromWireDateTime(row.applyEnd),
          openingClassStartTime: fromWireDateTime(row.openingStart),
          openingClassEndTime: fromWireDateTime(row.openingEnd),
          assessmentStartTime: fromWireDateTime(row.assessmentStart),
          assessmentEndTime: fromWireDateTime(row.assessmentEnd),
          isStop: row.isStop,
          aptitude: row.aptitude,
          noticeTitle: row.noticeTitle,
          noticeContent: row.noticeContent,
          filePath: row.filePath,
          createdAt: fromWireDateTime(row.createdAt),
        })),
      )
      .returning({ id: trainingClasses.id }),
  );
  await tx
    .insert(trainingClassFees)
    .values(seed.trainingClasses.flatMap((row, i) => row.fees.map((item) => ({ trainingClassId: trainingIds[i], ...item }))));
  await tx.insert(trainingClassContents).values(
    seed.trainingClasses.flatMap((row, i) =>
      row.contents.map((item, sort) => ({ trainingClassId: trainingIds[i], sort, content: item.content, assessmentMethod: item.assessmentMethod })),
    ),
  );
  await insertAll(
    seed.evaluators.flatMap((row, i) =>
      evaluatorIds[i] > 0
        ? row.trainings.map((training) => ({
            evaluatorUserId: evaluatorIds[i],
            trainingClassId: trainingIds[training.trainingIndex],
            grade: training.grade,
            feeType: training.feeType,
            performanceReview: 1,
            completedOn: training.completedOn,
            createdAt: now,
          }))
        : [],
    ),
    (batch) => tx.insert(evaluatorTrainingRecords).values(batch),
  );

  // ---- test classes
  const classIds = await insertReturningIds(seed.testClasses, (batch) =>
    tx
      .insert(testClasses)
      .values(
        batch.map((row) => ({
          institutionUserId: institutionIds[row.institutionIndex],
          title: row.title,
          ...row.place,
          detailedAddress: row.detailedAddress,
          mailingAddress: `${row.place.provinceName}_${row.place.cityName}_${row.place.districtName}_${row.detailedAddress}`,
          registrationStartTime: fromWireDateTime(row.registrationStart),
          registrationEndTime: fromWireDateTime(row.registrationEnd),
          testStartTime: fromWireDateTime(row.testStart),
          testEndTime: fromWireDateTime(row.testEnd),
          testNum: row.testNum,
          applicationStatus: row.status,
          approvalComments: row.approvalComments,
          isStop: row.isStop,
          filePath: row.filePath,
          contact: row.contact,
          contactNumber: row.contactNumber,
          createdAt: fromWireDateTime(row.createdAt),
        })),
      )
      .returning({ id: testClasses.id }),
  );
  await insertAll(
    seed.testClasses.flatMap((row, i) => row.grades.map((grade) => ({ testClassId: classIds[i], ...grade }))),
    (batch) => tx.insert(testClassGrades).values(batch),
  );
  await insertAll(
    seed.testClasses.flatMap((row, i) =>
      row.evaluators
        .filter((item) => evaluatorIds[item.evaluatorIndex] > 0)
        .map((item) => ({ testClassId: classIds[i], evaluatorUserId: evaluatorIds[item.evaluatorIndex], level: item.level, isLeader: item.isLeader })),
    ),
    (batch) => tx.insert(testClassEvaluators).values(batch),
  );

  // ---- athletes
  const newAthletes = seed.athletes.filter((row) => !row.demoMobile);
  const athleteUserIds = await insertReturningIds(newAthletes, (batch) =>
    tx
      .insert(users)
      .values(
        batch.map((row) => ({
          usertype: 1,
          loginName: row.loginName,
          isVerify: false,
          contactMobile: row.contactMobile,
          openQuery: row.openQuery,
          createdAt: fromWireDateTime(row.createdAt),
        })),
      )
      .returning({ id: users.id }),
  );
  const athleteIdOf = new Map(newAthletes.map((row, i) => [row, athleteUserIds[i]]));
  const athleteIds = seed.athletes.map((row) => athleteIdOf.get(row) ?? (row.demoMobile ? demo.get(`1:${row.demoMobile}`) : undefined) ?? 0);
  await insertAll(newAthletes, (batch) =>
    tx.insert(personProfiles).values(
      batch.map((row) => {
        const rank = athleteRank(row);
        return {
          userId: athleteIdOf.get(row) ?? 0,
          name: row.name,
          englishName: row.englishName,
          sex: row.sex,
          certificatesType: 1,
          certificatesNumber: row.loginName,
          birthday: row.birthday,
          provinceId: row.place.provinceId,
          cityId: row.place.cityId,
          districtId: row.place.districtId,
          photoPath: row.photo,
          athleteRank: rank.rank,
          athleteRankObtainedOn: rank.on,
          createdAt: now,
          updatedAt: now,
        };
      }),
    ),
  );

  const records = seed.athletes.flatMap((athlete, i) =>
    athleteIds[i] > 0 ? athlete.records.map((record) => ({ athleteUserId: athleteIds[i], record })) : [],
  );
  const recordIds = await insertReturningIds(records, (batch) =>
    tx
      .insert(testRecords)
      .values(
        batch.map(({ athleteUserId, record }) => ({
          athleteUserId,
          testClassId: classIds[record.classIndex],
          grade: record.grade,
          testDate: fromWireDateTime(seed.testClasses[record.classIndex].testStart),
          scoreJudgment: record.judgment,
          createdAt: now,
        })),
      )
      .returning({ id: testRecords.id }),
  );
  await insertAll(
    records.flatMap(({ athleteUserId, record }, i) =>
      record.certificate
        ? [
            {
              userId: athleteUserId,
              grade: record.grade,
              certificateNumber: record.certificate.number,
              certificateNumbering: record.certificate.numbering,
              certificateUrl: `/wwwroot/certificate/${record.certificate.number}.png`,
              testRecordId: recordIds[i],
              createdDate: fromWireDateTime(record.certificate.createdDate),
              isGrant: record.certificate.isGrant,
              published: record.certificate.published,
            },
          ]
        : [],
    ),
    (batch) => tx.insert(certificates).values(batch),
  );
}
