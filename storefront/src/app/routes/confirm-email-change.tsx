import { ConfirmEmailChange } from '../../features/profile/components/email-link-page';

export function Component() {
  return <ConfirmEmailChange />;
}
