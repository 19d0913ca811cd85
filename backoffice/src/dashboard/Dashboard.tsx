import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import EuroIcon from '@mui/icons-material/Euro';
import MailIcon from '@mui/icons-material/Mail';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import PeopleIcon from '@mui/icons-material/People';
import { Alert, Box, Card, CardContent, CardHeader, Grid, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, Title, useLocaleState, useTranslate } from 'react-admin';
import { TextButton } from '../shared/TextButton';
import { useAdminApi } from '../dataProvider';
import { formatMoney, formatNumber } from '../shared/format';
import { DailyChart } from './DailyChart';
import { FigureCard } from './FigureCard';
import { RecentActivity } from './RecentActivity';
import { SystemStatus } from './SystemStatus';
import type { DashboardFigures } from './types';

function QuickActions() {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }} data-testid="quick-actions">
      <CardHeader title={translate('bte.dashboard.quick_actions')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
        <TextButton component={Link} to="/users" label="bte.dashboard.manage_users" startIcon={<PeopleIcon />} />
        <TextButton component={Link} to="/messages" label="bte.dashboard.message_subscribers" startIcon={<MailIcon />} />
        <TextButton component={Link} to="/tickets" label="bte.dashboard.manage_tickets" startIcon={<ConfirmationNumberIcon />} />
      </CardContent>
    </Card>
  );
}

function Figures({ figures }: { figures: DashboardFigures }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const number = (value: number) => formatNumber(value, language);
  const recent = (counts: { new7d: number; new30d: number }) => translate('bte.dashboard.recent_counts', { week: number(counts.new7d), month: number(counts.new30d) });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <FigureCard testId="figure-users" icon={<PeopleIcon fontSize="small" />} label={translate('bte.dashboard.total_users')} value={number(figures.users.total)} detail={recent(figures.users)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <FigureCard testId="figure-subscribers" icon={<MarkEmailReadIcon fontSize="small" />} label={translate('bte.dashboard.subscribers')} value={number(figures.subscribers.total)} detail={recent(figures.subscribers)} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <FigureCard
          testId="figure-tickets"
          icon={<ConfirmationNumberIcon fontSize="small" />}
          label={translate('bte.dashboard.active_tickets')}
          value={figures.tickets.active === 0 ? <Typography component="span" variant="h6" color="text.secondary">{translate('bte.dashboard.no_active_tickets')}</Typography> : number(figures.tickets.active)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
        <FigureCard
          testId="figure-sales"
          icon={<EuroIcon fontSize="small" />}
          label={translate('bte.dashboard.sales')}
          value={formatMoney(figures.sales.valueCents, language, figures.sales.currency)}
          detail={translate('bte.dashboard.sales_count', { smart_count: figures.sales.count, count: number(figures.sales.count) })}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        <DailyChart days={figures.daily} />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <RecentActivity entries={figures.recentActivity} />
      </Grid>
    </Grid>
  );
}

/**
 * The landing page of the back-office. Every figure comes from the aggregate endpoints (GET /api/admin/dashboard,
 * /api/admin/system-status); none is computed from a page of records in the browser.
 */
export default function Dashboard() {
  const translate = useTranslate();
  const api = useAdminApi();
  const figures = useQuery({ queryKey: ['admin', 'dashboard'], queryFn: () => api.dashboard(), retry: 1 });
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="ra.page.dashboard" />
      <Card data-testid="dashboard-card" sx={{ mb: 2 }}>
        <CardHeader title={translate('bte.dashboard.title')} subheader={translate('bte.dashboard.welcome')} slotProps={{ title: { component: 'h1', variant: 'h5' } }} />
      </Card>
      {figures.isPending && <Skeleton variant="rounded" height={140} sx={{ mb: 2 }} />}
      {figures.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('bte.dashboard.figures_failed', { reason: figures.error.message })}
        </Alert>
      )}
      {figures.data && <Figures figures={figures.data} />}
      <Grid container spacing={2} sx={{ mt: 0 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <SystemStatus />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <QuickActions />
        </Grid>
      </Grid>
    </Box>
  );
}
