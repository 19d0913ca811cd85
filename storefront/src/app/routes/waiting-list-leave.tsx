import { LeavePage } from '../../features/waiting-list';

export function Component() {
  return <LeavePage />;
}
