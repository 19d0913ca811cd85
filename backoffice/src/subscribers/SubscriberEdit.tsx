import { DeleteSubscriberButton } from './DeleteSubscriberButton';
import { Edit, email, ListButton, required, SaveButton, SelectField, SimpleForm, Labeled, TextInput, Toolbar, TopToolbar, useNotify, useRedirect } from 'react-admin';
import { Timestamp } from '../shared/format';
import { SUBSCRIBER_LANGUAGES } from './languages';

function SubscriberToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteSubscriberButton redirectToList />
    </Toolbar>
  );
}

/** Only the email address can change; the API answers 409 for one already subscribed, 400 for a malformed one. */
export default function SubscriberEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      mutationMode="pessimistic"
      transform={(data: { email: string }) => ({ email: data.email.trim() })}
      mutationOptions={{
        onSuccess: () => {
          notify('bte.subscribers.updated', { type: 'success' });
          redirect('list', 'subscribers');
        },
        onError: (error) => notify('bte.subscribers.update_failed', { type: 'error', messageArgs: { reason: (error as Error).message } }),
      }}
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <SimpleForm toolbar={<SubscriberToolbar />}>
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <Labeled>
          <SelectField source="language" choices={SUBSCRIBER_LANGUAGES} />
        </Labeled>
        <Labeled>
          <Timestamp source="createdAt" showTime />
        </Labeled>
      </SimpleForm>
    </Edit>
  );
}
