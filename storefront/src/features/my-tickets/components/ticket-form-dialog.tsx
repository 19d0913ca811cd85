import { zodResolver } from '@hookform/resolvers/zod';
import { Popover } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { Controller, useForm, useWatch, type Control, type FieldErrors, type Resolver, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, inputClasses } from '../../../components/ui/field';
import { isApiError, type ApiError } from '../../../lib/api-error';
import { applyServerFieldErrors, useErrorText } from '../../../lib/form-errors';
import { formatDate, formatPrice } from '../../../lib/format';
import { translationKeyOf, type LanguageCode } from '../../../lib/language';
import { notify } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { SellerWaitingNotice } from '../../waiting-list';
import { useEventOptions, useEventTiers, useListingQuote, useTicketCategories } from '../api/categories';
import type { MyTicket } from '../api/my-tickets';
import { createListing, fileProblem, useUpdateListing, type ListingFields } from '../api/save-ticket';
import { formatDay } from '../../../lib/format';

// The calendar (react-day-picker and its four locales) loads when the pointer or focus reaches its button.
const loadCalendar = () => import('../../../components/ui/calendar');
const Calendar = lazy(() => loadCalendar().then((module) => ({ default: module.Calendar })));

const DOTTED_DAY = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** "31.12.2026" → "2026-12-31", or null when it is not a real calendar day. */
function isoDay(dotted: string): string | null {
  const match = DOTTED_DAY.exec(dotted.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const date = new Date(Number(year), Number(month) - 1, Number(day));
  if (date.getDate() !== Number(day) || date.getMonth() !== Number(month) - 1) return null;
  return `${year}-${month}-${day}`;
}

function dateOf(dotted: string): Date | undefined {
  const iso = isoDay(dotted);
  if (!iso) return undefined;
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** Spec section 5: a non-numeric price counts as 0, a non-numeric quantity as 1; the total has 2 decimals. */
function totalPrice(pricePerUnit: string, quantity: string): string {
  const unit = Number(pricePerUnit.replace(',', '.'));
  const count = Number(quantity);
  return ((Number.isFinite(unit) && pricePerUnit.trim() !== '' ? unit : 0) * (Number.isFinite(count) && quantity.trim() !== '' ? count : 1)).toFixed(2);
}

const priceRule = (value: string) => /^\d{1,7}([.,]\d{1,2})?$/.test(value.trim()) && Number(value.replace(',', '.')) >= 0.01;
const quantityRule = (value: string) => /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= 100;

const ticketSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(3, 'ticketForm.errors.titleMin')),
  description: z.string(),
  categoryId: z.string().check(z.minLength(1, 'ticketForm.errors.categoryRequired')),
  eventId: z.string(),
  eventDate: z.string().check(z.refine((value) => isoDay(value) !== null, 'ticketForm.errors.eventDateRequired')),
  eventTime: z.string().check(z.regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, 'ticketForm.errors.timeInvalid')),
  venue: z.string().check(z.trim(), z.minLength(1, 'ticketForm.errors.venueRequired')),
  seatSection: z.string(),
  seatRow: z.string(),
  seatNumber: z.string(),
  pricePerUnit: z.string().check(z.refine(priceRule, 'ticketForm.errors.priceInvalid')),
  // Checked on submit: asked only when the linked event has no tiers (then the tier is asked instead).
  faceValue: z.string(),
  tierId: z.string(),
  splitRule: z.string(),
  quantity: z.string().check(z.refine(quantityRule, 'ticketForm.errors.quantityInvalid')),
});
type TicketValues = z.infer<typeof ticketSchema>;
const fieldNames = Object.keys(ticketSchema.shape) as (keyof TicketValues)[];

/** What the face value rule depends on: whether the linked event has tiers, and whether an edit keeps its tier. */
interface FaceValueContext {
  tiered: boolean;
  keptTier: boolean;
}

const schemaResolver = zodResolver(ticketSchema);

/** The schema's rules, and then the face value's: a tier for a tiered event, an amount otherwise. */
const ticketResolver: Resolver<TicketValues, FaceValueContext> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const errors: FieldErrors<TicketValues> = { ...result.errors };
  if (context?.tiered && !values.tierId && !context.keptTier) errors.tierId = { type: 'required', message: 'ticketForm.errors.tierRequired' };
  if (!context?.tiered && !priceRule(values.faceValue)) errors.faceValue = { type: 'invalid', message: 'ticketForm.errors.faceValueInvalid' };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
};

function defaultsOf(ticket: MyTicket | undefined): TicketValues {
  return {
    title: ticket?.title ?? '',
    description: ticket?.description ?? '',
    categoryId: ticket?.category.id ?? '',
    eventId: ticket?.eventId ?? '',
    eventDate: ticket ? formatDay(ticket.eventDate) : '',
    eventTime: ticket?.eventTime ?? '',
    venue: ticket?.venue ?? '',
    seatSection: ticket?.seat.section ?? '',
    seatRow: ticket?.seat.row ?? '',
    seatNumber: ticket?.seat.seat ?? '',
    pricePerUnit: ticket ? (ticket.pricePerUnitCents / 100).toFixed(2) : '',
    faceValue: ticket ? (ticket.faceValueCents / 100).toFixed(2) : '',
    tierId: '',
    splitRule: ticket?.splitRule ?? '',
    quantity: ticket ? String(ticket.quantity) : '1',
  };
}

/** "45,5" → 4550; null when it is not an amount of at least one cent. */
function centsOf(amount: string): number | null {
  return priceRule(amount) ? Math.round(Number(amount.trim().replace(',', '.')) * 100) : null;
}

function toFields(values: TicketValues, tiered: boolean): ListingFields {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    categoryId: values.categoryId,
    eventId: values.eventId || null,
    eventDate: isoDay(values.eventDate) ?? '',
    eventTime: values.eventTime || null,
    venue: values.venue.trim(),
    seatSection: values.seatSection.trim(),
    seatRow: values.seatRow.trim(),
    seatNumber: values.seatNumber.trim(),
    pricePerUnit: values.pricePerUnit.trim().replace(',', '.'),
    // A tier decides the face value; without a newly chosen tier, an edit keeps the one chosen before.
    faceValue: tiered ? null : values.faceValue.trim().replace(',', '.'),
    tierId: tiered && values.tierId ? values.tierId : null,
    splitRule: SPLIT_RULES.find((rule) => rule === values.splitRule) ?? null,
    quantity: Number(values.quantity),
  };
}

/** Add (with an optional ticket file) or edit a listing. The file can only be given when adding. */
export default function TicketFormDialog({ ticket, onClose }: { ticket?: MyTicket; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const categories = useTicketCategories(language);
  const update = useUpdateListing();
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [chosenName, setChosenName] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [faceValueContext, setFaceValueContext] = useState<FaceValueContext>({ tiered: false, keptTier: false });
  const { register, handleSubmit, formState, setError, setValue, control } = useForm<TicketValues, FaceValueContext>({
    resolver: ticketResolver,
    context: faceValueContext,
    defaultValues: defaultsOf(ticket),
  });
  const [categoryId, eventId, watchedTierId] = useWatch({ control, name: ['categoryId', 'eventId', 'tierId'] });
  const categorySlug = categories.data?.find((category) => category.id === categoryId)?.slug;
  const events = useEventOptions(categorySlug);
  const tiers = useEventTiers(eventId).data ?? [];
  const tiered = Boolean(eventId) && tiers.length > 0;
  // Editing a tiered listing: its tier is shown chosen (the API names it, the catalogue gives its id).
  const keptTierId = ticket?.tierName && ticket.eventId === eventId ? (tiers.find((tier) => tier.name === ticket.tierName)?.id ?? '') : '';
  if (faceValueContext.tiered !== tiered || faceValueContext.keptTier !== Boolean(keptTierId)) setFaceValueContext({ tiered, keptTier: Boolean(keptTierId) });
  const busy = formState.isSubmitting;

  const chooseFiles = (chosen: File[]) => {
    setFiles([]);
    setFileError(null);
    setChosenName(chosen.length === 0 ? null : chosen.length === 1 ? chosen[0].name : t('ticketForm.filesChosen', { count: chosen.length }));
    const problem = chosen.map(fileProblem).find(Boolean);
    if (problem) setFileError(t(problem === 'type' ? 'ticketForm.errors.fileType' : 'ticketForm.errors.fileSize'));
    else setFiles(chosen);
  };

  const chooseEvent = (chosen: string) => {
    setValue('eventId', chosen);
    const event = events.data?.find((option) => option.id === chosen);
    if (!event) return;
    setValue('venue', [event.venue, event.city].filter(Boolean).join(', '), { shouldValidate: formState.isSubmitted });
    setValue('eventDate', event.date, { shouldValidate: formState.isSubmitted });
    setValue('eventTime', event.time, { shouldValidate: formState.isSubmitted });
    if (!formState.dirtyFields.title) setValue('title', event.title, { shouldValidate: formState.isSubmitted });
  };

  const showRefusal = (error: unknown) => {
    if (!isApiError(error)) return setFormError(t(ticket ? 'ticketForm.updateFailed' : 'ticketForm.addFailed'));
    if (error.code.startsWith('marketplace.file_')) return setFileError(error.message);
    if (error.code === 'marketplace.event_date_in_past') return setError('eventDate', { type: 'server', message: error.message });
    if (error.code === 'marketplace.price_over_cap') return setError('pricePerUnit', { type: 'server', message: error.message });
    if (error.code === 'marketplace.face_value_required') return setError('faceValue', { type: 'server', message: error.message });
    if (error.code === 'marketplace.tier_required' || error.code === 'marketplace.tier_unknown') return setError('tierId', { type: 'server', message: error.message });
    if (applyServerFieldErrors(error, fieldNames, setError)) return;
    setFormError(refusalText(error, t(ticket ? 'ticketForm.updateFailed' : 'ticketForm.addFailed')));
  };

  const onSubmit = handleSubmit(async (values) => {
    if (fileError) return;
    setFormError(null);
    const fields = toFields({ ...values, tierId: values.tierId || keptTierId }, tiered);
    try {
      if (ticket) {
        await update.mutateAsync({ id: ticket.id, fields });
        notify.success(t('ticketForm.updated'));
      } else {
        if (files.length > 0) setProgress(0);
        await createListing(fields, files, translationKeyOf(language), setProgress);
        notify.success(t('ticketForm.added'));
      }
      onClose();
    } catch (error) {
      showRefusal(error);
    } finally {
      setProgress(null);
    }
  });

  const options = categories.data ?? [];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={ticket ? t('ticketForm.editTitle') : t('ticketForm.addTitle')}
      closeLabel={t('common.close')}
      testId="ticket-form-dialog"
      className="md:max-w-2xl"
      focusFirstField
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="-mx-1 flex max-h-[60vh] flex-col gap-4 overflow-y-auto px-1 pb-1" data-testid="ticket-form-fields">
          <Field label={t('ticketForm.title')} error={errorText(formState.errors.title)}>
            {(control) => <input {...control} {...register('title')} className={inputClasses} />}
          </Field>
          <Field label={t('ticketForm.category')} error={errorText(formState.errors.categoryId)}>
            {(control) => (
              <select {...control} {...register('categoryId', { onChange: () => setValue('eventId', '') })} className={inputClasses} disabled={categories.isPending}>
                <option value="">{categories.isPending ? t('common.loading') : t('ticketForm.chooseCategory')}</option>
                {options.length === 0 && !categories.isPending ? (
                  <option value="other">{t('ticketForm.otherCategory')}</option>
                ) : (
                  options.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))
                )}
              </select>
            )}
          </Field>
          <Field label={t('ticketForm.event')} hint={t('ticketForm.eventHint')} error={errorText(formState.errors.eventId)}>
            {(control) => (
              <select {...control} value={eventId} onChange={(event) => chooseEvent(event.target.value)} className={inputClasses} disabled={!categorySlug}>
                <option value="">{t('ticketForm.noEvent')}</option>
                {/* A linked event no longer among the upcoming ones stays linked unless another is chosen. */}
                {eventId && events.data && !events.data.some((event) => event.id === eventId) && <option value={eventId}>{t('ticketForm.linkedEvent')}</option>}
                {(events.data ?? []).map((event) => (
                  <option key={event.id} value={event.id}>
                    {event.title} · {event.date}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <SellerWaitingNotice eventId={eventId} />
          <div className="grid gap-4 sm:grid-cols-2">
            <EventDateField control={control} language={language} error={errorText(formState.errors.eventDate)} />
            <Field label={t('ticketForm.eventTime')} error={errorText(formState.errors.eventTime)}>
              {(control) => <input {...control} {...register('eventTime')} type="time" className={inputClasses} />}
            </Field>
          </div>
          <Field label={t('ticketForm.venue')} error={errorText(formState.errors.venue)}>
            {(control) => <input {...control} {...register('venue')} className={inputClasses} />}
          </Field>
          <div className="grid grid-cols-3 gap-3">
            <Field label={t('ticketForm.seatSection')}>{(control) => <input {...control} {...register('seatSection')} className={inputClasses} />}</Field>
            <Field label={t('ticketForm.seatRow')}>{(control) => <input {...control} {...register('seatRow')} className={inputClasses} />}</Field>
            <Field label={t('ticketForm.seatNumber')}>{(control) => <input {...control} {...register('seatNumber')} className={inputClasses} />}</Field>
          </div>
          <Field label={t('ticketForm.description')}>
            {(control) => <textarea {...control} {...register('description')} rows={3} className={inputClasses} />}
          </Field>
          {tiered ? (
            <Field label={t('ticketForm.tier')} error={errorText(formState.errors.tierId)}>
              {(control) => (
                <select {...control} {...register('tierId')} value={watchedTierId || keptTierId} className={inputClasses}>
                  <option value="">{t('ticketForm.chooseTier')}</option>
                  {tiers.map((tier) => (
                    <option key={tier.id} value={tier.id}>
                      {t('ticketForm.tierOption', { name: tier.name, price: formatPrice(tier.priceCents / 100) })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : (
            <Field label={t('ticketForm.faceValue')} hint={t('ticketForm.faceValueHint')} error={errorText(formState.errors.faceValue)}>
              {(control) => <input {...control} {...register('faceValue')} type="number" min="0.01" step="0.01" inputMode="decimal" className={inputClasses} />}
            </Field>
          )}
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={t('ticketForm.pricePerUnit')} error={errorText(formState.errors.pricePerUnit)}>
              {(control) => <input {...control} {...register('pricePerUnit')} type="number" min="0.01" step="0.01" inputMode="decimal" className={inputClasses} />}
            </Field>
            <Field label={t('ticketForm.quantity')} error={errorText(formState.errors.quantity)}>
              {(control) => <input {...control} {...register('quantity')} type="number" min="1" step="1" inputMode="numeric" className={inputClasses} />}
            </Field>
            <TotalField control={control} />
          </div>
          <SplitRuleField control={control} register={register} />
          <ListingQuoteLine control={control} faceValueCents={tiered ? (tiers.find((tier) => tier.id === (watchedTierId || keptTierId))?.priceCents ?? null) : null} />
          {!ticket && (
            <Field label={t('ticketForm.file')} hint={t('ticketForm.fileHint')} error={fileError ?? undefined}>
              {(control) => (
                // The browser's own file button speaks the browser's language; this one speaks the page's.
                <div className="relative flex min-w-0 items-center gap-3">
                  <input
                    {...control}
                    type="file"
                    accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
                    multiple
                    onChange={(event) => chooseFiles([...(event.target.files ?? [])])}
                    className="peer sr-only"
                  />
                  <label
                    htmlFor={control.id}
                    aria-hidden="true"
                    className="shrink-0 cursor-pointer rounded-lg bg-brand-soft px-3 py-2 text-sm font-semibold text-brand peer-focus-visible:outline-3 peer-focus-visible:outline-focus hover:bg-brand-soft/70"
                  >
                    {t('ticketForm.chooseFile')}
                  </label>
                  <span className="truncate text-sm text-muted" data-testid="chosen-files">{chosenName ?? t('ticketForm.noFile')}</span>
                </div>
              )}
            </Field>
          )}
          {!ticket && <FilesNote control={control} files={files} />}
        </div>
        {progress !== null && (
          <div className="mt-4" data-testid="upload-progress">
            <p className="mb-1 text-sm text-muted">{t('ticketForm.uploading', { percent: Math.round(progress * 100) })}</p>
            <div role="progressbar" aria-label={t('ticketForm.uploadLabel')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)} className="h-2 overflow-hidden rounded-full bg-slate-200">
              <div className="h-full bg-brand transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
            </div>
          </div>
        )}
        {formError && (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-danger" data-testid="ticket-form-error">
            {formError}
          </p>
        )}
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('myTickets.cancel')}
          </Button>
          <Button type="submit" disabled={busy} data-testid="ticket-form-submit">
            {busy ? t('ticketForm.processing') : ticket ? t('ticketForm.save') : t('ticketForm.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function refusalText(error: ApiError, fallback: string): string {
  return error.status !== 0 && error.status < 500 && error.message ? error.message : fallback;
}

/** Under the prices: the highest price the cap allows, and what the seller receives and a buyer pays, as the server computes them. */
function ListingQuoteLine({ control, faceValueCents }: { control: Control<TicketValues>; faceValueCents: number | null }) {
  const { t } = useTranslation();
  const [categoryId, eventId, faceValue, pricePerUnit, quantity] = useWatch({ control, name: ['categoryId', 'eventId', 'faceValue', 'pricePerUnit', 'quantity'] });
  const quote = useListingQuote({
    categoryId,
    eventId,
    faceValueCents: faceValueCents ?? centsOf(faceValue),
    pricePerUnitCents: centsOf(pricePerUnit),
    quantity: quantityRule(quantity) ? Number(quantity) : 1,
  }).data;
  if (!quote || (quote.highestPriceCents === null && quote.sellerReceivesCents === null)) return null;
  return (
    <div className="-mt-2 space-y-1 text-sm text-muted" aria-live="polite" data-testid="listing-quote">
      {quote.highestPriceCents !== null && (
        <p data-testid="listing-cap">{t('ticketForm.capHint', { highest: formatPrice(quote.highestPriceCents / 100), percent: quote.priceCapBasisPoints / 100 })}</p>
      )}
      {quote.sellerReceivesCents !== null && quote.buyerPaysCents !== null && (
        <p data-testid="listing-proceeds">{t('ticketForm.youReceive', { amount: formatPrice(quote.sellerReceivesCents / 100), total: formatPrice(quote.buyerPaysCents / 100) })}</p>
      )}
    </div>
  );
}

const SPLIT_RULES = ['any', 'together', 'no-single-left'] as const;

/** For several tickets: may buyers take some of them (and leave one alone), or only all together? */
function SplitRuleField({ control, register }: { control: Control<TicketValues>; register: UseFormRegister<TicketValues> }) {
  const { t } = useTranslation();
  const quantity = useWatch({ control, name: 'quantity' });
  if (!(Number(quantity) > 1)) return null;
  return (
    <Field label={t('ticketForm.splitRule')} hint={t('ticketForm.splitRuleHint')}>
      {(field) => (
        <select {...field} {...register('splitRule')} className={inputClasses} data-testid="split-rule">
          <option value="">{t('ticketForm.splitDefault')}</option>
          {SPLIT_RULES.map((rule) => (
            <option key={rule} value={rule}>
              {t(`ticketForm.split.${rule}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function TotalField({ control }: { control: Control<TicketValues> }) {
  const { t } = useTranslation();
  const [pricePerUnit, quantity] = useWatch({ control, name: ['pricePerUnit', 'quantity'] });
  return (
    <Field label={t('ticketForm.price')}>
      {(field) => <input {...field} readOnly value={formatPrice(Number(totalPrice(pricePerUnit, quantity)))} className={inputClasses.replace('bg-white', 'bg-surface')} data-testid="ticket-total" />}
    </Field>
  );
}

/** A typed dd.mm.yyyy date with a calendar beside it (weeks from Monday, past days disabled). */
function EventDateField({ control, language, error }: { control: Control<TicketValues>; language: LanguageCode; error?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return (
    <Controller
      control={control}
      name="eventDate"
      render={({ field }) => (
        <Field label={t('ticketForm.eventDate')} error={error}>
          {(controlProps) => (
            <div className="flex gap-2">
              <input {...controlProps} {...field} placeholder={t('ticketForm.datePlaceholder')} inputMode="numeric" className={inputClasses} />
              <Popover.Root open={open} onOpenChange={setOpen}>
                <Popover.Trigger
                  aria-label={t('ticketForm.openCalendar')}
                  onPointerEnter={() => void loadCalendar()}
                  onFocus={() => void loadCalendar()}
                  className="shrink-0 rounded-lg border border-line px-3 text-muted hover:bg-slate-50 hover:text-ink">
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
                    <rect x="3" y="5" width="18" height="16" rx="2" />
                    <path d="M3 10h18M8 3v4M16 3v4" />
                  </svg>
                </Popover.Trigger>
                <Popover.Portal>
                  <Popover.Content align="end" sideOffset={6} className="z-50 rounded-xl border border-line bg-white p-3 shadow-lg">
                    <Suspense fallback={<div className="size-72 animate-pulse rounded-lg bg-slate-100" />}>
                      <Calendar
                        language={language}
                        mode="single"
                        selected={dateOf(field.value)}
                        defaultMonth={dateOf(field.value)}
                        disabled={{ before: today }}
                        onSelect={(day: Date | undefined) => {
                          if (day) field.onChange(formatDate(day));
                          setOpen(false);
                        }}
                      />
                    </Suspense>
                  </Popover.Content>
                </Popover.Portal>
              </Popover.Root>
            </div>
          )}
        </Field>
      )}
    />
  );
}

/** Says what becomes of the chosen files for the number of tickets (ADR 0026): one per ticket, pages cut, or sold together. */
function FilesNote({ control, files }: { control: Control<TicketValues>; files: File[] }) {
  const { t } = useTranslation();
  const quantity = Number(useWatch({ control, name: 'quantity' }));
  if (files.length === 0 || !(quantity > 1)) return null;
  const pdf = files.length === 1 && /\.pdf$/i.test(files[0].name);
  const note =
    files.length === quantity ? t('ticketForm.filesOnePerTicket') : files.length === 1 ? (pdf ? t('ticketForm.filesPdfPages', { quantity }) : t('ticketForm.filesTogether')) : t('ticketForm.filesMismatch', { files: files.length, quantity });
  return (
    <p className={`text-sm ${files.length > 1 && files.length !== quantity ? 'font-medium text-danger' : 'text-muted'}`} data-testid="files-note">
      {note}
    </p>
  );
}
