import EventIcon from '@mui/icons-material/Event';
import {
  ArrayInput,
  Create,
  Datagrid,
  DateField,
  DateTimeInput,
  Edit,
  List,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  required,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
} from 'react-admin';

const STATUSES = [
  { id: 'scheduled', name: 'bte.status.scheduled' },
  { id: 'cancelled', name: 'bte.status.cancelled' },
  { id: 'finished', name: 'bte.status.finished' },
];

function EventForm() {
  return (
    <SimpleForm>
      <ReferenceInput source="categoryId" reference="categories">
        <SelectInput optionText="name" validate={required()} />
      </ReferenceInput>
      <TextInput source="title" validate={required()} />
      <TextInput source="description" multiline />
      <TextInput source="venue" validate={required()} />
      <TextInput source="city" validate={required()} />
      <DateTimeInput source="startsAt" validate={required()} />
      <TextInput source="priceRange" />
      <SelectInput source="status" choices={STATUSES} validate={required()} />
      <ArrayInput source="tiers">
        <SimpleFormIterator inline>
          <TextInput source="name" validate={required()} />
          <NumberInput source="priceCents" validate={required()} />
          <NumberInput source="available" validate={required()} />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}

function EventList() {
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={STATUSES} />]}
      sort={{ field: 'startsAt', order: 'ASC' }}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" />
        <ReferenceField source="categoryId" reference="categories" link={false}>
          <TextField source="name" />
        </ReferenceField>
        <TextField source="city" />
        <DateField source="startsAt" showTime locales="lv-LV" />
        <SelectField source="status" choices={STATUSES} />
      </Datagrid>
    </List>
  );
}

export default {
  list: EventList,
  edit: () => (
    <Edit mutationMode="pessimistic">
      <EventForm />
    </Edit>
  ),
  create: () => (
    <Create>
      <EventForm />
    </Create>
  ),
  icon: EventIcon,
};
