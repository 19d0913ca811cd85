import { Create } from 'react-admin';
import { useSavedNotice } from '../shared/savedNotice';
import { EventForm } from './EventForm';

export default function EventCreate() {
  const saved = useSavedNotice('events', 'bte.events.created', (record) => String(record.title));
  return (
    <Create redirect="list" record={{ status: 'scheduled', tiers: [] }} mutationOptions={saved}>
      <EventForm />
    </Create>
  );
}
