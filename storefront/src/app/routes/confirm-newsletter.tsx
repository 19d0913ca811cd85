import { ConfirmSubscription } from '../../features/newsletter/components/confirm-subscription';

export function Component() {
  return <ConfirmSubscription />;
}
