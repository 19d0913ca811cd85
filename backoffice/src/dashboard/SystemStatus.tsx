import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import WarningIcon from '@mui/icons-material/Warning';
import { Alert, Box, Card, CardContent, CardHeader, Chip, List, ListItem, ListItemIcon, ListItemText, Skeleton } from '@mui/material';
import type { ReactElement } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { TextButton } from '../shared/TextButton';
import { useAdminApi } from '../dataProvider';
import { formatLocale } from '../shared/format';
import type { ServiceStatus } from './types';

const STATUS_LOOK: Record<ServiceStatus, { colour: 'success' | 'warning' | 'error'; icon: ReactElement }> = {
  operational: { colour: 'success', icon: <CheckCircleIcon color="success" /> },
  degraded: { colour: 'warning', icon: <WarningIcon color="warning" /> },
  down: { colour: 'error', icon: <ErrorIcon color="error" /> },
};

/** The six services and how each answered its last real check; "Check all services" runs the checks again. */
export function SystemStatus() {
  const translate = useTranslate();
  const notify = useNotify();
  const [language] = useLocaleState();
  const queryClient = useQueryClient();
  const api = useAdminApi();
  const report = useQuery({ queryKey: ['admin', 'system-status'], queryFn: () => api.systemStatus(), retry: 1 });
  const checkAll = useMutation({
    mutationFn: () => api.checkSystemStatusNow(),
    onSuccess: (fresh) => {
      queryClient.setQueryData(['admin', 'system-status'], fresh);
      notify('bte.system.checked', { type: 'info' });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });

  return (
    <Card sx={{ height: '100%' }} data-testid="system-status">
      <CardHeader
        title={translate('bte.system.title')}
        subheader={report.data ? translate('bte.system.checked_at', { time: new Date(report.data.checkedAt).toLocaleTimeString(formatLocale(language), { timeZone: 'Europe/Riga' }) }) : undefined}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={<TextButton label="bte.system.check_all" onClick={() => checkAll.mutate()} disabled={checkAll.isPending} />}
      />
      <CardContent sx={{ pt: 0 }}>
        {report.isPending && <Skeleton variant="rounded" height={200} />}
        {report.error && <Alert severity="error">{report.error.message}</Alert>}
        {report.data && (
          <List dense disablePadding>
            {report.data.services.map((service) => (
              <ListItem key={service.key} disableGutters data-testid={`service-${service.key}`} alignItems="flex-start">
                <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>{STATUS_LOOK[service.status].icon}</ListItemIcon>
                <ListItemText
                  primary={
                    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                      {translate(`bte.system.services.${service.key}`)}
                      <Chip size="small" color={STATUS_LOOK[service.status].colour} label={translate(`bte.system.status.${service.status}`)} />
                    </Box>
                  }
                  secondary={service.detail ? `${service.detail} · ${service.latencyMs} ms` : `${service.latencyMs} ms`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
