import { useCallback, useEffect, useState } from 'react';
import type { InstitutionProfile, PersonalProfile, RemoteAppProps } from '@badminton/contracts';
import { useSession } from '@badminton/session';
import { ErrorState, NotFoundState, PageLoading, PageSection } from '@badminton/ui';
import { fetchProfile, storeProfile, type ProfileRole } from '../api/profile-calls';
import { InstitutionInfoForm } from './institution-info-form';
import { PersonalInfoForm } from './personal-info-form';
import '../../shared/account-forms.css';

type PageState<P> =
  | { status: 'loading' }
  | { status: 'error'; errorMsg: string }
  | { status: 'ready'; profile: P | null; revision: number };

/** Loads the caller's profile, keeps the session copy in step, and reloads after a submit. */
function useProfile<P extends PersonalProfile | InstitutionProfile>(role: ProfileRole) {
  const [state, setState] = useState<PageState<P>>({ status: 'loading' });

  const load = useCallback(async () => {
    const answer = await fetchProfile(role);
    if (!answer.ok) {
      setState((s) => (s.status === 'ready' ? s : { status: 'error', errorMsg: answer.errorMsg }));
      return;
    }
    const profile = answer.profile as P | null;
    storeProfile(profile);
    setState((s) => ({ status: 'ready', profile, revision: s.status === 'ready' ? s.revision + 1 : 0 }));
  }, [role]);

  useEffect(() => {
    void load();
  }, [load]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void load();
  }, [load]);

  return { state, reload: load, retry };
}

function PersonalInformation({ role, fileHost }: { role: 1 | 2; fileHost: string }) {
  const { state, reload, retry } = useProfile<PersonalProfile>(role);
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'error') return <ErrorState text={state.errorMsg} onRetry={retry} />;
  return (
    <PersonalInfoForm key={state.revision} role={role} profile={state.profile} fileHost={fileHost} onSaved={reload} />
  );
}

function InstitutionInformation({ fileHost }: { fileHost: string }) {
  const { state, reload, retry } = useProfile<InstitutionProfile>(3);
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'error') return <ErrorState text={state.errorMsg} onRetry={retry} />;
  return <InstitutionInfoForm key={state.revision} profile={state.profile} fileHost={fileHost} onSaved={reload} />;
}

/**
 * /personal/completeInformation (req: accounts.md#basic-information): the personal form for roles 1 and 2, the
 * institution form for role 3. Reads and submits the caller's own profile; after a submit the profile is reloaded and
 * stored.
 */
export function BasicInformationPage({ fileHost = '/wwwroot' }: Partial<RemoteAppProps>) {
  const role = useSession((s) => s.role);
  if (role !== 1 && role !== 2 && role !== 3) return <NotFoundState homeHref="/index" />;
  return (
    <PageSection title={role === 3 ? '机构基本信息' : '基本信息'}>
      {role === 3 ? (
        <InstitutionInformation fileHost={fileHost} />
      ) : (
        <PersonalInformation key={role} role={role} fileHost={fileHost} />
      )}
    </PageSection>
  );
}

export default BasicInformationPage;
