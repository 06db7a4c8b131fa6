import { openQuery } from '@badminton/contracts';
import type { ModuleDeps } from '../../registry/deps';
import { publicCall, type RegisteredCall } from '../../registry/types';
import * as certificates from './service';

/**
 * The public certificate query. Never cached: it is rate limited per client address and answers personal data.
 * (The certificate images themselves are served by `src/certificates`.)
 */
export function certificateCalls({ db, rateLimiter, certificateImageKey }: ModuleDeps): RegisteredCall[] {
  const queryLimiter = rateLimiter('certificate-query', certificates.OPEN_QUERY_LIMIT);
  return [
    publicCall(openQuery, (input, { clientAddress }) => certificates.openQuery(db, input, clientAddress, queryLimiter, certificateImageKey)),
  ];
}
