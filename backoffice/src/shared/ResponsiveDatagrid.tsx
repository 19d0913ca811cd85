import { useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Datagrid, SimpleList, type Identifier, type RaRecord } from 'react-admin';

type Text = (record: RaRecord) => ReactNode;

/**
 * A table on wide screens, a simple list on phones (a seven-column table does not fit 375 px). The list shows the
 * record's main text, a second line and a figure on the right; the row opens the same page as on a wide screen (its own
 * record's page, or the path a function gives for a row about another resource's record).
 */
export function ResponsiveDatagrid({ primary, secondary, tertiary, rowClick, children }: { primary: Text; secondary?: Text; tertiary?: Text; rowClick: 'edit' | 'show' | false | ((id: Identifier) => string); children: ReactNode }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) return <SimpleList primaryText={primary} secondaryText={secondary} tertiaryText={tertiary} rowClick={rowClick} />;
  return (
    <Datagrid rowClick={rowClick} bulkActionButtons={false}>
      {children}
    </Datagrid>
  );
}
