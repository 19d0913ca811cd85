import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useState } from 'react';
import { Confirm, Edit, ListButton, TopToolbar, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { TextButton } from '../shared/TextButton';
import { EventForm } from './EventForm';
import type { Schema } from '../api-types';

type EventRecord = Schema<'AdminEventDetailResponse'>;

/** Cancels the event (it stays on record, marked cancelled) after a confirmation. */
function CancelEventButton() {
  const record = useRecordContext<EventRecord>();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  if (!record || record.status !== 'scheduled') return null;
  const cancel = () =>
    update(
      'events',
      { id: record.id, data: { ...record, status: 'cancelled' }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify('bte.events.cancelled', { type: 'success' });
          refresh();
        },
        onError: (error) => {
          setAsking(false);
          notify((error as Error).message, { type: 'error' });
        },
      },
    );
  return (
    <>
      <TextButton label="bte.events.cancel" onClick={() => setAsking(true)} startIcon={<EventBusyIcon />} color="error" />
      <Confirm
        isOpen={asking}
        loading={isPending}
        title="bte.events.cancel_title"
        content="bte.events.cancel_content"
        translateOptions={{ title: record.title }}
        onConfirm={() => void cancel()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

export default function EventEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <CancelEventButton />
          <ListButton />
        </TopToolbar>
      }
    >
      <EventForm />
    </Edit>
  );
}
