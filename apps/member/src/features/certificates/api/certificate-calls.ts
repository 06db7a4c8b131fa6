// The calls of the certificate screens (req: 001 §3–§9; decision 0033), as browser refs, and the region loader of the
// delivery address.
import { api } from '@badminton/api-client';
import { createRegionLoader } from '@badminton/pickers/loaders';

export {
  applyProxy,
  getCertificateFees,
  getOwnCertificates,
  getPaperCertificateOrders,
  getProxyRecords,
  getShippingFee,
  submitDelivery,
} from '@badminton/contracts';

export const loadRegions = createRegionLoader(api);
