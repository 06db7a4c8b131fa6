// The React hooks over the installed client (decision 0019), one module each so a screen's chunk carries only those it
// uses; and the first answers of a page drawn on the server (decision 0053).
export type { CallFailure, CallOutcome } from './outcome';
export { useCall, type CallState } from './use-call';
export { ALREADY_PENDING, useMutation, type Mutation, type MutationOptions, type Sender } from './use-mutation';
export { usePolling, type PollingOptions, type PollingState } from './use-polling';
export {
  answerKey,
  createServerCalls,
  dropFirstAnswers,
  ServerCallsContext,
  setFirstAnswers,
  toFirstAnswer,
  type FirstAnswer,
  type ServerCalls,
} from './first-answers';
