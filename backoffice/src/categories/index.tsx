import CategoryIcon from '@mui/icons-material/Category';
import { Create, Datagrid, Edit, List, NumberField, NumberInput, required, SearchInput, SelectField, SelectInput, SimpleForm, TextField, TextInput } from 'react-admin';

const STATUSES = [
  { id: 'active', name: 'bte.status.active' },
  { id: 'inactive', name: 'bte.status.inactive' },
];

function CategoryForm() {
  return (
    <SimpleForm>
      <TextInput source="key" validate={required()} />
      <TextInput source="name" validate={required()} />
      <TextInput source="nameLv" />
      <TextInput source="nameEn" />
      <TextInput source="nameEe" />
      <TextInput source="nameLt" />
      <TextInput source="slug" helperText="bte.categories.slug_help" />
      <TextInput source="description" multiline />
      <TextInput source="descriptionLv" multiline />
      <TextInput source="descriptionEn" multiline />
      <TextInput source="descriptionEe" multiline />
      <TextInput source="descriptionLt" multiline />
      <NumberInput source="priority" validate={required()} />
      <SelectInput source="status" choices={STATUSES} validate={required()} />
    </SimpleForm>
  );
}

function CategoryList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'priority', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="key" />
        <TextField source="name" />
        <TextField source="nameLv" />
        <TextField source="slug" />
        <NumberField source="priority" />
        <SelectField source="status" choices={STATUSES} />
      </Datagrid>
    </List>
  );
}

export default {
  list: CategoryList,
  edit: () => (
    <Edit mutationMode="pessimistic">
      <CategoryForm />
    </Edit>
  ),
  create: () => (
    <Create>
      <CategoryForm />
    </Create>
  ),
  icon: CategoryIcon,
};
