import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/**
 * The landing page of the back-office. Figures (users, subscribers, active tickets, system status) arrive with their
 * aggregate endpoints; they are never computed from a page of records in the browser.
 */
export default function Dashboard() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }} data-testid="dashboard-card">
      <Title title="ra.page.dashboard" />
      <CardHeader title={translate('bte.dashboard.title')} slotProps={{ title: { component: 'h1', variant: 'h5' } }} />
      <CardContent>
        <Typography variant="body1">{translate('bte.dashboard.welcome')}</Typography>
      </CardContent>
    </Card>
  );
}
