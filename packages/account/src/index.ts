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
export { PaymentDialog, PAY_SUCCESS, WECHAT_SCAN_ONLY, type PaymentDialogProps } from './payment/payment-dialog';
export { CheckoutPaymentDialog, unpaidNotice, type CheckoutPaymentDialogProps } from './payment/checkout-payment-dialog';
export { InvoiceListPage } from './invoices/invoice-list-page';
export { InvoiceDetailPage } from './invoices/invoice-detail-page';
export { invoiceDetailPath, INVOICE_DETAIL_PATH, INVOICE_LIST_PATH } from './invoices/invoice-view';
export { LogisticsPage } from './logistics/logistics-page';
export { LOGISTICS_PATH, logisticsPath } from './logistics/logistics-view';
