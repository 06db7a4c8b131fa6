// The calls of the test sign-up screens (req: test-sign-up-and-orders.md, decision 0031), as browser refs.
export {
  abandonLeaveRecord,
  getInvoiceInfo,
  getLeaveRecord,
  getSignUpInfo,
  getTestOrderRecords,
  saveInvoiceInfo,
  signUp,
} from '@badminton/contracts';
