import { ResetPassword } from '../../features/auth/components/reset-password';

export function Component() {
  return <ResetPassword />;
}
