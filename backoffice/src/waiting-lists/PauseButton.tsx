import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useDataProvider, useRecordContext, useRefresh } from 'react-admin';
import type { Schema } from '../api-types';
import { ConfirmButton } from '../shared/ConfirmButton';

type WaitingListRecord = Schema<'AdminWaitingListResponse'>;

/** Pauses an event's waiting list (no new offers, nobody new joins) or resumes it, after a confirmation naming which. */
export function PauseButton() {
  const record = useRecordContext<WaitingListRecord>();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  if (!record) return null;
  const action = record.paused ? 'resume' : 'pause';
  const data: Schema<'WaitingListPauseDto'> = { paused: !record.paused };
  return (
    <ConfirmButton
      label={`bte.waiting_lists.${action}`}
      icon={record.paused ? <PlayArrowIcon /> : <PauseIcon />}
      title={`bte.waiting_lists.${action}_title`}
      content={`bte.waiting_lists.${action}_content`}
      translateOptions={{ title: record.eventTitle }}
      confirmLabel={`bte.waiting_lists.${action}`}
      keepLabel="bte.confirm.not_now"
      action={() => dataProvider.update('waiting-lists', { id: record.id, data, previousData: record })}
      success={record.paused ? 'bte.waiting_lists.resumed' : 'bte.waiting_lists.paused'}
      afterSuccess={refresh}
    />
  );
}
