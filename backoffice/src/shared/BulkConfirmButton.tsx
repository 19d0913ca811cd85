import type { ReactNode } from 'react';
import { useListContext, useNotify, useRefresh, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { ConfirmButton } from './ConfirmButton';

/** What the API answers to a bulk action: how many records changed, and each record it left as it was, with why. */
interface BulkAnswer {
  changed: number;
  skipped: { id: string; message: string }[];
}

export interface BulkConfirmButtonProps {
  /** The button in the list's bulk toolbar and the dialog's title, both translation keys; the title gets the count. */
  label: string;
  title: string;
  content?: string;
  icon?: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  /** The notice after the call, given the number changed (`smart_count`). */
  done: string;
  /** How a skipped record is named in the notice (its title, its e-mail). */
  nameOf: (record: RaRecord) => string;
  ready?: boolean;
  children?: ReactNode;
  /** One API call for the whole selection. */
  action: (ids: Identifier[]) => Promise<BulkAnswer>;
  afterSuccess?: () => void;
}

/**
 * A bulk action of a list: the ConfirmButton dialog named for the action and the count ("Withdraw 3 listings?"), one
 * call for the selection, then a notice of how many changed and, for each record left as it was, its name and why.
 */
export function BulkConfirmButton({ label, title, content, icon, confirmLabel, keepLabel, done, nameOf, ready, children, action, afterSuccess }: BulkConfirmButtonProps) {
  const { selectedIds, data, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const count = selectedIds.length;
  const run = async () => {
    const answer = await action(selectedIds);
    const changed = translate(done, { smart_count: answer.changed });
    if (answer.skipped.length === 0) return notify(changed, { type: 'success' });
    const named = (id: string) => {
      const record = data?.find((row) => String(row.id) === id);
      return record ? `${nameOf(record)}: ` : '';
    };
    const reasons = answer.skipped.map((skip) => `${named(skip.id)}${skip.message}`).join(' ');
    notify(`${changed} ${translate('bte.bulk.skipped', { reasons })}`, { type: answer.changed > 0 ? 'info' : 'warning', autoHideDuration: 10_000 });
  };
  return (
    <ConfirmButton
      label={label}
      icon={icon}
      color="error"
      title={title}
      content={content}
      translateOptions={{ smart_count: count }}
      confirmLabel={confirmLabel}
      keepLabel={keepLabel}
      ready={ready}
      action={run}
      afterSuccess={() => {
        onUnselectItems();
        refresh();
        afterSuccess?.();
      }}
    >
      {children}
    </ConfirmButton>
  );
}
