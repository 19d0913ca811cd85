import { ProfileArea } from '../../features/profile/components/profile-area';

export function Component() {
  return <ProfileArea />;
}
