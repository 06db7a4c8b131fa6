import { OrderKind } from '@badminton/contracts';
import { accountCalls } from '../modules/accounts/calls';
import { appealCalls } from '../modules/appeals/calls';
import { institutionAppealOrderCalls } from '../modules/appeals/institution-calls';
import { athleteCalls } from '../modules/athletes/calls';
import { certificateCalls } from '../modules/certificates/calls';
import { contentCalls } from '../modules/content/calls';
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
  ]);
}
