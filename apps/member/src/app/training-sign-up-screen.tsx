import type { RemoteAppProps } from '@badminton/contracts';
import { InvoiceSection } from '../features/test-orders/components/invoice-section';
import { TrainingSignUpPage } from '../features/training/components/training-sign-up-page';

/**
 * /evaluationStaff/evaluationStaffSignUp: the training feature's order page with the test-orders feature's invoice
 * information section (the same form and calls as the athlete's order). Features never import each other, so the
 * route composes them here.
 */
export default function TrainingSignUpScreen(props: RemoteAppProps) {
  return <TrainingSignUpPage {...props} InvoiceSection={InvoiceSection} />;
}
