import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Edit, ListButton, TopToolbar, useDataProvider, useRecordContext, useRefresh } from 'react-admin';
import { CatalogImageSection } from '../shared/CatalogImageSection';
import { ConfirmButton } from '../shared/ConfirmButton';
import { EditToolbar, useSavedNotice } from '../shared/savedNotice';
import { EventForm } from './EventForm';
import type { Schema } from '../api-types';

type EventRecord = Schema<'AdminEventDetailResponse'>;

/** Cancels the event (it stays on record, marked cancelled) after a confirmation naming both choices. */
function CancelEventButton() {
  const record = useRecordContext<EventRecord>();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  if (!record || record.status !== 'scheduled') return null;
  return (
    <ConfirmButton
      label="bte.events.cancel"
      icon={<EventBusyIcon />}
      color="error"
      title="bte.events.cancel_title"
      content="bte.events.cancel_content"
      translateOptions={{ title: record.title }}
      confirmLabel="bte.events.cancel"
      keepLabel="bte.events.keep"
      action={() => dataProvider.update('events', { id: record.id, data: { ...record, status: 'cancelled' }, previousData: record })}
      success="bte.events.cancelled"
      afterSuccess={refresh}
    />
  );
}

export default function EventEdit() {
  const saved = useSavedNotice('events', 'bte.events.saved', (record) => String(record.title));
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={saved}
      actions={
        <TopToolbar>
          <CancelEventButton />
          <ListButton />
        </TopToolbar>
      }
    >
      <CatalogImageSection resource="events" name={(record) => String(record.title)} />
      <EventForm toolbar={<EditToolbar resource="events" deleted="bte.events.deleted" name={(record) => String(record.title)} />} />
    </Edit>
  );
}
