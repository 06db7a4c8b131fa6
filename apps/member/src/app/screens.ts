import { lazy } from 'react';
import type { RemoteScreen } from '@badminton/ui/remote-app';
import type { MemberPath } from '../routes';

// The shared personal-centre package is one lazy chunk: the frame and its screens load together.
const account = () => import('@badminton/account');

/** The personal-centre frame that wraps every /personal/* screen (the menus are passed in app.tsx). */
export const PersonalLayout = lazy(() => account().then((m) => ({ default: m.PersonalLayout })));

/**
 * The member remote's screens (roles 1–2), one per path of its route manifest (`../routes.ts`; the type makes a
 * missing or an extra path a compile error). Each screen is a lazy chunk (every member route has its screen since
 * issue 14; `ScreenToCome` of `@badminton/ui/remote-app` marks one whose screen comes later, as in the institution remote).
 */
export const SCREENS: Record<MemberPath, RemoteScreen> = {
  '/test/signUp': lazy(() => import('../features/test-orders/components/sign-up-page')),
  '/test/sureOrder': lazy(() => import('../features/test-orders/components/sure-order-page')),
  '/evaluationStaff/evaluationStaffSignUp': lazy(() => import('./training-sign-up-screen')),
  '/personal/gradeTestRecord': lazy(() => import('./grade-test-record-screen')),
  '/personal/competitionApplication': lazy(() => import('../features/events/components/competition-application-page')),
  '/personal/competitionApplicationRecord': lazy(() => import('../features/events/components/competition-application-record-page')),
  '/personal/complaintRecord': lazy(() => import('../features/appeals/components/complaint-record-page')),
  '/personal/gradeCertificateDelivery': lazy(() => import('../features/certificates/components/grade-certificate-delivery-page')),
  '/personal/gradeCertificate': lazy(() => import('../features/certificates/components/grade-certificate-page')),
  '/personal/trainingRecord': lazy(() => import('../features/training/components/training-record-page')),
  '/personal/workRecord': lazy(() => import('../features/work-records/components/work-record-page')),
  '/personal/payRecord': lazy(() => import('../features/training/components/pay-record-page')),
  '/personal/invoiceList': lazy(() => account().then((m) => ({ default: m.InvoiceListPage }))),
  '/personal/invoice': lazy(() => account().then((m) => ({ default: m.InvoiceDetailPage }))),
  '/personal/gradeCertificateDelivery/logistics': lazy(() => account().then((m) => ({ default: m.LogisticsPage }))),
  '/personal/completeInformation': lazy(() => account().then((m) => ({ default: m.BasicInformationPage }))),
  '/personal/changePassword': lazy(() => account().then((m) => ({ default: m.AccountSettingsPage }))),
};
