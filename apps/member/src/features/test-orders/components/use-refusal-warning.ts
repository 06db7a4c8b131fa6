import { useEffect, useRef } from 'react';
import { toast } from '@badminton/ui';

/**
 * Shows the service's refusal of the sign-up information as a warning once per message (spec 001 §8: the sign-up
 * error message from the server is shown as a warning); the page shows it inline as well.
 */
export function useRefusalWarning(state: { errorMsg: string; retryable: boolean; loading: boolean }): void {
  const shown = useRef('');
  useEffect(() => {
    if (state.loading || !state.errorMsg || state.retryable || shown.current === state.errorMsg) return;
    shown.current = state.errorMsg;
    toast.warning(state.errorMsg);
  }, [state.errorMsg, state.retryable, state.loading]);
}
