import { Box, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { NumberInput, required, SelectInput, SimpleForm, TextInput, useTranslate, type ToolbarProps } from 'react-admin';
import { CATEGORY_STATUSES } from './statuses';

const LANGUAGES = ['Lv', 'En', 'Ee', 'Lt'] as const;

/** The base name and description, their four translations, then ordering and visibility. */
export function CategoryForm({ toolbar }: { toolbar?: ReactElement<ToolbarProps> }) {
  const translate = useTranslate();
  return (
    <SimpleForm toolbar={toolbar}>
      <TextInput source="key" validate={required()} />
      <TextInput source="name" validate={required()} />
      <TextInput source="slug" helperText="bte.categories.slug_help" />
      <TextInput source="description" multiline minRows={2} />
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
        {translate('bte.categories.translations')}
      </Typography>
      {/* Name and description side by side per language on wide screens. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, columnGap: 2, width: '100%' }}>
        {LANGUAGES.map((language) => [
          <TextInput key={`name${language}`} source={`name${language}`} />,
          <TextInput key={`description${language}`} source={`description${language}`} multiline />,
        ])}
      </Box>
      <NumberInput source="priority" validate={required()} min={0} step={1} />
      <SelectInput source="status" choices={CATEGORY_STATUSES} validate={required()} />
    </SimpleForm>
  );
}
