import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import type { Schema } from '../api-types';
import { TextButton } from '../shared/TextButton';

type WaitingListRecord = Schema<'AdminWaitingListResponse'>;

/** Pauses an event's waiting list (no new offers, nobody new joins) or resumes it, after a confirmation naming which. */
export function PauseButton() {
  const record = useRecordContext<WaitingListRecord>();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const action = record.paused ? 'resume' : 'pause';
  const change = () =>
    update(
      'waiting-lists',
      { id: record.id, data: { paused: !record.paused } satisfies Schema<'WaitingListPauseDto'>, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify(record.paused ? 'bte.waiting_lists.resumed' : 'bte.waiting_lists.paused', { type: 'success' });
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
      <TextButton
        label={`bte.waiting_lists.${action}`}
        onClick={() => setAsking(true)}
        startIcon={record.paused ? <PlayArrowIcon /> : <PauseIcon />}
        color={record.paused ? 'primary' : 'warning'}
        data-testid="waiting-list-pause"
      />
      <Confirm
        isOpen={asking}
        loading={isPending}
        title={`bte.waiting_lists.${action}_title`}
        content={`bte.waiting_lists.${action}_content`}
        confirm={`bte.waiting_lists.${action}`}
        translateOptions={{ title: record.eventTitle }}
        onConfirm={() => void change()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
