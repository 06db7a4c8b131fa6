import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';

const SignUpRunner = lazy(() => import('./sign-up-runner'));

/**
 * The sign-up button behaviour for any list of test classes: `start(classId)` runs the flow; render `dialogs`
 * once in the page. The element-react part loads on the first click only.
 */
export function useSignUp(): { start: (classId: number) => void; dialogs: ReactNode } {
  const [run, setRun] = useState<{ classId: number; seq: number } | null>(null);
  const start = useCallback((classId: number) => setRun((current) => ({ classId, seq: (current?.seq ?? 0) + 1 })), []);
  const done = useCallback(() => setRun(null), []);
  const dialogs = run ? (
    <Suspense fallback={null}>
      <SignUpRunner key={run.seq} classId={run.classId} onDone={done} />
    </Suspense>
  ) : null;
  return { start, dialogs };
}
