import { DropdownMenu, HoverCard } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { LanguageCode } from '../../../lib/language';
import { initialsOf, type Profile } from '../api/session';
import { useSignOut } from './use-sign-out';

/** Spec section 9: the hover card opens after 700 ms and closes after 300 ms. */
const OPEN_DELAY_MS = 700;
const CLOSE_DELAY_MS = 300;

/** The user's picture when they have one (a 256 px square, drawn at 40 or 48 px), else their initials. */
function Avatar({ user, size }: { user: Profile; size: 'sm' | 'lg' }) {
  const classes = size === 'sm' ? 'size-10 text-sm' : 'size-12 text-base';
  if (user.avatarUrl) {
    // The link or the name beside it already says whose it is: the picture itself is decoration (alt="").
    return (
      <img
        src={user.avatarUrl}
        alt=""
        width={size === 'sm' ? 40 : 48}
        height={size === 'sm' ? 40 : 48}
        data-testid={size === 'sm' ? 'header-avatar-image' : undefined}
        className={`shrink-0 rounded-full bg-brand-soft object-cover ${classes}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white ${classes}`}
    >
      {initialsOf(user)}
    </span>
  );
}

/**
 * The avatar (a link to the profile) with a hover card for pointer users: initials, name, email, profile links and
 * log out. Hover cards keep their links out of the tab order by design, so the same choices are also a menu button
 * beside the avatar for keyboard and touch users.
 */
export default function UserMenu({ user, language }: { user: Profile; language: LanguageCode }) {
  const { t } = useTranslation();
  const { signOut, pending: signingOut } = useSignOut();
  const fullName = `${user.firstName} ${user.lastName}`.trim() || t('auth.genericUser');

  const menuItemClasses =
    'block cursor-pointer rounded-lg px-3 py-2 text-ink no-underline outline-none select-none data-highlighted:bg-brand-soft';
  const itemClasses = 'block rounded-lg px-3 py-2 text-left text-ink no-underline hover:bg-brand-soft w-full';
  return (
    <div className="flex items-center gap-0.5">
      <HoverCard.Root openDelay={OPEN_DELAY_MS} closeDelay={CLOSE_DELAY_MS}>
        <HoverCard.Trigger asChild>
          <Link
            to={paths.profile.getHref(language, user.id)}
            // Initials on screen: the name starts with them (WCAG 2.5.3), so a voice-control user can say what they
            // see. A picture shows no text: the name is the account's.
            aria-label={user.avatarUrl ? t('auth.accountOf', { name: fullName }) : `${initialsOf(user)}, ${t('auth.accountOf', { name: fullName })}`}
            data-testid="user-menu-trigger"
            className="rounded-full"
          >
            <Avatar user={user} size="sm" />
          </Link>
        </HoverCard.Trigger>
        <HoverCard.Content
          align="end"
          sideOffset={8}
          data-testid="user-menu"
          className="z-50 w-72 rounded-xl border border-line bg-white p-3 shadow-lg"
        >
          <div className="mb-2 flex items-center gap-3 border-b border-line px-1 pb-3">
            <Avatar user={user} size="lg" />
            <div className="min-w-0">
              <p className="truncate font-semibold">{fullName}</p>
              <p className="truncate text-sm text-muted">{user.email}</p>
            </div>
          </div>
          <ul className="flex flex-col">
            <li>
              <Link className={itemClasses} to={paths.profile.getHref(language, user.id, 'account')}>
                {t('auth.myProfile')}
              </Link>
            </li>
            <li>
              <Link className={itemClasses} to={paths.profile.getHref(language, user.id, 'tickets')}>
                {t('auth.myTickets')}
              </Link>
            </li>
            <li>
              <Link className={itemClasses} to={paths.profile.getHref(language, user.id, 'settings')}>
                {t('auth.settings')}
              </Link>
            </li>
            <li>
              <button type="button" className={`${itemClasses} cursor-pointer`} onClick={signOut} disabled={signingOut}>
                {t('auth.logout')}
              </button>
            </li>
          </ul>
        </HoverCard.Content>
      </HoverCard.Root>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={t('auth.openAccountMenu')}
          className="rounded-md px-1.5 py-2 text-sm text-muted hover:bg-slate-100 hover:text-ink"
        >
          <span aria-hidden="true">▾</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={8} className="z-50 w-64 rounded-xl border border-line bg-white p-1 shadow-lg">
            <DropdownMenu.Label className="border-b border-line px-3 pt-1.5 pb-2">
              <span className="block truncate font-semibold">{fullName}</span>
              <span className="block truncate text-sm text-muted">{user.email}</span>
            </DropdownMenu.Label>
            <DropdownMenu.Item asChild className={menuItemClasses}>
              <Link to={paths.profile.getHref(language, user.id, 'account')}>{t('auth.myProfile')}</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={menuItemClasses}>
              <Link to={paths.profile.getHref(language, user.id, 'tickets')}>{t('auth.myTickets')}</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={menuItemClasses}>
              <Link to={paths.profile.getHref(language, user.id, 'settings')}>{t('auth.settings')}</Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={menuItemClasses} onSelect={signOut} disabled={signingOut}>
              {t('auth.logout')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
