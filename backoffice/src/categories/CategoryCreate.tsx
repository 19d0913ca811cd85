import { Create } from 'react-admin';
import { useSavedNotice } from '../shared/savedNotice';
import { CategoryForm } from './CategoryForm';

export default function CategoryCreate() {
  const saved = useSavedNotice('categories', 'bte.categories.created', (record) => String(record.name));
  return (
    <Create redirect="list" record={{ status: 'active', priority: 100 }} mutationOptions={saved}>
      <CategoryForm />
    </Create>
  );
}
