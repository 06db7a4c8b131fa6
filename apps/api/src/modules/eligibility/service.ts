import { type GradeOption, PORTAL_MESSAGES } from '@badminton/contracts';
import { eligibleGrades, registrationPhase } from '@badminton/validation';
import type { Database } from '../../db/client';
import { BusinessError } from '../../lib/errors';
import { toWireDate } from '../../lib/wire-time';
import { toGradeOptions } from '../test-classes/service';
import * as athleteRepository from '../athletes/repository';
import * as certificateRepository from '../certificates/repository';
import * as testClassRepository from '../test-classes/repository';

/**
 * The grades of an approved class the athlete may sign up for now (req: test-sign-up-and-orders.md#eligibility;
 * rules in @badminton/validation `registrationPhase` and `eligibleGrades`): refused outside the registration window
 * (both ends open) or for a stopped class; held grades are the athlete's published certificates.
 */
export async function checkApply(
  db: Database,
  athleteUserId: number,
  id: number,
  { now, childAgeLimit }: { now: Date; childAgeLimit?: number },
): Promise<{ levels: GradeOption[] }> {
  const testClass = await testClassRepository.findApprovedClass(db, id);
  if (!testClass) throw new BusinessError(PORTAL_MESSAGES.testClassNotFound);
  if (registrationPhase(testClass.registrationStartTime.getTime(), testClass.registrationEndTime.getTime(), now.getTime()) !== 'open') {
    throw new BusinessError(PORTAL_MESSAGES.outsideRegistration);
  }
  if (testClass.isStop) throw new BusinessError(PORTAL_MESSAGES.testClassStopped);
  const athlete = await athleteRepository.findAthlete(db, athleteUserId);
  if (!athlete) throw new BusinessError(PORTAL_MESSAGES.profileRequired);
  const held = await certificateRepository.findPublishedCertificates(db, athleteUserId);
  const offered = await testClassRepository.findClassGrades(db, [id]);
  const levels = eligibleGrades(
    offered.map((grade) => grade.grade),
    {
      birthday: athlete.profile.birthday,
      testDate: toWireDate(testClass.testStartTime),
      heldGrades: held.map((certificate) => certificate.grade),
      childAgeLimit,
    },
  );
  return { levels: toGradeOptions(levels) };
}
