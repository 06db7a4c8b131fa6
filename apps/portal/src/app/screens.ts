import { lazy } from 'react';
import type { RemoteScreen } from '@badminton/ui/remote-app';
import type { PortalPath } from '../routes';

/**
 * The portal's screens, one per path of its route manifest (`../routes.ts`; the type makes a missing or an extra
 * path a compile error). Each screen is its own chunk.
 */
export const SCREENS: Record<PortalPath, RemoteScreen> = {
  '/index': lazy(() => import('./home-page')),
  '/news': lazy(() => import('../features/articles/components/news-list-page')),
  '/news/newsDetails': lazy(() => import('../features/articles/components/news-detail-page')),
  '/notice': lazy(() => import('../features/articles/components/notice-list-page')),
  '/notice/noticeDetails': lazy(() => import('../features/articles/components/notice-detail-page')),
  '/commonQuestion': lazy(() => import('../features/faq/components/faq-page')),
  '/signin': lazy(() => import('../features/auth/components/sign-in-page')),
  '/register': lazy(() => import('../features/auth/components/register-page')),
  '/bindMobile': lazy(() => import('../features/auth/components/bind-mobile-page')),
  '/wxsignin': lazy(() => import('../features/auth/components/wechat-sign-in-page')),
  '/message': lazy(() => import('../features/messages/components/message-centre-page')),
  '/enquiry/athleteList': lazy(() => import('../features/enquiry/components/athlete-list-page')),
  '/enquiry/certificateAuthenticity': lazy(() => import('../features/enquiry/components/certificate-query-page')),
  '/enquiry/certificateAuthenticity/athleteDetail': lazy(() => import('../features/enquiry/components/athlete-detail-page')),
  '/test': lazy(() => import('../features/test-sign-up/components/test-list-page')),
  '/evaluationStaffTraining': lazy(() => import('../features/training/components/training-list-page')),
  '/evaluationStaffTraining/evaluationStaffTrainingDetail': lazy(() => import('../features/training/components/training-detail-page')),
  '/evaluationList': lazy(() => import('../features/evaluators/components/evaluator-list-page')),
  '/evaluationList/evaluationListDetail': lazy(() => import('../features/evaluators/components/evaluator-detail-page')),
  '/testInstitutions': lazy(() => import('../features/institutions/components/institution-list-page')),
  '/testInstitutions/testInstitutionsDetail': lazy(() => import('../features/institutions/components/institution-detail-page')),
};
