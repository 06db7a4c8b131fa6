// The calls of the association's fee schedule (decision 0076), as browser refs.
export { getAdminFeeSchedule, setAdminCertificateFee, setAdminShippingFee } from '@badminton/contracts';
