import { lazy } from 'react';
import type { RemoteScreen } from '@badminton/ui/remote-app';
import type { AdminPath } from '../routes';

// The shared personal-centre package is one lazy chunk: the frame and the account screens load together.
const account = () => import('@badminton/account');

/** The personal-centre frame that wraps every back-office screen (the menus are passed in app.tsx). */
export const PersonalLayout = lazy(() => account().then((m) => ({ default: m.PersonalLayout })));

/**
 * The back office's screens (roles 4 and 5), one per path of its route manifest (`../routes.ts`; the type makes a
 * missing or an extra path a compile error). Each screen is a lazy chunk under `../screens/<queue>/`.
 */
export const SCREENS: Record<AdminPath, RemoteScreen> = {
  // Content editing (decision 0070): the editor's chunk loads only on the edit screens.
  '/personal/content': lazy(() => import('../screens/content/overview-screen')),
  '/personal/content/news': lazy(() => import('../screens/content/article-list-screen').then((m) => ({ default: m.NewsListScreen }))),
  '/personal/content/newsEdit': lazy(() => import('../screens/content/article-edit-screen').then((m) => ({ default: m.NewsEditScreen }))),
  '/personal/content/notices': lazy(() => import('../screens/content/article-list-screen').then((m) => ({ default: m.NoticeListScreen }))),
  '/personal/content/noticeEdit': lazy(() => import('../screens/content/article-edit-screen').then((m) => ({ default: m.NoticeEditScreen }))),
  '/personal/content/faq': lazy(() => import('../screens/content/article-list-screen').then((m) => ({ default: m.FaqListScreen }))),
  '/personal/content/faqEdit': lazy(() => import('../screens/content/article-edit-screen').then((m) => ({ default: m.FaqEditScreen }))),
  '/personal/content/banners': lazy(() => import('../screens/content/placement-screen').then((m) => ({ default: m.BannersScreen }))),
  '/personal/content/partners': lazy(() => import('../screens/content/placement-screen').then((m) => ({ default: m.PartnersScreen }))),
  '/personal/content/media': lazy(() => import('../screens/content/placement-screen').then((m) => ({ default: m.MediaScreen }))),
  '/personal/content/contact': lazy(() => import('../screens/content/contact-screen')),
  // Grade submissions, publication and second appeals (decision 0068).
  '/personal/review/gradeSubmissions': lazy(() => import('../screens/grades/grade-submissions-screen')),
  '/personal/review/gradeSubmission': lazy(() => import('../screens/grades/grade-submission-screen')),
  '/personal/review/secondAppeals': lazy(() => import('../screens/grades/second-appeals-screen')),
  // The event-level applications (decision 0072).
  '/personal/review/eventApplications': lazy(() => import('../screens/events/event-list-screen')),
  '/personal/review/eventApplication': lazy(() => import('../screens/events/event-detail-screen')),
  // The money queues (decision 0069).
  '/personal/review/refunds': lazy(() => import('../screens/money/refunds-screen')),
  '/personal/review/certificateShipping': lazy(() => import('../screens/money/shipping-screen')),
  // The fee schedule (decision 0076).
  '/personal/feeSchedule': lazy(() => import('../screens/fees/fee-schedule-screen')),
  '/personal/auditLog': lazy(() => import('../screens/audit/audit-chain-screen')),
  // The accounts (decision 0071).
  '/personal/accounts': lazy(() => import('../screens/accounts/account-list-screen')),
  '/personal/account': lazy(() => import('../screens/accounts/account-detail-screen')),
  // The evaluator training classes (decision 0074).
  '/personal/training/classes': lazy(() => import('../screens/training/class-list-screen')),
  '/personal/training/class': lazy(() => import('../screens/training/class-detail-screen')),
  '/personal/training/classEdit': lazy(() => import('../screens/training/class-edit-screen')),
  '/personal/changePassword': lazy(() => account().then((m) => ({ default: m.AccountSettingsPage }))),
  // The qualification and test class review queues (decision 0067).
  '/personal/review/qualifications': lazy(() => import('../screens/review/qualification-list-screen')),
  '/personal/review/qualification': lazy(() => import('../screens/review/qualification-detail-screen')),
  '/personal/review/testClasses': lazy(() => import('../screens/review/class-list-screen')),
  '/personal/review/testClass': lazy(() => import('../screens/review/class-detail-screen')),
};
