import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field, inputClasses } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-error';
import { formatDate, formatDay, formatPrice, formatRigaDateTime, formatTime } from '../../../lib/format';
import {
  CLAIM_FILE_MAX_MB,
  CLAIM_FILE_TYPES,
  CLAIM_FILES_MAX,
  CLAIM_REASONS,
  useAnswerClaim,
  useClaims,
  useDownloadClaimFile,
  useMoveRefund,
  useOpenClaim,
  type Claim,
  type ClaimReason,
} from '../api/claims';
import type { Order } from '../api/order';

const MESSAGE_MAX = 2000;

/**
 * After a paid order: the buyer can say it went wrong (refused at the entrance, not as described, not received) until
 * the claim window closes, and both parties follow the claim; the seller answers it until staff decide.
 */
export function ClaimPanel({ order }: { order: Order }) {
  const claims = useClaims(order.id, true);
  const [claim] = claims.data ?? [];
  if (claims.isPending || claims.isError) return null;
  if (claim) return <ClaimState order={order} claim={claim} />;
  if (order.role !== 'buyer' || order.status !== 'paid') return null;
  return (
    <>
      {order.moveRefundUntil && <MoveRefundPanel order={order} until={order.moveRefundUntil} />}
      <ProblemPanel order={order} />
    </>
  );
}

/** The event moved after the buyer paid: until the window closes they may have all they paid back, after confirming. */
function MoveRefundPanel({ order, until }: { order: Order; until: string }) {
  const { t } = useTranslation();
  const refund = useMoveRefund(order.id);
  const [confirming, setConfirming] = useState(false);
  const amount = formatPrice((order.amounts.totalCents ?? 0) / 100);
  const startsAt = `${formatDay(order.ticket.eventDate)}${order.ticket.eventTime ? ` ${order.ticket.eventTime}` : ''}`;
  return (
    <section aria-labelledby="move-refund-heading" className="rounded-2xl border border-amber-200 bg-amber-50 p-5 md:p-6" data-testid="move-refund-panel">
      <h2 id="move-refund-heading" className="text-xl font-bold">
        {t('claims.moved.heading')}
      </h2>
      <p className="mt-2">{t('claims.moved.text', { startsAt, amount, until: formatRigaDateTime(until) })}</p>
      {refund.isError && (
        <p role="alert" className="mt-3 text-sm font-medium text-danger">
          {errorOf(refund.error, `${t('claims.failed')} ${t('common.tryAgain')}`)}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {confirming ? (
          <>
            <Button onClick={() => refund.mutate()} disabled={refund.isPending} data-testid="move-refund-confirm">
              {t('claims.moved.confirm', { amount })}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={refund.isPending}>
              {t('claims.moved.keep')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="move-refund-start">
            {t('claims.moved.start')}
          </Button>
        )}
      </div>
    </section>
  );
}

function ProblemPanel({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="claim-heading" className="rounded-2xl border border-line bg-white p-5 md:p-6" data-testid="claim-panel">
      <h2 id="claim-heading" className="text-xl font-bold">
        {t('claims.problemHeading')}
      </h2>
      <p className="mt-2 text-muted">{t('claims.problemText')}</p>
      <OpenClaimForm orderId={order.id} />
    </section>
  );
}

function errorOf(error: unknown, fallback: string): string {
  return (isApiError(error) && (Object.values(error.fieldErrors)[0] ?? error.message)) || fallback;
}

function OpenClaimForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const open = useOpenClaim(orderId);
  const [reason, setReason] = useState<ClaimReason | null>(null);
  const [message, setMessage] = useState('');
  const [shown, setShown] = useState(false);
  const [missing, setMissing] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const reasonsLabel = useId();
  const filesLabel = useId();
  const filesHint = useId();
  const picker = useRef<HTMLInputElement>(null);
  const limits = { max: CLAIM_FILES_MAX, mb: CLAIM_FILE_MAX_MB };
  /** Adds the chosen files that fit (type, size, count); says which did not. */
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    let problem: string | null = null;
    const fitting = chosen.filter((file) => {
      if (!CLAIM_FILE_TYPES.includes(file.type)) problem = t('claims.fileTypeInvalid', { name: file.name });
      else if (file.size > CLAIM_FILE_MAX_MB * 1_048_576) problem = t('claims.fileTooLarge', { name: file.name, mb: CLAIM_FILE_MAX_MB });
      else return true;
      return false;
    });
    const next = [...files, ...fitting];
    if (next.length > CLAIM_FILES_MAX) problem = t('claims.filesTooMany', { max: CLAIM_FILES_MAX });
    setFiles(next.slice(0, CLAIM_FILES_MAX));
    setFileProblem(problem);
  };
  if (!shown) {
    return (
      <div className="mt-4">
        <Button variant="secondary" onClick={() => setShown(true)} data-testid="claim-start">
          {t('claims.start')}
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setMissing(t('claims.reasonRequired'));
    if (!message.trim()) return setMissing(t('claims.messageRequired'));
    setMissing(null);
    open.mutate({ reason, message: message.trim(), files });
  };
  const problem = missing ?? (open.isError ? errorOf(open.error, `${t('claims.failed')} ${t('common.tryAgain')}`) : null);
  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-4" noValidate data-testid="claim-form">
      <fieldset className="flex flex-col gap-2">
        <legend id={reasonsLabel} className="mb-1 text-sm font-medium text-ink">
          {t('claims.reasonLabel')}
        </legend>
        {CLAIM_REASONS.map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input type="radio" name="claim-reason" value={option} checked={reason === option} onChange={() => {
                setReason(option);
                setMissing(null);
              }} className="size-4" />
            {t(`claims.reason.${option}`)}
          </label>
        ))}
      </fieldset>
      <Field label={t('claims.messageLabel')} hint={t('claims.messageHint', { max: MESSAGE_MAX })}>
        {(control) => <textarea {...control} className={inputClasses} rows={4} maxLength={MESSAGE_MAX} value={message} onChange={(event) => {
              setMessage(event.target.value);
              setMissing(null);
            }} />}
      </Field>
      <div className="flex flex-col gap-2" role="group" aria-labelledby={filesLabel} data-testid="claim-files-field">
        <p id={filesLabel} className="text-sm font-medium text-ink">
          {t('claims.filesLabel')}
        </p>
        {/* The button below opens the browser's picker. */}
        <input
          ref={picker}
          type="file"
          multiple
          accept={`${CLAIM_FILE_TYPES.join(',')},.jpg,.jpeg,.png,.webp,.pdf`}
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={choose}
          data-testid="claim-files-input"
        />
        {files.length > 0 && (
          <ul className="flex flex-col gap-1" data-testid="claim-files-chosen">
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-3 rounded-lg border border-line px-3 py-1.5">
                <span className="min-w-0 break-words">{file.name}</span>
                <Button
                  variant="ghost"
                  onClick={() => {
                    setFiles(files.filter((_, other) => other !== index));
                    setFileProblem(null);
                  }}
                  aria-label={t('claims.filesRemoveOf', { name: file.name })}
                >
                  {t('claims.filesRemove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {files.length < CLAIM_FILES_MAX && (
          <div>
            <Button variant="secondary" onClick={() => picker.current?.click()} aria-describedby={filesHint} data-testid="claim-files-choose">
              {t('claims.filesChoose')}
            </Button>
          </div>
        )}
        <p id={filesHint} className="text-sm text-muted">
          {t('claims.filesHint', limits)}
        </p>
        {fileProblem && (
          <p role="alert" className="text-sm font-medium text-danger" data-testid="claim-files-error">
            {fileProblem}
          </p>
        )}
      </div>
      {problem && (
        <p role="alert" className="text-sm font-medium text-danger" data-testid="claim-error">
          {problem}
        </p>
      )}
      <div>
        <Button type="submit" disabled={open.isPending} data-testid="claim-submit">
          {open.isPending ? t('claims.sending') : t('claims.submit')}
        </Button>
      </div>
    </form>
  );
}

/** Where a claim stands, in the words of the party reading it; the seller's answer form while it is open. */
function ClaimState({ order, claim }: { order: Order; claim: Claim }) {
  const { t } = useTranslation();
  const side = order.role;
  const opened = new Date(claim.createdAt);
  const refund = formatPrice((claim.refundCents ?? 0) / 100);
  const moved = claim.reason === 'event_moved';
  const outcome = moved
    ? t(`claims.moved.${claim.status === 'closed' ? 'refunded' : 'refunding'}.${side}`, { amount: refund })
    : claim.status === 'open'
      ? t(`claims.open.${side}`)
      : claim.status === 'refunding'
        ? t('claims.refunding', { amount: refund })
        : claim.refundCents === 0
          ? t(`claims.released.${side}`)
          : t(`claims.refunded.${side}`, { amount: refund });
  return (
    <section aria-labelledby="claim-heading" className="rounded-2xl border border-amber-200 bg-amber-50 p-5 md:p-6" data-testid="claim-panel" data-claim-status={claim.status}>
      <h2 id="claim-heading" className="text-xl font-bold">
        {side === 'buyer' ? t('claims.yourClaim') : t('claims.buyersClaim')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('claims.openedAt', { date: formatDate(opened), time: formatTime(opened) })}</p>
      <p className="mt-3 font-medium" data-testid="claim-outcome">
        {outcome}
      </p>
      {claim.decisionNote && <p className="mt-2 whitespace-pre-wrap">{claim.decisionNote}</p>}
      <dl className="mt-4 flex flex-col gap-3">
        <div>
          <dt className="text-sm text-muted">{t('claims.reasonLabel')}</dt>
          <dd>{t(`claims.reason.${claim.reason}`)}</dd>
        </div>
        {claim.message && (
          <div>
            <dt className="text-sm text-muted">{t('claims.buyerSays')}</dt>
            <dd className="break-words whitespace-pre-wrap" data-testid="claim-message">
              {claim.message}
            </dd>
          </div>
        )}
        {claim.files.length > 0 && (
          <div>
            <dt className="text-sm text-muted">{t('claims.filesHeading')}</dt>
            <dd>
              <ClaimFiles orderId={order.id} claim={claim} />
            </dd>
          </div>
        )}
        {claim.sellerAnswer && (
          <div>
            <dt className="text-sm text-muted">{t('claims.sellerSays')}</dt>
            <dd className="break-words whitespace-pre-wrap" data-testid="claim-answer">
              {claim.sellerAnswer}
            </dd>
          </div>
        )}
      </dl>
      {side === 'seller' && claim.status === 'open' && <AnswerForm orderId={order.id} claim={claim} />}
    </section>
  );
}

/** The buyer's evidence, each a download for the buyer and the seller (fetched with the session, saved by the browser). */
function ClaimFiles({ orderId, claim }: { orderId: string; claim: Claim }) {
  const { t } = useTranslation();
  const download = useDownloadClaimFile(orderId, claim.id);
  return (
    <>
      <ul className="flex flex-col gap-1" data-testid="claim-files">
        {claim.files.map((file) => (
          <li key={file.n}>
            <button
              type="button"
              className="text-left font-medium break-all text-brand underline underline-offset-2 hover:no-underline disabled:opacity-60"
              onClick={() => download.mutate({ n: file.n, name: file.name })}
              disabled={download.isPending}
              aria-label={t('claims.fileDownload', { name: file.name })}
            >
              {file.name}
            </button>{' '}
            <span className="text-sm text-muted">({formatSize(file.size)})</span>
          </li>
        ))}
      </ul>
      {download.isError && (
        <p role="alert" className="mt-1 text-sm font-medium text-danger">
          {t('claims.fileFailed')}
        </p>
      )}
    </>
  );
}

function formatSize(bytes: number): string {
  return bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

function AnswerForm({ orderId, claim }: { orderId: string; claim: Claim }) {
  const { t } = useTranslation();
  const answer = useAnswerClaim(orderId, claim.id);
  const [text, setText] = useState(claim.sellerAnswer ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) answer.mutate({ message: text.trim() });
  };
  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-3" data-testid="claim-answer-form">
      <Field label={claim.sellerAnswer ? t('claims.changeAnswer') : t('claims.answerLabel')} hint={t('claims.answerHint')} error={answer.isError ? errorOf(answer.error, t('claims.failed')) : undefined}>
        {(control) => <textarea {...control} className={inputClasses} rows={4} maxLength={MESSAGE_MAX} value={text} onChange={(event) => setText(event.target.value)} />}
      </Field>
      <div>
        <Button type="submit" disabled={answer.isPending || !text.trim()} data-testid="claim-answer-submit">
          {t('claims.sendAnswer')}
        </Button>
      </div>
    </form>
  );
}
