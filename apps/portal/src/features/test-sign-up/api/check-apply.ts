import { api, settle } from '@badminton/api-client';
import { logout } from '@badminton/contracts';

/** `TestApplication/CheckApply {id}` → the grades open to the signed-in athlete, or the refusal (`useMutation`). */
export { checkApply } from '@badminton/contracts';

/** 去登录 from another role's account: revoke the session on the service (failures ignored). */
export async function revokeSession(): Promise<void> {
  // The local sign-out follows whatever the answer.
  await settle(api().call(logout, {}));
}
