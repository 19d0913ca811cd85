import { Alert, Box, Card, CardContent, CardHeader, InputAdornment, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  ArrayInput,
  Form,
  FormDataConsumer,
  NumberInput,
  ReferenceInput,
  required,
  ResourceContextProvider,
  SaveButton,
  SelectInput,
  SimpleFormIterator,
  Title,
  useLocaleState,
  useNotify,
  useTranslate,
  type Validator,
} from 'react-admin';
import type { Schema } from '../api-types';
import { useAdminApi } from '../dataProvider';
import { ClaimWindowSection } from './ClaimWindowSection';
import { formatMoney } from '../shared/format';

type Settings = Schema<'CheckoutSettingsResponse'>;
type Fees = Pick<Settings, 'buyerFee' | 'sellerFee'>;
type Example = Schema<'FeeExampleResponse'>;

const QUERY_KEY = ['admin', 'checkout-settings'];

// The bounds the API states for these fields (OpenAPI minimum/maximum); checked here only to point at the field.
const HOLD_MINUTES = { min: 1, max: 30 };
const PERCENT_MAX_BASIS_POINTS = 5_000;
const FIXED_MAX_CENTS = 10_000;

/** Basis points and cents are shown and typed in hundredths: 500 as "5.00" (%), 50 as "0.50" (€). */
const inHundredths = {
  format: (stored: unknown) => (typeof stored === 'number' ? (stored / 100).toFixed(2) : ''),
  parse: (typed: unknown) => (typeof typed === 'number' && Number.isFinite(typed) ? Math.round(typed * 100) : null),
  step: 0.01,
  min: 0,
};

const wholeMinutes: Validator = (value) =>
  Number.isInteger(value) && value >= HOLD_MINUTES.min && value <= HOLD_MINUTES.max ? undefined : { message: 'bte.checkout_settings.whole_minutes', args: HOLD_MINUTES };

const upTo =
  (max: number, message: string): Validator =>
  (value) =>
    typeof value === 'number' && value >= 0 && value <= max ? undefined : { message, args: { max: (max / 100).toFixed(2) } };

const eachCategoryOnce: Validator = (entries?: { categoryId?: string }[]) => {
  const ids = (entries ?? []).map((entry) => entry?.categoryId).filter(Boolean);
  return new Set(ids).size === ids.length ? undefined : 'bte.checkout_settings.category_twice';
};

const adornment = (unit: string) => ({ input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } });

/** Two columns on wider screens: the buyer's fee and its fixed part, then the seller's. */
function Fields({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 280px))' }, columnGap: 2 }}>{children}</Box>;
}

/** The four inputs of a pair of fees, in the form or in one category's entry. */
function feeInputs() {
  return (['buyer', 'seller'] as const).flatMap((side) => [
    <NumberInput
      key={`${side}-percent`}
      source={`${side}Fee.percentBasisPoints`}
      label={`bte.checkout_settings.${side}_percent`}
      {...inHundredths}
      max={PERCENT_MAX_BASIS_POINTS / 100}
      validate={upTo(PERCENT_MAX_BASIS_POINTS, 'bte.checkout_settings.percent_range')}
      slotProps={adornment('%')}
    />,
    <NumberInput
      key={`${side}-fixed`}
      source={`${side}Fee.fixedCents`}
      label={`bte.checkout_settings.${side}_fixed`}
      {...inHundredths}
      max={FIXED_MAX_CENTS / 100}
      validate={upTo(FIXED_MAX_CENTS, 'bte.checkout_settings.fixed_range')}
      slotProps={adornment('€')}
    />,
  ]);
}

const sameFees = (a: Partial<Fees> | undefined, b: Fees) =>
  a?.buyerFee?.percentBasisPoints === b.buyerFee.percentBasisPoints &&
  a?.buyerFee?.fixedCents === b.buyerFee.fixedCents &&
  a?.sellerFee?.percentBasisPoints === b.sellerFee.percentBasisPoints &&
  a?.sellerFee?.fixedCents === b.sellerFee.fixedCents;

/**
 * What a €50.00 ticket comes to: the API's figures for the saved fees (the same code and rounding as a real order),
 * so this page never computes a fee itself. Fees being edited show theirs once saved.
 */
function FeeExample({ typed, saved }: { typed: Partial<Fees> | undefined; saved: (Fees & { example: Example }) | undefined }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const money = (cents: number) => formatMoney(cents, language);
  const ticket = money(saved?.example.ticketsCents ?? 5_000);
  const text =
    saved && sameFees(typed, saved)
      ? translate('bte.checkout_settings.example', { ticket, total: money(saved.example.totalCents), payout: money(saved.example.payoutCents) })
      : translate('bte.checkout_settings.example_after_save', { ticket });
  return (
    <Typography variant="body2" color="text.secondary" data-testid="fee-example" sx={{ alignSelf: 'flex-start', mt: 1 }}>
      {text}
    </Typography>
  );
}

function Section({ id, title, help, children }: { id: string; title: string; help?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={`checkout-${id}`} variant="outlined">
      <CardHeader title={translate(title)} subheader={help ? translate(help) : undefined} slotProps={{ title: { component: 'h2', variant: 'h6', id: `checkout-${id}` } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

function SettingsForm({ saved, onSave }: { saved: Settings; onSave: (settings: Schema<'CheckoutSettingsDto'>) => Promise<unknown> }) {
  const translate = useTranslate();
  const { holdMinutes, buyerFee, sellerFee, categoryFees } = saved;
  const record = { holdMinutes, buyerFee, sellerFee, categoryFees: categoryFees.map(({ categoryId, buyerFee, sellerFee }) => ({ categoryId, buyerFee, sellerFee })) };
  const savedOf = (categoryId: string | undefined) => categoryFees.find((entry) => entry.categoryId === categoryId);
  return (
    <Form record={record} onSubmit={(values: Record<string, unknown>) => onSave(values as Schema<'CheckoutSettingsDto'>)}>
      <Stack spacing={2}>
        <Section id="hold" title="bte.checkout_settings.hold">
          <Fields>
            <NumberInput
              source="holdMinutes"
              label="bte.checkout_settings.hold_minutes"
              step={1}
              min={HOLD_MINUTES.min}
              max={HOLD_MINUTES.max}
              validate={wholeMinutes}
              helperText={translate('bte.checkout_settings.hold_help', HOLD_MINUTES)}
              sx={{ gridColumn: '1 / -1' }}
            />
          </Fields>
        </Section>
        <Section id="fees" title="bte.checkout_settings.fees" help="bte.checkout_settings.fees_help">
          <Fields>{feeInputs()}</Fields>
          <FormDataConsumer>{({ formData }) => <FeeExample typed={formData as Partial<Fees>} saved={saved} />}</FormDataConsumer>
        </Section>
        <Section id="categories" title="bte.checkout_settings.category_fees" help="bte.checkout_settings.category_fees_help">
          <ArrayInput source="categoryFees" label={false} validate={eachCategoryOnce}>
            <SimpleFormIterator disableReordering getItemLabel={false}>
              <Fields>
                <ReferenceInput source="categoryId" reference="categories" sort={{ field: 'priority', order: 'ASC' }} perPage={100}>
                  <SelectInput optionText="name" label="bte.checkout_settings.category" validate={required()} sx={{ gridColumn: '1 / -1' }} />
                </ReferenceInput>
                {feeInputs()}
              </Fields>
              <FormDataConsumer>
                {({ scopedFormData }) => <FeeExample typed={scopedFormData as Partial<Fees> | undefined} saved={savedOf((scopedFormData as { categoryId?: string } | undefined)?.categoryId)} />}
              </FormDataConsumer>
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

/** The hold and the fees (for every category, and a category's own), edited by staff; a change applies to new orders only. */
export default function CheckoutSettingsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const api = useAdminApi();
  const settings = useQuery({ queryKey: QUERY_KEY, queryFn: () => api.checkoutSettings() });
  const save = useMutation({
    mutationFn: (changed: Schema<'CheckoutSettingsDto'>) => api.changeCheckoutSettings(changed),
    onSuccess: (saved) => {
      queryClient.setQueryData(QUERY_KEY, saved);
      notify('bte.checkout_settings.saved', { type: 'success' });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });

  return (
    <Box sx={{ mt: 2, maxWidth: 1100 }}>
      <Title title="bte.checkout_settings.title" />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('bte.checkout_settings.title')}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('bte.checkout_settings.applies_from_now')}
      </Alert>
      {settings.isPending && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {settings.error && <Alert severity="error">{settings.error.message}</Alert>}
      {settings.data && (
        // The form's inputs and its list of categories expect a resource around them; these settings are one record of their own.
        <ResourceContextProvider value="checkout-settings">
          {/* A new key after each save starts the form again from what the API saved. */}
          <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} onSave={(changed) => save.mutateAsync(changed).catch(() => undefined)} />
        </ResourceContextProvider>
      )}
      <ClaimWindowSection />
    </Box>
  );
}
