import { useState } from 'react';
import { useSession } from '@badminton/session';
import { NotFoundState, PageSection, Tabs } from '@badminton/ui';
import { ChangeMobileForm } from './change-mobile-form';
import { ChangePasswordForm } from './change-password-form';
import { PrivacySettings } from './privacy-settings';
import '../../shared/account-forms.css';

/** /personal/changePassword (req: accounts.md#account-settings): 修改密码, 更换手机号 and, for athletes only, 隐私设置. */
export function AccountSettingsPage() {
  const role = useSession((s) => s.role);
  const [tab, setTab] = useState('password');
  if (role === null) return <NotFoundState homeHref="/index" />;

  const panes = [
    <Tabs.Pane key="password" label="修改密码" name="password">
      {tab === 'password' ? <ChangePasswordForm /> : null}
    </Tabs.Pane>,
    <Tabs.Pane key="mobile" label="更换手机号" name="mobile">
      {tab === 'mobile' ? <ChangeMobileForm role={role} /> : null}
    </Tabs.Pane>,
  ];
  if (role === 1) {
    panes.push(
      <Tabs.Pane key="privacy" label="隐私设置" name="privacy">
        {tab === 'privacy' ? <PrivacySettings /> : null}
      </Tabs.Pane>,
    );
  }

  return (
    <PageSection title="账号设置">
      <Tabs activeName={tab} onTabClick={(pane) => setTab(pane.props.name)}>
        {panes}
      </Tabs>
    </PageSection>
  );
}

export default AccountSettingsPage;
