import { useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { Datagrid, SimpleList, type Identifier, type RaRecord } from 'react-admin';

type Text = (record: RaRecord) => ReactNode;

/**
 * react-admin names each row's checkbox ("Select this row") on the checkbox's outer span, where no role allows a
 * name, and leaves the input itself unnamed (its "Select all" box is named correctly). Moves the name to the input.
 */
function useNamedRowCheckboxes(enabled: boolean) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = container.current;
    if (!enabled || !root) return;
    const name = () => {
      for (const box of root.querySelectorAll<HTMLElement>('.select-item[aria-label]')) {
        box.querySelector('input')?.setAttribute('aria-label', box.getAttribute('aria-label')!);
        box.removeAttribute('aria-label');
      }
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [enabled]);
  return container;
}

/**
 * A table on wide screens, a simple list on phones (a seven-column table does not fit 375 px). The list shows the
 * record's main text, a second line and a figure on the right; the row opens the same page as on a wide screen (its own
 * record's page, or the path a function gives for a row about another resource's record). Rows can be ticked only
 * where a list gives its own bulk actions: react-admin's default bulk delete stays off everywhere.
 */
export function ResponsiveDatagrid({ primary, secondary, tertiary, rowClick, bulkActions, children }: { primary: Text; secondary?: Text; tertiary?: Text; rowClick: 'edit' | 'show' | false | ((id: Identifier) => string); bulkActions?: ReactNode; children: ReactNode }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const container = useNamedRowCheckboxes(Boolean(bulkActions) && !phone);
  if (phone) return <SimpleList primaryText={primary} secondaryText={secondary} tertiaryText={tertiary} rowClick={rowClick} />;
  const grid = (
    <Datagrid rowClick={rowClick} bulkActionButtons={bulkActions ?? false}>
      {children}
    </Datagrid>
  );
  return bulkActions ? (
    <div ref={container} style={{ display: 'contents' }}>
      {grid}
    </div>
  ) : (
    grid
  );
}
