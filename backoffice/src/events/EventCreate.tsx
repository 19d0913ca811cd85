import { Create } from 'react-admin';
import { EventForm } from './EventForm';

export default function EventCreate() {
  return (
    <Create redirect="list" record={{ status: 'scheduled', tiers: [] }}>
      <EventForm />
    </Create>
  );
}
