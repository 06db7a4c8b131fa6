/** The event-level review's addresses (decision 0072; `../../routes.ts`). */
export const EVENT_APPLICATIONS_PATH = '/personal/review/eventApplications';
export const EVENT_APPLICATION_PATH = '/personal/review/eventApplication';
