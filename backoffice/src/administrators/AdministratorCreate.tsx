import { Create, email, required, SimpleForm, TextInput, useNotify, useRedirect } from 'react-admin';

/** Grants administrator rights to an email address (the person may register later with it). */
export default function AdministratorCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      transform={(data: { email: string }) => ({ email: data.email.trim().toLowerCase() })}
      mutationOptions={{
        onSuccess: (record) => {
          notify('bte.administrators.granted', { type: 'success', messageArgs: { email: (record as { email?: string }).email } });
          redirect('list', 'administrators');
        },
      }}
    >
      <SimpleForm>
        <TextInput source="email" type="email" validate={[required(), email()]} helperText="bte.administrators.grant_help" />
      </SimpleForm>
    </Create>
  );
}
