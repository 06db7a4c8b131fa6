import { lazy } from 'react';
import { ScreenToCome, type RemoteScreen } from '@badminton/ui/remote-app';
import type { MemberPath } from '../routes';

// The shared personal-centre package is one lazy chunk: the frame and its screens load together.
const account = () => import('@badminton/account');

/** The personal-centre frame that wraps every /personal/* screen (the menus are passed in app.tsx). */
export const PersonalLayout = lazy(() => account().then((m) => ({ default: m.PersonalLayout })));

/**
 * The member remote's screens (roles 1–2), one per path of its route manifest (`../routes.ts`; the type makes a
 * missing or an extra path a compile error). Each screen is a lazy chunk; `ScreenToCome` marks a route whose screen
 * comes in a later issue (the not-found page, inside the personal-centre frame for /personal/*).
 */
export const SCREENS: Record<MemberPath, RemoteScreen> = {
  '/test/signUp': ScreenToCome,
  '/test/sureOrder': ScreenToCome,
  '/evaluationStaff/evaluationStaffSignUp': ScreenToCome,
  '/personal/gradeTestRecord': ScreenToCome,
  '/personal/competitionApplication': ScreenToCome,
  '/personal/competitionApplicationRecord': ScreenToCome,
  '/personal/complaintRecord': ScreenToCome,
  '/personal/gradeCertificateDelivery': ScreenToCome,
  '/personal/gradeCertificate': ScreenToCome,
  '/personal/trainingRecord': ScreenToCome,
  '/personal/workRecord': ScreenToCome,
  '/personal/payRecord': ScreenToCome,
  '/personal/invoiceList': ScreenToCome,
  '/personal/invoice': ScreenToCome,
  '/personal/gradeCertificateDelivery/logistics': ScreenToCome,
  '/personal/completeInformation': lazy(() => account().then((m) => ({ default: m.BasicInformationPage }))),
  '/personal/changePassword': lazy(() => account().then((m) => ({ default: m.AccountSettingsPage }))),
};
