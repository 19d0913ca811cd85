import { BooleanField, ListButton, NumberField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { Timestamp } from '../shared/format';
import { PauseButton } from './PauseButton';

/** An event's waiting list: its numbers, and pausing or resuming it. */
export default function WaitingListShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <PauseButton />
          <ListButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="eventTitle" />
        <Timestamp source="startsAt" showTime />
        <NumberField source="people" />
        <NumberField source="ticketsWanted" />
        <NumberField source="offersMade" />
        <NumberField source="offersTaken" />
        <NumberField source="offersLapsed" />
        <BooleanField source="paused" />
      </SimpleShowLayout>
    </Show>
  );
}
