import { api, settle } from '@badminton/api-client';
import { logout } from '@badminton/contracts';

export { getTrainingClassDetail, getTrainingClassList } from '@badminton/contracts';

/** 去登录 from another role's account: revoke the session on the service (failures ignored). */
export async function revokeSession(): Promise<void> {
  // The local sign-out follows whatever the answer.
  await settle(api().call(logout, {}));
}
