import { useTranslation } from 'react-i18next';
import { useMyWaitingList } from '../api/waiting-list';
import { EntryCard } from './entry-card';

/** The profile's "Waiting lists": every entry of the person's, open offers first, with their place and status. */
export function WaitingListTab() {
  const { t } = useTranslation();
  const entries = useMyWaitingList({ poll: true });
  const items = entries.data?.data ?? [];
  const active = items.filter((entry) => entry.status !== 'left' && entry.status !== 'served');
  const past = items.filter((entry) => entry.status === 'left' || entry.status === 'served');
  return (
    <section aria-labelledby="waiting-lists-title" className="rounded-2xl border border-line bg-white p-5 md:p-6" data-testid="waiting-list-tab">
      <h1 id="waiting-lists-title" className="mb-2 text-2xl font-bold">
        {t('waitingList.profileTitle')}
      </h1>
      <p className="mb-5 text-sm text-muted">{t('waitingList.profileIntro')}</p>
      {entries.isPending && <div className="h-24 animate-pulse rounded-xl bg-slate-100" aria-busy="true" />}
      {entries.isError && (
        <p role="alert" className="font-medium text-danger">
          {t('profile.loadFailed')}
        </p>
      )}
      {entries.data && active.length === 0 && (
        <p className="rounded-xl bg-surface p-6 text-center text-muted" data-testid="waiting-empty">
          {t('waitingList.empty')}
        </p>
      )}
      {active.length > 0 && (
        <ul className="flex flex-col gap-3" data-testid="waiting-entries">
          {[...active]
            .sort((a, b) => Number(b.offer?.status === 'open') - Number(a.offer?.status === 'open'))
            .map((entry) => (
              <EntryCard key={entry.id} entry={entry} />
            ))}
        </ul>
      )}
      {past.length > 0 && (
        <>
          <h2 className="mt-6 mb-3 text-lg font-bold">{t('waitingList.past')}</h2>
          <ul className="flex flex-col gap-3">
            {past.map((entry) => (
              <EntryCard key={entry.id} entry={entry} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
