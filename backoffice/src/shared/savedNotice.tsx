import { DeleteButton, SaveButton, Toolbar, useNotify, useRecordContext, useRedirect, type RaRecord } from 'react-admin';

/**
 * A create or edit form's own notice ("Event "Opera night" saved.") in place of react-admin's "Element updated",
 * then back to the list as react-admin would. `message` gets the record's name as `%{name}`.
 */
export function useSavedNotice(resource: string, message: string, name: (record: RaRecord) => string) {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: (record: RaRecord) => {
      notify(message, { type: 'success', messageArgs: { name: name(record) } });
      redirect('list', resource);
    },
  };
}

/**
 * An edit form's toolbar whose delete button says what it deleted ("Event "Opera night" deleted.") in place of
 * react-admin's "Element deleted", after react-admin's confirmation; the API's refusal stays its own notice.
 */
export function EditToolbar({ resource, deleted, name }: { resource: string; deleted: string; name: (record: RaRecord) => string }) {
  const record = useRecordContext();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {record && (
        <DeleteButton
          mutationMode="pessimistic"
          mutationOptions={{
            onSuccess: () => {
              notify(deleted, { type: 'success', messageArgs: { name: name(record) } });
              redirect('list', resource);
            },
          }}
        />
      )}
    </Toolbar>
  );
}
