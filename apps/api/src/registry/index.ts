import { OrderKind } from '@badminton/contracts';
import { accountCalls } from '../modules/accounts/calls';
import { appealCalls } from '../modules/appeals/calls';
import { institutionAppealOrderCalls } from '../modules/appeals/institution-calls';
import { athleteCalls } from '../modules/athletes/calls';
import { certificateCalls } from '../modules/certificates/calls';
import { contentCalls } from '../modules/content/calls';
import { adminContentCalls } from '../modules/content/admin-calls';
import { deliveryCalls } from '../modules/deliveries/calls';
import { paperCertificateOrderHooks } from '../modules/deliveries/hooks';
import { dictionaryCalls } from '../modules/dictionary/calls';
import { eventCalls } from '../modules/events/calls';
import { eligibilityCalls } from '../modules/eligibility/calls';
import { evaluatorCalls } from '../modules/evaluators/calls';
import { institutionCalls } from '../modules/institutions/calls';
import { institutionContractCalls } from '../modules/institution-contracts/calls';
import { depositOrderHooks } from '../modules/institution-contracts/hooks';
import { qualificationCalls } from '../modules/qualification/calls';
import { invoiceCalls } from '../modules/invoices/calls';
import { requestInvoiceOnPaid, reverseInvoiceOnRefunded } from '../modules/invoices/service';
import { messageCalls } from '../modules/messages/calls';
import { orderCalls } from '../modules/orders/calls';
import { registerOrderHooks } from '../modules/orders/kinds';
import { profileCalls } from '../modules/profiles/calls';
import { regionCalls } from '../modules/regions/calls';
import { testClassCalls } from '../modules/test-classes/calls';
import { institutionClassCalls } from '../modules/test-classes/institution-calls';
import { institutionEntryCalls } from '../modules/test-classes/institution-entries-calls';
import { institutionScoreCalls } from '../modules/test-classes/scores-calls';
import { testSignUpCalls } from '../modules/test-sign-up/calls';
import { testSignUpOrderHooks } from '../modules/test-sign-up/hooks';
import { trainingCalls } from '../modules/training/calls';
import { workRecordCalls } from '../modules/work-records/calls';
import { trainingOrderCalls } from '../modules/training-orders/calls';
// The back office's qualification and test class review (decision 0067).
import { adminQualificationCalls } from '../modules/qualification/admin-calls';
import { adminAuditCalls } from '../audit/admin-calls';
import { adminTestClassCalls } from '../modules/test-classes/admin-calls';
// The back office's grade submissions, publication and second appeals (decision 0068).
import { adminGradeSubmissionCalls } from '../modules/test-classes/admin-grade-calls';
import { adminAppealCalls } from '../modules/appeals/admin-calls';
// The back office's money queues (decision 0069).
import { adminRefundCalls } from '../modules/refunds/admin-calls';
import { onRefundSettled } from '../modules/refunds/hooks';
import { adminFeeCalls, adminShippingCalls } from '../modules/deliveries/admin-calls';
// The back office's accounts (decision 0071).
import { adminAccountCalls } from '../modules/accounts/admin-calls';
import { adminEventCalls } from '../modules/events/admin-calls';
// The back office's evaluator training classes (decision 0074).
import { adminTrainingCalls } from '../modules/training/admin-calls';
import { CallRegistry } from './call-registry';
import type { ModuleDeps } from './deps';

/**
 * Every domain module's order hooks (decision 0030): what happens around an order of a kind when its payment settles,
 * and around every paid or refunded order. Add a module's hooks here, like its calls (`modules/orders/kinds.ts` imports
 * none of them, decision 0054). Registered when the registry is built, before the service settles anything: every
 * settlement (a call, a payment notification, an order job) runs in the app that built it.
 */
function registerModuleOrderHooks(): void {
  registerOrderHooks({
    byKind: {
      [OrderKind.TestSignUp]: testSignUpOrderHooks,
      [OrderKind.PaperCertificate]: paperCertificateOrderHooks,
      // The institution's batch order is a paper-certificate order too (decision 0063): paid grants, refunded un-grants.
      [OrderKind.BatchCertificate]: paperCertificateOrderHooks,
      [OrderKind.InstitutionDeposit]: depositOrderHooks,
    },
    anyPaid: [requestInvoiceOnPaid],
    anyRefunded: [reverseInvoiceOnRefunded],
  });
  // The back office's refund requests follow their orders' refunds (decision 0069).
  registerOrderHooks({ refundSettled: [onRefundSettled] });
}

/** Every domain module's calls (and their order hooks). Add a module's `xxxCalls` here to expose it. */
export function buildRegistry(deps: ModuleDeps): CallRegistry {
  registerModuleOrderHooks();
  return new CallRegistry([
    ...regionCalls(deps),
    ...dictionaryCalls(deps),
    ...contentCalls(deps),
    ...messageCalls(deps),
    ...accountCalls(deps),
    ...profileCalls(deps),
    ...institutionCalls(deps),
    ...evaluatorCalls(deps),
    ...athleteCalls(deps),
    ...testClassCalls(deps),
    ...institutionClassCalls(deps),
    ...institutionAppealOrderCalls(deps),
    ...institutionEntryCalls(deps),
    ...institutionScoreCalls(deps),
    ...eligibilityCalls(deps),
    ...trainingCalls(deps),
    ...certificateCalls(deps),
    ...testSignUpCalls(deps),
    ...orderCalls(deps),
    ...appealCalls(deps),
    ...eventCalls(deps),
    ...deliveryCalls(deps),
    ...invoiceCalls(deps),
    ...workRecordCalls(deps),
    ...trainingOrderCalls(deps),
    ...qualificationCalls(deps),
    ...institutionContractCalls(deps),
    // The back office's qualification and test class review (decision 0067).
    ...adminQualificationCalls(deps),
    ...adminTestClassCalls(deps),
    // The back office (issue 26): content editing (decision 0070).
    ...adminContentCalls(deps),
    // The back office's grade submissions, publication and second appeals (decision 0068).
    ...adminGradeSubmissionCalls(deps),
    ...adminAppealCalls(deps),
    // The back office's money queues (decision 0069).
    ...adminRefundCalls(deps),
    ...adminShippingCalls(deps),
    // The association's fee schedule (decision 0076).
    ...adminFeeCalls(deps),
    // The decision log's check (decision 0065).
    ...adminAuditCalls(deps),
    // The back office's accounts (decision 0071).
    ...adminAccountCalls(deps),
    ...adminEventCalls(deps),
    ...adminTrainingCalls(deps),
  ]);
}
