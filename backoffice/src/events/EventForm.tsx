import { ArrayInput, DateTimeInput, minValue, NumberInput, ReferenceInput, required, SelectInput, SimpleForm, SimpleFormIterator, TextInput, type ToolbarProps } from 'react-admin';
import type { ReactElement } from 'react';
import { fromRigaInput, toRigaInput } from '../shared/rigaTime';
import { EVENT_STATUSES } from './statuses';

/** An event and the organiser's own ticket tiers (name, price in cents, how many are left). */
export function EventForm({ toolbar }: { toolbar?: ReactElement<ToolbarProps> }) {
  return (
    <SimpleForm toolbar={toolbar}>
      <ReferenceInput source="categoryId" reference="categories" sort={{ field: 'priority', order: 'ASC' }}>
        <SelectInput optionText="name" validate={required()} />
      </ReferenceInput>
      <TextInput source="title" validate={required()} />
      <TextInput source="description" multiline minRows={3} />
      <TextInput source="venue" validate={required()} />
      <TextInput source="city" validate={required()} />
      {/* Riga time whatever the browser's zone: the input shows and takes Riga's clock, the API gets the instant. */}
      <DateTimeInput source="startsAt" validate={required()} format={toRigaInput} parse={fromRigaInput} helperText="bte.events.riga_time" />
      <TextInput source="priceRange" />
      <SelectInput source="status" choices={EVENT_STATUSES} validate={required()} />
      <ArrayInput source="tiers">
        <SimpleFormIterator inline>
          <TextInput source="name" validate={required()} />
          {/* Staff enter euros ("35.50"); the API keeps cents. */}
          <NumberInput source="priceCents" validate={[required(), minValue(0)]} min={0} step={0.01} format={(cents?: number | null) => (cents == null ? null : cents / 100)} parse={(euros?: number | null) => (euros == null ? null : Math.round(euros * 100))} />
          <NumberInput source="available" validate={[required(), minValue(0)]} min={0} step={1} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
