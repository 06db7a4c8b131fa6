// The decision log's check (decision 0065), as a browser ref.
export { verifyAuditChainCall } from '@badminton/contracts';
