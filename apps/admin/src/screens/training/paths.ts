/** The training class screens' addresses (decision 0074; `../../routes.ts`). */
export const TRAINING_CLASSES_PATH = '/personal/training/classes';
export const TRAINING_CLASS_PATH = '/personal/training/class';
export const TRAINING_CLASS_EDIT_PATH = '/personal/training/classEdit';
