import DoneIcon from '@mui/icons-material/Done';
import ReplyIcon from '@mui/icons-material/Reply';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { Schema } from '../api-types';
import { useAdminApi } from '../dataProvider';
import { ConfirmButton } from '../shared/ConfirmButton';

type ContactMessage = Schema<'ContactMessageResponse'>;

/** The API's limits on an answer (it refuses shorter or longer ones too). */
const ANSWER_MIN = 10;
const ANSWER_MAX = 5000;

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', lv: 'latviešu', et: 'eesti', lt: 'lietuvių' };

/** Marks a new message handled (answered by phone, nothing to answer…); the activity log records who. */
export function MarkHandledButton() {
  const record = useRecordContext<ContactMessage>();
  const api = useAdminApi();
  const refresh = useRefresh();
  if (!record || record.status !== 'new') return null;
  return (
    <ConfirmButton
      label="bte.contact_messages.mark_handled"
      icon={<DoneIcon />}
      title="bte.contact_messages.mark_handled_title"
      content="bte.contact_messages.mark_handled_content"
      translateOptions={{ email: record.email }}
      confirmLabel="bte.contact_messages.mark_handled"
      keepLabel="bte.contact_messages.keep_new"
      action={() => api.markContactMessageHandled(record.id)}
      success="bte.contact_messages.marked_handled"
      successArgs={{ email: record.email }}
      afterSuccess={refresh}
    />
  );
}

/** Answers the message by e-mail, in the sender's language around the text as written here; it marks it handled. */
export function AnswerButton() {
  const record = useRecordContext<ContactMessage>();
  const api = useAdminApi();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [answer, setAnswer] = useState('');
  if (!record || record.answer !== null) return null;
  const length = [...answer.trim()].length;
  const tooShort = answer.trim() !== '' && length < ANSWER_MIN;
  const language = LANGUAGE_NAMES[record.language] ?? record.language;
  return (
    <ConfirmButton
      label="bte.contact_messages.answer"
      icon={<ReplyIcon />}
      variant="contained"
      title="bte.contact_messages.answer_title"
      content="bte.contact_messages.answer_content"
      translateOptions={{ email: record.email, language }}
      confirmLabel="bte.contact_messages.send_answer"
      keepLabel="bte.contact_messages.keep_unanswered"
      ready={length >= ANSWER_MIN && length <= ANSWER_MAX}
      action={() => api.answerContactMessage(record.id, answer.trim())}
      success="bte.contact_messages.answered"
      successArgs={{ email: record.email }}
      afterSuccess={() => {
        setAnswer('');
        refresh();
      }}
    >
      <TextField
        // The dialog opens on a click and asks for one thing: focus goes to that field (the WAI-ARIA dialog pattern).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        fullWidth
        multiline
        minRows={6}
        margin="dense"
        label={translate('resources.contact-messages.fields.answer')}
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        error={tooShort}
        helperText={translate('bte.contact_messages.answer_limits', { min: ANSWER_MIN, max: ANSWER_MAX, count: length })}
        slotProps={{ htmlInput: { maxLength: ANSWER_MAX, 'data-testid': 'contact-answer' } }}
      />
    </ConfirmButton>
  );
}
