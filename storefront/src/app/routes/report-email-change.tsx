import { ReportEmailChange } from '../../features/profile/components/email-link-page';

export function Component() {
  return <ReportEmailChange />;
}
