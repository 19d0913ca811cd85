import { ConfirmEmail } from '../../features/profile/components/confirm-email';

export function Component() {
  return <ConfirmEmail />;
}
