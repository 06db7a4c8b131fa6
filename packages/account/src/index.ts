// @badminton/account: the personal-centre screens every signed-in role shares, mounted by the member remote
// (roles 1–2) and the institution remote (role 3).
export { PersonalLayout, MISSING_PROFILE_WARNING, type PersonalLayoutProps } from './layout/personal-layout';
export {
  activeMenuKey,
  CHANGE_PASSWORD_PATH,
  COMPLETE_INFORMATION_PATH,
  isPersonalPath,
  PERSONAL_PREFIX,
  personalMenu,
  personalMenus,
  type MenuEntry,
  type PersonalMenus,
} from './menu/personal-menu';
export { BasicInformationPage } from './profile/components/basic-information-page';
export { AccountSettingsPage } from './settings/components/account-settings-page';
export { KEY_INFO_CONFIRM, SUBMIT_SUCCESS } from './profile/components/use-info-form';
export { PASSWORD_CHANGED } from './settings/components/change-password-form';
export { MOBILE_CHANGED } from './settings/components/change-mobile-form';
export { PRIVACY_FAILED, PRIVACY_SAVED } from './settings/components/privacy-settings';
