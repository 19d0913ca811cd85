import { BooleanField, List, NumberField, TextField, useTranslate } from 'react-admin';
import { ResponsiveDatagrid } from '../shared/ResponsiveDatagrid';
import { Timestamp } from '../shared/format';
import { OfferWindowSection } from './OfferWindowSection';

/** One row per event with a waiting list: who waits, for how many tickets, and how its offers went. */
export default function WaitingListList() {
  const translate = useTranslate();
  return (
    <>
      <List sort={{ field: 'people', order: 'DESC' }} empty={false}>
        <ResponsiveDatagrid
          rowClick="show"
          primary={(record) => String(record.eventTitle)}
          secondary={(record) => `${translate('resources.waiting-lists.fields.people')}: ${record.people}`}
          tertiary={(record) => (record.paused ? translate('bte.waiting_lists.state_paused') : '')}
        >
          <TextField source="eventTitle" sortable={false} />
          <Timestamp source="startsAt" showTime sortable={false} />
          <NumberField source="people" sortable={false} />
          <NumberField source="ticketsWanted" sortable={false} />
          <NumberField source="offersMade" sortable={false} />
          <NumberField source="offersTaken" sortable={false} />
          <NumberField source="offersLapsed" sortable={false} />
          <BooleanField source="paused" sortable={false} />
        </ResponsiveDatagrid>
      </List>
      <OfferWindowSection />
    </>
  );
}
