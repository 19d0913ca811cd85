import { Alert, Box, Button, InputAdornment, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  AddItemButton,
  ArrayInput,
  AutocompleteInput,
  Form,
  NumberInput,
  ReferenceInput,
  required,
  ResourceContextProvider,
  SaveButton,
  SelectInput,
  SimpleFormIterator,
  Title,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { Schema } from '../api-types';
import { useAdminApi } from '../dataProvider';
import TicketLimitsSection from './TicketLimitsSection';
import { eachOnce, Section, useEventText } from './form-parts';

type Rules = Schema<'ResaleRulesResponse'>;
type RulesInput = Schema<'ResaleRulesDto'>;

const QUERY_KEY = ['admin', 'resale-rules'];

/** The tickets list showing only the listings on offer over their cap (the API's filter overCap). */
const OVER_CAP_TICKETS = { pathname: '/tickets', search: `?${new URLSearchParams({ filter: JSON.stringify({ overCap: true }) })}` };

/**
 * Caps are stored in basis points of the face value and typed in percent: 12000 is shown and typed as 120. The bounds
 * (100–300 %) are the API's: it refuses a cap outside them in the staff's language, and the page shows that refusal at the field.
 */
const inPercent = {
  format: (stored: unknown) => (typeof stored === 'number' ? String(stored / 100) : ''),
  parse: (typed: unknown) => (typeof typed === 'number' && Number.isFinite(typed) ? Math.round(typed * 100) : null),
  step: 1,
};

const percentAdornment = { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } };



function CapInput({ source, label }: { source: string; label: string }) {
  return <NumberInput source={source} label={label} {...inPercent} validate={required()} slotProps={percentAdornment} sx={{ width: 320, maxWidth: '100%' }} />;
}

/** How many listings on offer are over the cap that applies to them now, and the way to them. */
function OverCap({ count }: { count: number }) {
  const translate = useTranslate();
  return (
    <Alert
      severity={count > 0 ? 'warning' : 'success'}
      data-testid="listings-over-cap"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        count > 0 ? (
          <Button component={Link} to={OVER_CAP_TICKETS} color="inherit" size="small">
            {translate('bte.resale_rules.show_over_cap')}
          </Button>
        ) : undefined
      }
    >
      {count > 0 ? translate('bte.resale_rules.over_cap', { smart_count: count }) : translate('bte.resale_rules.none_over_cap')}
    </Alert>
  );
}

/** The API's refusal as form errors: a cap out of bounds is pointed at by its category or event (params), else it is the general cap. */
function refusalAtField(error: unknown, typed: RulesInput): Record<string, unknown> | undefined {
  // fetchJson's HttpError: the API's translated message, and its body with the error code and params.
  const { message, body } = error as { message?: string; body?: { code?: string; params?: { categoryId?: string; eventId?: string } } | null };
  if (!message || body?.code !== 'marketplace.price_cap_invalid') return undefined;
  const at = <T,>(entries: T[], matches: (entry: T) => boolean) => entries.map((entry) => (matches(entry) ? { priceCapBasisPoints: message } : {}));
  if (body.params?.categoryId) return { categoryCaps: at(typed.categoryCaps, (entry) => entry.categoryId.toLowerCase() === body.params?.categoryId) };
  if (body.params?.eventId) return { eventCaps: at(typed.eventCaps, (entry) => entry.eventId.toLowerCase() === body.params?.eventId) };
  return { priceCapBasisPoints: message };
}


function RulesForm({ saved, onSave }: { saved: Rules; onSave: (rules: RulesInput) => Promise<Record<string, unknown> | undefined> }) {
  const record = {
    priceCapBasisPoints: saved.priceCapBasisPoints,
    categoryCaps: saved.categoryCaps.map(({ categoryId, priceCapBasisPoints }) => ({ categoryId, priceCapBasisPoints })),
    eventCaps: saved.eventCaps.map(({ eventId, priceCapBasisPoints }) => ({ eventId, priceCapBasisPoints })),
  };
  const eventText = useEventText();
  return (
    <Form record={record} onSubmit={(values: Record<string, unknown>) => onSave(values as RulesInput)}>
      <Stack spacing={2}>
        <Section id="general" title="bte.resale_rules.general" help="bte.resale_rules.general_help">
          <CapInput source="priceCapBasisPoints" label="bte.resale_rules.cap" />
        </Section>
        <Section id="categories" title="bte.resale_rules.category_caps" help="bte.resale_rules.category_caps_help">
          <ArrayInput source="categoryCaps" label={false} validate={eachOnce('categoryId', 'bte.resale_rules.category_twice')}>
            <SimpleFormIterator disableReordering getItemLabel={false} inline addButton={<AddItemButton label="bte.resale_rules.add_category" />}>
              <ReferenceInput source="categoryId" reference="categories" sort={{ field: 'priority', order: 'ASC' }} perPage={100}>
                <SelectInput optionText="name" label="bte.resale_rules.category" validate={required()} sx={{ minWidth: 240 }} />
              </ReferenceInput>
              <CapInput source="priceCapBasisPoints" label="bte.resale_rules.cap" />
            </SimpleFormIterator>
          </ArrayInput>
        </Section>
        <Section id="events" title="bte.resale_rules.event_caps" help="bte.resale_rules.event_caps_help">
          <ArrayInput source="eventCaps" label={false} validate={eachOnce('eventId', 'bte.resale_rules.event_twice')}>
            <SimpleFormIterator disableReordering getItemLabel={false} inline addButton={<AddItemButton label="bte.resale_rules.add_event" />}>
              <ReferenceInput source="eventId" reference="events" sort={{ field: 'startsAt', order: 'ASC' }}>
                <AutocompleteInput optionText={eventText} filterToQuery={(q: string) => ({ q })} label="bte.resale_rules.event" validate={required()} sx={{ minWidth: 320 }} />
              </ReferenceInput>
              <CapInput source="priceCapBasisPoints" label="bte.resale_rules.cap" />
            </SimpleFormIterator>
          </ArrayInput>
        </Section>
        <Box>
          <SaveButton />
        </Box>
      </Stack>
    </Form>
  );
}

/** The resale price caps (issue 19): the general cap, and categories and events with their own; a lower cap withdraws no listing. */
export default function ResaleRulesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const api = useAdminApi();
  const rules = useQuery({ queryKey: QUERY_KEY, queryFn: () => api.resaleRules() });
  const save = useMutation({
    mutationFn: (changed: RulesInput) => api.changeResaleRules(changed),
    onSuccess: (saved) => {
      queryClient.setQueryData(QUERY_KEY, saved);
      notify('bte.resale_rules.saved', { type: 'success' });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  const onSave = (changed: RulesInput) =>
    save.mutateAsync(changed).then(
      () => undefined,
      (error: unknown) => refusalAtField(error, changed),
    );

  return (
    <Box sx={{ mt: 2, maxWidth: 1100 }}>
      <Title title="bte.resale_rules.title" />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('bte.resale_rules.title')}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('bte.resale_rules.explained')}
      </Alert>
      {rules.isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {rules.error && <Alert severity="error">{rules.error.message}</Alert>}
      {rules.data && (
        <>
          <OverCap count={rules.data.listingsOverCap} />
          {/* The form's inputs and lists expect a resource around them; these rules are one record of their own. */}
          <ResourceContextProvider value="resale-rules">
            {/* A new key after each save starts the form again from what the API saved. */}
            <RulesForm key={JSON.stringify(rules.data)} saved={rules.data} onSave={onSave} />
          </ResourceContextProvider>
        </>
      )}
      <TicketLimitsSection />
    </Box>
  );
}
