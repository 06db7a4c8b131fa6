// The calls of the institution's complaint handling and order centre (req: appeals.md#complaint-handling,
// institution.md#order-centre; decision 0061), as browser refs.
export { getAppealScores, getInstitutionAppealList, getInstitutionOrderList, modifyAppealScore, rejectAppeal } from '@badminton/contracts';
