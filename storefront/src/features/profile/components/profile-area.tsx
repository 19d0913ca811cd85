import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../lib/use-language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession, useSignOut, type Profile } from '../../auth';
import { AccountTab } from './account-tab';
import { ListSkeleton } from './list-skeleton';
import { PaymentsTab } from './payments-tab';
import { SettingsTab } from './settings-tab';
import { UnconfirmedNotice } from './unconfirmed-notice';

const TicketsTab = lazy(() => import('../../my-tickets').then((feature) => ({ default: feature.TicketsTab })));
const WaitingListTab = lazy(() => import('../../waiting-list').then((feature) => ({ default: feature.WaitingListTab })));

const profileTabs = ['account', 'tickets', 'waiting-lists', 'payments', 'settings'] as const;
export type ProfileTab = (typeof profileTabs)[number];

function isProfileTab(value: string | undefined): value is ProfileTab {
  return profileTabs.some((tab) => tab === value);
}

/**
 * `/{lang}/profile/{userId}/{tab}`. Signed out → home; a bare path, another person's id or an unknown tab → the
 * signed-in user's own page on that tab (or on account).
 */
export function ProfileArea() {
  const language = useLanguage();
  const session = useSession();
  const [userId, tab] = (useParams()['*'] ?? '').split('/');
  const { t } = useTranslation();
  useDocumentTitle(t('pages.profile'));

  if (session.isPending) return <ProfileSkeleton />;
  // The session could not be read (offline, server trouble): say so rather than treat the person as signed out.
  if (session.isError) {
    return (
      <div role="alert" className="max-w-xl rounded-2xl bg-red-50 p-5 font-medium text-danger">
        <p className="mb-3">{t('profile.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void session.refetch()}>
          {t('profile.retry')}
        </Button>
      </div>
    );
  }
  const user = session.data;
  if (!user) return <Navigate to={paths.home.getHref(language)} replace />;
  if (userId !== user.id || !isProfileTab(tab)) {
    return <Navigate to={paths.profile.getHref(language, user.id, isProfileTab(tab) ? tab : 'account')} replace />;
  }

  return (
    <div className="flex flex-col gap-6 md:flex-row md:gap-8">
      <ProfileSidebar user={user} />
      <div className="min-w-0 flex-1">
        <ProfileTabBar user={user} />
        {!user.emailConfirmed && <UnconfirmedNotice />}
        {tab === 'account' && <AccountTab user={user} />}
        {tab === 'tickets' && (
          <Suspense fallback={<ListSkeleton />}>
            <TicketsTab user={user} />
          </Suspense>
        )}
        {tab === 'waiting-lists' && (
          <Suspense fallback={<ListSkeleton />}>
            <WaitingListTab />
          </Suspense>
        )}
        {tab === 'payments' && <PaymentsTab />}
        {tab === 'settings' && <SettingsTab />}
      </div>
    </div>
  );
}

const tabLabelKeys = {
  account: 'profile.tabs.account',
  tickets: 'profile.tabs.tickets',
  'waiting-lists': 'profile.tabs.waitingLists',
  payments: 'profile.tabs.payments',
  settings: 'profile.tabs.settings',
} as const;

/** Desktop and tablet: a column of tabs with the logout button (hidden under 768 px). */
function ProfileSidebar({ user }: { user: Profile }) {
  return (
    <aside className="hidden w-56 shrink-0 md:block" data-testid="profile-sidebar">
      <ProfileNav
        user={user}
        className="rounded-2xl border border-line bg-white p-2"
        listClassName="flex flex-col gap-1"
        linkClasses={(isActive) => `block rounded-lg px-3 py-2 font-medium no-underline ${isActive ? 'bg-brand-soft text-brand' : 'text-ink hover:bg-slate-100'}`}
        logoutItemClassName="mt-2 border-t border-line pt-2"
        logoutClassName="w-full cursor-pointer rounded-lg px-3 py-2 text-left font-medium text-danger hover:bg-red-50"
      />
    </aside>
  );
}

/** Under 768 px the sidebar gives way to a tab bar that wraps onto a second row rather than hiding a tab off screen. */
function ProfileTabBar({ user }: { user: Profile }) {
  return (
    <ProfileNav
      user={user}
      testId="profile-tab-bar"
      className="mb-5 md:hidden"
      listClassName="flex flex-wrap gap-2"
      linkClasses={(isActive) =>
        `block rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap no-underline ${isActive ? 'bg-brand text-white' : 'bg-white text-ink border border-line'}`
      }
      logoutClassName="rounded-full border border-line bg-white px-3 py-1.5 text-sm font-medium whitespace-nowrap text-danger"
    />
  );
}

/** The profile's tabs and its logout button; the sidebar and the tab bar differ only in their looks. */
function ProfileNav(props: {
  user: Profile;
  testId?: string;
  className: string;
  listClassName: string;
  linkClasses: (isActive: boolean) => string;
  logoutItemClassName?: string;
  logoutClassName: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { signOut, pending } = useSignOut();
  return (
    <nav aria-label={t('profile.navLabel')} className={props.className} data-testid={props.testId}>
      <ul className={props.listClassName}>
        {profileTabs.map((tab) => (
          <li key={tab}>
            <NavLink to={paths.profile.getHref(language, props.user.id, tab)} className={({ isActive }) => props.linkClasses(isActive)}>
              {t(tabLabelKeys[tab])}
            </NavLink>
          </li>
        ))}
        <li className={props.logoutItemClassName}>
          <button type="button" onClick={signOut} disabled={pending} className={props.logoutClassName}>
            {t('auth.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

function ProfileSkeleton() {
  return (
    <div className="flex flex-col gap-6 md:flex-row md:gap-8" aria-busy="true">
      <div className="hidden h-56 w-56 shrink-0 animate-pulse rounded-2xl bg-slate-100 md:block" />
      <ListSkeleton />
    </div>
  );
}
