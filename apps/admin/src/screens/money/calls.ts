// The calls of the back office's money queues (decision 0069), as browser refs.
export {
  approveAdminRefund,
  getAdminRefundList,
  getAdminShippingList,
  getDistrictList,
  markAdminShippingPrinted,
  refuseAdminRefund,
  retryAdminRefund,
  shipAdminShipping,
} from '@badminton/contracts';
