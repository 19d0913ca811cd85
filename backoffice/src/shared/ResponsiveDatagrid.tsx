import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Datagrid, SimpleList, type Identifier, type RaRecord } from 'react-admin';

type Text = (record: RaRecord) => ReactNode;

/**
 * A table on wide screens, a simple list on phones (a seven-column table does not fit 375 px). The list shows the
 * record's main text, a second line and a figure on the right; the row opens the same page as on a wide screen (its own
 * record's page, or the path a function gives for a row about another resource's record). Rows can be ticked only
 * where a list gives its own bulk actions: react-admin's default bulk delete stays off everywhere.
 */
export function ResponsiveDatagrid({ primary, secondary, tertiary, rowClick, bulkActions, children }: { primary: Text; secondary?: Text; tertiary?: Text; rowClick: 'edit' | 'show' | false | ((id: Identifier) => string); bulkActions?: ReactNode; children: ReactNode }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) return <SimpleList primaryText={primary} secondaryText={secondary} tertiaryText={tertiary} rowClick={rowClick} />;
  return (
    <Datagrid rowClick={rowClick} bulkActionButtons={bulkActions ?? false}>
      {children}
    </Datagrid>
  );
}
