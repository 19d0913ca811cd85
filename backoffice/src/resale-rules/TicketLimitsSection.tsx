import { Alert, Box, LinearProgress, Stack } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrayInput, AddItemButton, AutocompleteInput, Form, NumberInput, ReferenceInput, required, ResourceContextProvider, SaveButton, SimpleFormIterator, useNotify, useTranslate } from 'react-admin';
import type { Schema } from '../api-types';
import { useAdminApi } from '../dataProvider';
import { eachOnce, Section, useEventText } from './form-parts';

type Limits = Schema<'TicketLimitsDto'>;

const QUERY_KEY = ['admin', 'ticket-limits'];

/** The API's refusal of a limit out of bounds, at the event's field (params.eventId) or the general one. */
function refusalAtField(error: unknown, typed: Limits): Record<string, unknown> | undefined {
  const { message, body } = error as { message?: string; body?: { code?: string; params?: { eventId?: string } } | null };
  if (!message || body?.code !== 'marketplace.ticket_limit_invalid') return undefined;
  if (body.params?.eventId) return { eventLimits: typed.eventLimits.map((entry) => (entry.eventId.toLowerCase() === body.params?.eventId ? { ticketsPerBuyer: message } : {})) };
  return { ticketsPerBuyer: message };
}

function LimitInput({ source }: { source: string }) {
  return <NumberInput source={source} label="bte.ticket_limits.limit" step={1} validate={required()} sx={{ width: 240, maxWidth: '100%' }} />;
}

/** How many tickets of one event one buyer may hold and buy (issue 19): the general limit and events with their own. */
export default function TicketLimitsSection() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const api = useAdminApi();
  const eventText = useEventText();
  const limits = useQuery({ queryKey: QUERY_KEY, queryFn: () => api.ticketLimits() });
  const save = useMutation({
    mutationFn: (changed: Limits) => api.changeTicketLimits(changed),
    onSuccess: (saved) => {
      queryClient.setQueryData(QUERY_KEY, saved);
      notify('bte.ticket_limits.saved', { type: 'success' });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  const onSave = (changed: Limits) =>
    save.mutateAsync(changed).then(
      () => undefined,
      (error: unknown) => refusalAtField(error, changed),
    );

  return (
    <Box sx={{ mt: 2 }} data-testid="ticket-limits">
      <Section id="limits" title="bte.ticket_limits.title" help="bte.ticket_limits.help">
        {limits.isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
        {limits.error && <Alert severity="error">{limits.error.message}</Alert>}
        {limits.data && (
          <ResourceContextProvider value="ticket-limits">
            <Form key={JSON.stringify(limits.data)} record={limits.data} onSubmit={(values: Record<string, unknown>) => onSave(values as Limits)}>
              <Stack spacing={2}>
                <LimitInput source="ticketsPerBuyer" />
                <ArrayInput source="eventLimits" label="bte.ticket_limits.event_limits" validate={eachOnce('eventId', 'bte.resale_rules.event_twice')}>
                  <SimpleFormIterator disableReordering getItemLabel={false} inline addButton={<AddItemButton label="bte.resale_rules.add_event" />}>
                    <ReferenceInput source="eventId" reference="events" sort={{ field: 'startsAt', order: 'ASC' }}>
                      <AutocompleteInput optionText={eventText} filterToQuery={(q: string) => ({ q })} label="bte.resale_rules.event" validate={required()} sx={{ minWidth: 320 }} />
                    </ReferenceInput>
                    <LimitInput source="ticketsPerBuyer" />
                  </SimpleFormIterator>
                </ArrayInput>
                <Box>
                  <SaveButton label="bte.ticket_limits.save" />
                </Box>
              </Stack>
            </Form>
          </ResourceContextProvider>
        )}
      </Section>
    </Box>
  );
}
