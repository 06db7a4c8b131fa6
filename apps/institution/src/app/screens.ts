import { lazy } from 'react';
import { ScreenToCome, type RemoteScreen } from '@badminton/ui/remote-app';
import type { InstitutionPath } from '../routes';

// The shared personal-centre package is one lazy chunk: the frame and its screens load together.
const account = () => import('@badminton/account');

/** The personal-centre frame that wraps every /personal/* screen (the menus are passed in app.tsx). */
export const PersonalLayout = lazy(() => account().then((m) => ({ default: m.PersonalLayout })));

/**
 * The institution remote's screens (role 3), one per path of its route manifest (`../routes.ts`; the type makes a
 * missing or an extra path a compile error). Each screen is a lazy chunk; `ScreenToCome` marks a route whose screen
 * comes in a later issue (the not-found page inside the personal-centre frame).
 */
export const SCREENS: Record<InstitutionPath, RemoteScreen> = {
  '/personal/qualificationApplication': lazy(() => import('../screens/qualification-application/qualification-application-page')),
  '/personal/contractList': lazy(() => import('../screens/contract-list/contract-list-page')),
  '/personal/realNameAuthentication': lazy(() => import('../screens/real-name-authentication/real-name-authentication-page')),
  '/personal/applicationCertificate': lazy(() => import('../screens/application-certificate/application-certificate-page')),
  '/personal/testApplication': ScreenToCome,
  '/personal/testList': lazy(() => import('../screens/test-classes/test-list-screen')),
  '/personal/addClassApplication': lazy(() => import('../screens/test-classes/add-class-screen')),
  '/personal/addClassApplicationView': lazy(() => import('../screens/test-classes/class-detail-screen')),
  '/personal/testList/viewEntry': lazy(() => import('../screens/entries/view-entry-screen')),
  '/personal/testList/viewEntry/testScheduling': lazy(() => import('../screens/entries/scheduling-screen')),
  '/personal/complaintHandling': lazy(() => import('../screens/orders-appeals/complaint-handling-screen')),
  '/personal/orderCenter': lazy(() => import('../screens/orders-appeals/order-centre-screen')),
  '/personal/pliceApplication': ScreenToCome,
  '/personal/addApplication': ScreenToCome,
  '/personal/videoRecording': ScreenToCome,
  '/personal/invoiceList': lazy(() => account().then((m) => ({ default: m.InvoiceListPage }))),
  '/personal/invoice': lazy(() => account().then((m) => ({ default: m.InvoiceDetailPage }))),
  '/personal/gradeCertificateDelivery/logistics': lazy(() => account().then((m) => ({ default: m.LogisticsPage }))),
  '/personal/completeInformation': lazy(() => account().then((m) => ({ default: m.BasicInformationPage }))),
  '/personal/changePassword': lazy(() => account().then((m) => ({ default: m.AccountSettingsPage }))),
};
