import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Link, ThemeProvider, Tooltip, createTheme, useTheme } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { AppBar, Layout as RaLayout, LoadingIndicator, TitlePortal, UserMenu, useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import { storefrontPath } from '../i18n';
import { LanguageMenu } from './LanguageMenu';
import { LogoutMenuItem } from './LogoutMenuItem';
import { Menu } from './Menu';

/** Back to the public shop, in the back-office's language (`/lv`, `/ee`…): the one the storefront sent staff here in, or chose since. */
export function StorefrontLink() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Tooltip title={translate('bte.nav.storefront')}>
      <Link href={storefrontPath(locale)} color="inherit" aria-label={translate('bte.nav.storefront')} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mx: 1 }}>
        <StorefrontIcon fontSize="small" />
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          {translate('bte.nav.storefront')}
        </Box>
      </Link>
    </Tooltip>
  );
}

/**
 * react-admin's user menu shows the person's name but names the button only "Profile", so speech control ("click
 * Admin User") cannot reach it. Its accessible name includes the visible name, like the language menu's.
 */
function AccountMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const label = identity?.fullName ? `${translate('ra.auth.user_menu')}: ${identity.fullName}` : 'ra.auth.user_menu';
  return (
    <UserMenu label={label}>
      <LogoutMenuItem />
    </UserMenu>
  );
}

function BackOfficeAppBar() {
  return (
    <AppBar
      // On a phone a long title wraps and the bar grows: in the page's flow (sticky) it pushes the page down rather
      // than covering its first lines and buttons, as a fixed bar over a fixed offset would. The title then takes a
      // row of its own under the buttons, as wide as the screen.
      sx={{ position: { xs: 'sticky', sm: 'fixed' }, '& .RaAppBar-toolbar': { flexWrap: { xs: 'wrap', sm: 'nowrap' } } }}
      toolbar={
        <>
          <StorefrontLink />
          <LanguageMenu />
          <LoadingIndicator />
        </>
      }
      userMenu={<AccountMenu />}
    >
      {/* On a phone the bar also holds four buttons: the page title goes under them and wraps rather than being cut. */}
      <TitlePortal
        sx={{
          whiteSpace: { xs: 'normal', sm: 'nowrap' },
          fontSize: { xs: '1rem', sm: '1.25rem' },
          lineHeight: { xs: 1.3, sm: 1.6 },
          overflowWrap: 'anywhere',
          order: { xs: 1, sm: 0 },
          flexBasis: { xs: '100%', sm: 'auto' },
          px: { xs: 2, sm: 0 },
          pb: { xs: 1, sm: 0 },
        }}
      />
    </AppBar>
  );
}

/**
 * react-admin's loading spinners (the app bar's, a list's while it loads) and the bars a reference field shows while
 * it fetches are MUI progress indicators without a name, which a screen reader announces as an unnamed progress bar:
 * every one gets "Loading" in the interface language (one given its own name keeps it).
 */
function NamedProgressIndicators({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const outer = useTheme();
  const label = translate('ra.page.loading');
  const theme = useMemo(() => createTheme(outer, { components: { MuiCircularProgress: { defaultProps: { 'aria-label': label } }, MuiLinearProgress: { defaultProps: { 'aria-label': label } } } }), [outer, label]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <NamedProgressIndicators>
      <RaLayout appBar={BackOfficeAppBar} menu={Menu} sx={{ '& .RaLayout-appFrame': { marginTop: { xs: 0, sm: 6 } } }}>
        {children}
      </RaLayout>
    </NamedProgressIndicators>
  );
}
