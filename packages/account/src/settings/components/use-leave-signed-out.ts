import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from '@badminton/router';
import { sessionStore } from '@badminton/session';

/**
 * Leaves the page for `to` and signs out once the page has gone (req: accounts.md#change-password,
 * accounts.md#change-mobile: after a password change or a mobile rebind the user is logged out). Signing out while this
 * guarded page is still shown would let the shell's route guard win the race and send the user to /signin instead of
 * `to`; the router's update runs as a transition, the session's as an urgent update. So the session is cleared when the
 * page unmounts.
 */
export function useLeaveSignedOut(): (to: string) => void {
  const navigate = useNavigate();
  const pending = useRef(false);

  useEffect(
    () => () => {
      if (pending.current) sessionStore.getState().signOut();
    },
    [],
  );

  return useCallback(
    (to: string) => {
      pending.current = true;
      void navigate(to, { replace: true });
    },
    [navigate],
  );
}
