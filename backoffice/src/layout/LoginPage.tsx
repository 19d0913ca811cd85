import { Box, CardContent, Typography } from '@mui/material';
import { Login, LoginForm, useTranslate } from 'react-admin';
import { LanguageMenu } from './LanguageMenu';
import { StorefrontLink } from './Layout';

/** react-admin's sign-in form, with the panel's note ("use an administrator account") and a way back to the shop. */
export function LoginPage() {
  const translate = useTranslate();
  return (
    <Login>
      <CardContent sx={{ pb: 0 }}>
        <Typography component="h1" variant="h6" align="center">
          {translate('bte.auth.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" align="center">
          {translate('bte.auth.note')}
        </Typography>
      </CardContent>
      <LoginForm />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', px: 1, pb: 1 }}>
        <StorefrontLink />
        <LanguageMenu />
      </Box>
    </Login>
  );
}
