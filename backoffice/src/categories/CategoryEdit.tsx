import { Edit } from 'react-admin';
import { CatalogImageSection } from '../shared/CatalogImageSection';
import { EditToolbar, useSavedNotice } from '../shared/savedNotice';
import { CategoryForm } from './CategoryForm';

export default function CategoryEdit() {
  const saved = useSavedNotice('categories', 'bte.categories.saved', (record) => String(record.name));
  return (
    <Edit mutationMode="pessimistic" mutationOptions={saved}>
      <CatalogImageSection resource="categories" name={(record) => String(record.name)} />
      <CategoryForm toolbar={<EditToolbar resource="categories" deleted="bte.categories.deleted" name={(record) => String(record.name)} />} />
    </Edit>
  );
}
