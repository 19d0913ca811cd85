import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Card, CardContent, CardHeader, Divider, FormControl, InputLabel, LinearProgress, MenuItem, Select, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { ConfirmButton } from '../shared/ConfirmButton';
import { TextButton } from '../shared/TextButton';
import { useAdminApi } from '../dataProvider';
import { formatLocale } from '../shared/format';
import { SUBSCRIBER_LANGUAGES, type SubscriberLanguage } from '../subscribers/languages';
import type { Schema } from '../api-types';

type NewsletterMessage = Schema<'NewsletterMessageResponse'>;

const ALL = 'all';
const SUBJECT_MAX = 200;
const BODY_MAX = 20_000;

/** Progress of one sending; polled while the queue works through the recipients. */
function MessageProgress({ message }: { message: NewsletterMessage }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const done = message.sent + message.failed;
  const percent = message.recipients === 0 ? 100 : Math.round((done / message.recipients) * 100);
  return (
    <Box data-testid="message-progress" sx={{ py: 1 }}>
      <Typography variant="subtitle2">{message.subject}</Typography>
      <Typography variant="body2" color="text.secondary">
        {new Date(message.createdAt).toLocaleString(formatLocale(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Riga' })}
        {' · '}
        {translate(message.language ? `bte.languages.${message.language}` : 'bte.messages.all_languages')}
        {' · '}
        {translate(`bte.messages.status.${message.status}`)}
      </Typography>
      <LinearProgress variant="determinate" value={percent} sx={{ my: 0.5 }} aria-label={translate('bte.messages.progress_label', { subject: message.subject })} />
      <Typography variant="body2" role="status">
        {translate('bte.messages.progress', { sent: message.sent, failed: message.failed, recipients: message.recipients })}
      </Typography>
    </Box>
  );
}

/** Compose (one text for everyone, or for one language's subscribers), preview, send through the queue, watch it go. */
export default function MessageSubscribers() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [language, setLanguage] = useState<SubscriberLanguage | typeof ALL>(ALL);
  const [previewing, setPreviewing] = useState(false);

  const api = useAdminApi();
  const messages = useQuery({
    queryKey: ['admin', 'newsletter-messages'],
    queryFn: () => api.recentNewsletterMessages(),
    refetchInterval: (query) => (query.state.data?.some((message) => message.status !== 'done') ? 1500 : false),
  });
  const send = useMutation({
    mutationFn: () => api.sendNewsletterMessage({ subject: subject.trim(), body: body.trim(), ...(language === ALL ? {} : { language }) }),
    onSuccess: (message) => {
      notify('bte.messages.queued', { type: 'success', messageArgs: { smart_count: message.recipients } });
      setSubject('');
      setBody('');
      setPreviewing(false);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'newsletter-messages'] });
    },
  });
  // Sending asks first, naming how many confirmed subscribers (of the chosen language) it goes to.
  const [audience, setAudience] = useState<number | null>(null);
  const dataProvider = useDataProvider();
  const countAudience = () => {
    setAudience(null);
    dataProvider
      .getList('subscribers', { filter: { status: 'confirmed', ...(language === ALL ? {} : { language }) }, pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' } })
      .then(({ total }) => setAudience(total ?? 0))
      .catch(() => setAudience(0));
  };

  const complete = subject.trim().length > 0 && body.trim().length > 0;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
      <Title title="bte.messages.title" />
      <Card>
        <CardHeader title={translate('bte.messages.compose')} slotProps={{ title: { component: 'h1', variant: 'h5' } }} />
        <CardContent>
          <Stack spacing={2}>
            <FormControl fullWidth>
              <InputLabel id="message-language">{translate('bte.messages.audience')}</InputLabel>
              <Select labelId="message-language" label={translate('bte.messages.audience')} value={language} onChange={(event) => setLanguage(event.target.value as SubscriberLanguage | typeof ALL)}>
                <MenuItem value={ALL}>{translate('bte.messages.all_languages')}</MenuItem>
                {SUBSCRIBER_LANGUAGES.map((choice) => (
                  <MenuItem key={choice.id} value={choice.id}>
                    {translate('bte.messages.only_language', { language: translate(choice.name) })}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <TextField label={translate('bte.messages.subject')} value={subject} onChange={(event) => setSubject(event.target.value)} required fullWidth slotProps={{ htmlInput: { maxLength: SUBJECT_MAX } }} />
            <TextField
              label={translate('bte.messages.body')}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              required
              fullWidth
              multiline
              minRows={8}
              helperText={translate('bte.messages.body_help')}
              slotProps={{ htmlInput: { maxLength: BODY_MAX } }}
            />
            <Stack direction="row" spacing={1}>
              <TextButton label="bte.messages.preview" onClick={() => setPreviewing(true)} disabled={!complete} variant="outlined" />
              <ConfirmButton
                label="bte.messages.send"
                icon={<SendIcon />}
                variant="contained"
                disabled={!complete || send.isPending}
                title="bte.messages.send_title"
                content={audience === null ? 'bte.messages.counting' : 'bte.messages.send_confirm'}
                translateOptions={{ smart_count: audience ?? 0, subject: subject.trim() }}
                confirmLabel="bte.messages.send_now"
                keepLabel="bte.messages.keep_editing"
                ready={audience !== null && audience > 0}
                onOpen={countAudience}
                action={() => send.mutateAsync()}
              />
            </Stack>
            {previewing && complete && (
              <Box component="section" aria-label={translate('bte.messages.preview')} data-testid="message-preview" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
                <Typography variant="overline" color="text.secondary">
                  {translate('bte.messages.preview')}
                </Typography>
                <Typography variant="h6" component="p">
                  {subject.trim()}
                </Typography>
                <Divider sx={{ my: 1 }} />
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{body.trim()}</Typography>
                <Divider sx={{ my: 1 }} />
                <Typography variant="caption" color="text.secondary">
                  {translate('bte.messages.preview_footer')}
                </Typography>
              </Box>
            )}
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardHeader title={translate('bte.messages.sent_messages')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent sx={{ pt: 0 }}>
          {messages.error && <Alert severity="error">{messages.error.message}</Alert>}
          {messages.data?.length === 0 && <Typography color="text.secondary">{translate('bte.messages.none_yet')}</Typography>}
          {messages.data?.map((message) => (
            <MessageProgress key={message.id} message={message} />
          ))}
        </CardContent>
      </Card>
    </Box>
  );
}
