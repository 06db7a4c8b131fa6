import { useCallback, useEffect, useRef, useState } from 'react';
import { useCall } from '@badminton/api-client/react';
import {
  getMechanismInfo,
  getPersonalInfo,
  type InstitutionProfile,
  type PersonalProfile,
  type RemoteAppProps,
} from '@badminton/contracts';
import { useSession } from '@badminton/session';
import { ErrorState, NotFoundState, PageLoading, PageSection } from '@badminton/ui';
import { fetchProfile, storeProfile, type ProfileRole } from '../api/profile-calls';
import { InstitutionInfoForm } from './institution-info-form';
import { PersonalInfoForm } from './personal-info-form';
import '../../shared/account-forms.css';

/**
 * A number that grows each time `value` is another object: the form is keyed by it, so it starts again from each
 * answer the page shows (the page's first answer, the full one after a masked first answer, the one after a submit).
 */
function useRevision(value: unknown): number {
  const seen = useRef({ value, revision: 0 });
  if (seen.current.value !== value) seen.current = { value, revision: seen.current.revision + 1 };
  return seen.current.revision;
}

/**
 * The caller's profile (undefined until read; null: none yet). The page's read is a `useCall`, so the server draws the
 * form from it (decision 0053); every profile the page shows is stored in the session, so the shell's guards and the
 * menu warning follow it. After a submit, `saved` reads the profile again and stores it before the form says
 * 提交成功 (a page opened right after the message already sees it).
 */
function useProfile<P extends PersonalProfile | InstitutionProfile>(role: ProfileRole) {
  const state = useCall(role === 3 ? getMechanismInfo : getPersonalInfo, {});
  const [reread, setReread] = useState<{ profile: P | null } | null>(null);
  const profile: P | null | undefined = reread ? reread.profile : state.result ? ((state.result.items[0] ?? null) as P | null) : undefined;
  useEffect(() => {
    if (profile !== undefined) storeProfile(profile);
  }, [profile]);
  const saved = useCallback(async () => {
    const answer = await fetchProfile(role);
    if (answer.ok) {
      storeProfile(answer.profile);
      setReread({ profile: answer.profile as P | null });
    }
  }, [role]);
  // Keyed by the answer, not the profile: a read after a submit starts the form again even when nothing changed.
  return { state, profile, revision: useRevision(reread ?? state.result), saved };
}

function PersonalInformation({ role, fileHost }: { role: 1 | 2; fileHost: string }) {
  const { state, profile, revision, saved } = useProfile<PersonalProfile>(role);
  if (profile === undefined) {
    return state.errorMsg ? <ErrorState text={state.errorMsg} onRetry={state.reload} /> : <PageLoading />;
  }
  return <PersonalInfoForm key={revision} role={role} profile={profile} fileHost={fileHost} onSaved={saved} />;
}

function InstitutionInformation({ fileHost }: { fileHost: string }) {
  const { state, profile, revision, saved } = useProfile<InstitutionProfile>(3);
  if (profile === undefined) {
    return state.errorMsg ? <ErrorState text={state.errorMsg} onRetry={state.reload} /> : <PageLoading />;
  }
  return <InstitutionInfoForm key={revision} profile={profile} fileHost={fileHost} onSaved={saved} />;
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
