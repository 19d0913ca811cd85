import { EmailField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { Timestamp } from '../shared/format';

export default function ContactMessageShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="name" />
        <EmailField source="email" />
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        <Timestamp source="createdAt" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
