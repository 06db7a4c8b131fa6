/** The review queues' addresses (decision 0067; `../../routes.ts`). */
export const QUALIFICATIONS_PATH = '/personal/review/qualifications';
export const QUALIFICATION_PATH = '/personal/review/qualification';
export const TEST_CLASSES_PATH = '/personal/review/testClasses';
export const TEST_CLASS_PATH = '/personal/review/testClass';
