import { EmailField, FunctionField, ListButton, SelectField, Show, SimpleShowLayout, TextField, TopToolbar, useTranslate } from 'react-admin';
import { Timestamp } from '../shared/format';
import { AnswerButton, MarkHandledButton } from './ContactMessageActions';
import { CONTACT_MESSAGE_STATUSES } from './statuses';

const LANGUAGES = [
  { id: 'en', name: 'English' },
  { id: 'lv', name: 'Latviešu' },
  { id: 'et', name: 'Eesti' },
  { id: 'lt', name: 'Lietuvių' },
];

/** A message, what staff did with it (who, when, the answer sent) and the two things they can do. */
export default function ContactMessageShow() {
  const translate = useTranslate();
  return (
    <Show
      actions={
        <TopToolbar>
          <AnswerButton />
          <MarkHandledButton />
          <ListButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="name" />
        <EmailField source="email" />
        <SelectField source="language" choices={LANGUAGES} translateChoice={false} />
        <Timestamp source="createdAt" showTime />
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        <SelectField source="status" choices={CONTACT_MESSAGE_STATUSES} />
        <FunctionField
          source="handledBy"
          render={(record: { handledBy: string | null; handledAt: string | null }) => (record.handledBy ? record.handledBy : translate('bte.contact_messages.not_handled'))}
        />
        <Timestamp source="handledAt" showTime emptyText="–" />
        <TextField source="answer" emptyText={translate('bte.contact_messages.no_answer')} sx={{ whiteSpace: 'pre-wrap' }} />
        <TextField source="answeredBy" emptyText="–" />
        <Timestamp source="answeredAt" showTime emptyText="–" />
      </SimpleShowLayout>
    </Show>
  );
}
