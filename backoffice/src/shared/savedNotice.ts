import { useNotify, useRedirect, type RaRecord } from 'react-admin';

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
