import type { CallContract } from '../define';
import {
  changeMobile,
  changePassword,
  checkPhoneNumber,
  forgetPassword,
  getMessageCode,
  getOpenQuery,
  getPublicKey,
  login,
  logout,
  mobileVerify,
  readStationNews,
  register,
  registerVerify,
  setOpenQuery,
  weChatLogin,
} from './accounts';
import {
  applyProxy,
  getCertificateFees,
  getLogistics,
  getOwnCertificates,
  getPaperCertificateOrders,
  getProxyRecords,
  getShippingFee,
  submitDelivery,
} from './certificate-delivery';
import { getInvoiceDetail, getInvoiceList } from './invoices';
import { getDicData } from './dictionary';
import { getStationNewsList } from './messages';
import { getNewsDetailsList, getNewsList, getNoticeDetailsList, getNoticeList } from './news';
import { getOrderStatus, getPayCode } from './orders';
import { getNotificList, getPhotoList, getPhotoVideosList, getQuestionsList } from './photo';
import { getDistrictList } from './regions';
import {
  checkMechanismName,
  getMechanismInfo,
  getPersonalInfo,
  submitAthleteInfo,
  submitEvaluatorInfo,
  submitMechanismInfo,
} from './profile';
import {
  checkApply,
  getAthleteDetail,
  getAthleteList,
  getExaminerClassList,
  getTestGradeList,
  getTestMechDetail,
  getTestMechList,
  getTestMechListIndex,
  getTrainingClassDetail,
  getTrainingClassList,
  getUserCoachDetail,
  getUserCoachList,
  getUserCoachListIndex,
  openQuery,
} from './public-portal';
import { getBannerList, getContactUsList, getParterList } from './site';
import {
  abandonLeaveRecord,
  getInvoiceInfo,
  getLeaveRecord,
  getSignUpInfo,
  getTestOrderRecords,
  saveInvoiceInfo,
  signUp,
} from './test-sign-up';
import {
  autoApplyEvent,
  createAppeal,
  getAppealList,
  getEventApplyList,
  getEventApplyRecords,
  getEventList,
  getTestScores,
  manualApplyEvent,
  secondAppeal,
} from './scores-appeals';
import { downloadAttachment, getEvaluatorAssignments, uploadSupervisionForm } from './work-records';
import {
  addTestClass,
  getInstitutionTestClassList,
  getQualificationGate,
  getTestClassDetail,
  getTestGradeOptions,
  getTestSiteList,
  searchAssessors,
  setTestClassRefund,
} from './institution-classes';
import {
  applyCert,
  getCertStatus,
  getContractList,
  getQualificationList,
  getRealName,
  payContractDeposit,
  signContract,
  submitQualification,
  submitRealName,
  uploadSeal,
} from './institution-qualification';
import {
  getAppealScores,
  getInstitutionAppealList,
  getInstitutionOrderList,
  modifyAppealScore,
  rejectAppeal,
} from './institution-orders-appeals';
import { downloadEntrySheet, getEntryList, getSheetTemplate, importEntrySheet, setEntryRefund } from './institution-entries';
import { downloadScoreTemplate, getClassVideos, importScoreSheet, saveClassVideo, saveEntryScores, submitGrades } from './institution-scores';
import { applyBatchCertificates, checkBatchCertificates } from './institution-batch-certificates';
import { getPayRecords, getTrainingOrder, getTrainingRecords, getTrainingScores, trainingSignUp } from './training-orders';
// The back office's qualification and test class review queues (decision 0067).
import {
  bulkPassAdminQualification,
  bulkPassAdminTestClass,
  getAdminQualificationDetail,
  getAdminQualificationList,
  getAdminTestClassDetail,
  getAdminTestClassList,
  passAdminQualification,
  passAdminTestClass,
  rejectAdminQualification,
  rejectAdminTestClass,
  searchAdminAssessors,
  setAdminTestClassAssessors,
} from './admin-review';
// The back office's content editing (decision 0070).
import {
  deleteAdminArticle,
  deleteAdminPlacement,
  getAdminArticle,
  getAdminArticleList,
  getAdminContact,
  getAdminPlacementList,
  getContentOverview,
  moveAdminArticle,
  moveAdminPlacement,
  saveAdminArticle,
  saveAdminContact,
  saveAdminPlacement,
  setAdminArticlePublished,
  setAdminPlacementPublished,
  uploadContentFile,
} from './admin-content';
// The back office's grade submissions, publication and second appeals (decision 0068).
import {
  acceptAdminAppeal,
  approveGradeSubmission,
  decideAdminAppeal,
  downloadAdminSupervisionForm,
  getAdminAppeal,
  getAdminAppealList,
  getAdminGradeSubmission,
  getAdminGradeSubmissionList,
  publishGradeSubmission,
  rejectGradeSubmission,
} from './admin-grades';
// The back office's event-based level review (decision 0072).
import { getAdminEvent, getAdminEventList, passAdminEvent, rejectAdminEvent } from './admin-events';
// The back office's money queues (decision 0069).
import {
  approveAdminRefund,
  getAdminRefundList,
  getAdminShippingList,
  markAdminShippingPrinted,
  refuseAdminRefund,
  retryAdminRefund,
  shipAdminShipping,
} from './admin-money';
// The decision log's check (decision 0065).
import { verifyAuditChainCall } from './admin-audit';
// The back office's accounts (decision 0071).
import { getAdminAccount, lockAdminAccount, searchAdminAccounts, startAdminPasswordReset, unlockAdminAccount } from './admin-accounts';
// The back office's evaluator training classes (decision 0074).
import { getAdminTraining, getAdminTrainingList, recordAdminTrainingResult, saveAdminTraining, setAdminTrainingStop } from './admin-training';
// The association's fee schedule of paper certificates, badges and shipping (decision 0076).
import { getAdminFeeSchedule, setAdminCertificateFee, setAdminShippingFee } from './admin-fees';

export * from './accounts';
export * from './certificate-delivery';
export * from './invoices';
export * from './constants';
export * from './views';
export * from './dictionary';
export * from './fields';
export * from './messages';
export * from './news';
export * from './orders';
export * from './photo';
export * from './profile';
export * from './public-portal';
export * from './regions';
export * from './site';
export * from './test-sign-up';
export * from './scores-appeals';
export * from './work-records';
export * from './training-orders';
export * from './institution-classes';
export * from './institution-qualification';
export * from './institution-orders-appeals';
export * from './institution-entries';
export * from './institution-scores';
export * from './institution-batch-certificates';
export * from './admin-review';
export * from './admin-content';
export * from './admin-grades';
export * from './admin-money';
export * from './admin-audit';
export * from './admin-accounts';
export * from './admin-events';
export * from './admin-training';
export * from './admin-fees';

/** Every call contract, in the order of the generated API reference. */
export const CALL_CONTRACTS: readonly CallContract[] = [
  getDistrictList,
  getDicData,
  getContactUsList,
  getBannerList,
  getParterList,
  getNewsList,
  getNewsDetailsList,
  getNoticeList,
  getNoticeDetailsList,
  getPhotoList,
  getNotificList,
  getPhotoVideosList,
  getQuestionsList,
  getStationNewsList,
  readStationNews,
  getPublicKey,
  getMessageCode,
  checkPhoneNumber,
  registerVerify,
  register,
  login,
  weChatLogin,
  forgetPassword,
  mobileVerify,
  logout,
  changePassword,
  changeMobile,
  getOpenQuery,
  setOpenQuery,
  getPersonalInfo,
  submitAthleteInfo,
  submitEvaluatorInfo,
  getMechanismInfo,
  submitMechanismInfo,
  checkMechanismName,
  getTestMechListIndex,
  getTestMechList,
  getTestMechDetail,
  getUserCoachListIndex,
  getUserCoachList,
  getUserCoachDetail,
  getAthleteList,
  getAthleteDetail,
  getExaminerClassList,
  getTestGradeList,
  checkApply,
  getTrainingClassList,
  getTrainingClassDetail,
  openQuery,
  getSignUpInfo,
  getLeaveRecord,
  abandonLeaveRecord,
  getInvoiceInfo,
  saveInvoiceInfo,
  signUp,
  getTestOrderRecords,
  getPayCode,
  getOrderStatus,
  getTestScores,
  createAppeal,
  getAppealList,
  secondAppeal,
  getEventList,
  getEventApplyList,
  autoApplyEvent,
  manualApplyEvent,
  getEventApplyRecords,
  getOwnCertificates,
  getPaperCertificateOrders,
  getProxyRecords,
  applyProxy,
  getCertificateFees,
  getShippingFee,
  submitDelivery,
  getLogistics,
  getInvoiceList,
  getInvoiceDetail,
  getEvaluatorAssignments,
  downloadAttachment,
  uploadSupervisionForm,
  trainingSignUp,
  getTrainingOrder,
  getTrainingRecords,
  getTrainingScores,
  getPayRecords,
  getQualificationGate,
  getInstitutionTestClassList,
  setTestClassRefund,
  getTestSiteList,
  getTestGradeOptions,
  searchAssessors,
  addTestClass,
  getTestClassDetail,
  getQualificationList,
  submitQualification,
  getContractList,
  signContract,
  payContractDeposit,
  applyCert,
  getCertStatus,
  getRealName,
  submitRealName,
  uploadSeal,
  getInstitutionAppealList,
  getAppealScores,
  modifyAppealScore,
  rejectAppeal,
  getInstitutionOrderList,
  getEntryList,
  setEntryRefund,
  downloadEntrySheet,
  getSheetTemplate,
  importEntrySheet,
  saveEntryScores,
  downloadScoreTemplate,
  importScoreSheet,
  submitGrades,
  saveClassVideo,
  getClassVideos,
  checkBatchCertificates,
  applyBatchCertificates,
  // The back office's qualification and test class review queues (decision 0067).
  getAdminQualificationList,
  getAdminQualificationDetail,
  passAdminQualification,
  rejectAdminQualification,
  bulkPassAdminQualification,
  getAdminTestClassList,
  getAdminTestClassDetail,
  passAdminTestClass,
  rejectAdminTestClass,
  setAdminTestClassAssessors,
  searchAdminAssessors,
  bulkPassAdminTestClass,
  // The back office's content editing (decision 0070).
  getContentOverview,
  getAdminArticleList,
  getAdminArticle,
  saveAdminArticle,
  setAdminArticlePublished,
  deleteAdminArticle,
  moveAdminArticle,
  getAdminPlacementList,
  saveAdminPlacement,
  setAdminPlacementPublished,
  deleteAdminPlacement,
  moveAdminPlacement,
  getAdminContact,
  saveAdminContact,
  uploadContentFile,
  // The back office's grade submissions, publication and second appeals (decision 0068).
  getAdminGradeSubmissionList,
  getAdminGradeSubmission,
  downloadAdminSupervisionForm,
  approveGradeSubmission,
  rejectGradeSubmission,
  publishGradeSubmission,
  getAdminAppealList,
  getAdminAppeal,
  acceptAdminAppeal,
  decideAdminAppeal,
  // The back office's money queues (decision 0069).
  getAdminRefundList,
  approveAdminRefund,
  refuseAdminRefund,
  retryAdminRefund,
  getAdminShippingList,
  markAdminShippingPrinted,
  shipAdminShipping,
  verifyAuditChainCall,
  searchAdminAccounts,
  getAdminAccount,
  lockAdminAccount,
  unlockAdminAccount,
  startAdminPasswordReset,
  // The back office's event-based level review (decision 0072).
  getAdminEventList,
  getAdminEvent,
  passAdminEvent,
  rejectAdminEvent,
  // The back office's evaluator training classes (decision 0074).
  getAdminTrainingList,
  getAdminTraining,
  saveAdminTraining,
  setAdminTrainingStop,
  recordAdminTrainingResult,
  // The association's fee schedule (decision 0076).
  getAdminFeeSchedule,
  setAdminCertificateFee,
  setAdminShippingFee,
];
