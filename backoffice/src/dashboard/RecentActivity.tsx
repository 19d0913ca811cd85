import { Card, CardContent, CardHeader, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link, useLocaleState, useTranslate } from 'react-admin';
import { actorText, SubjectLink } from '../activity/kinds';
import { formatLocale } from '../shared/format';
import type { RecentActivity as Entry } from './types';

/** The latest entries of the activity log: what happened, its details and when. */
export function RecentActivity({ entries }: { entries: Entry[] }) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const time = (iso: string) => new Date(iso).toLocaleString(formatLocale(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Riga' });
  return (
    <Card sx={{ height: '100%' }} data-testid="recent-activity">
      <CardHeader
        title={translate('bte.dashboard.recent_activity')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={<Link to="/activity">{translate('bte.dashboard.see_all')}</Link>}
      />
      <CardContent sx={{ pt: 0 }}>
        {entries.length === 0 ? (
          <Typography color="text.secondary">{translate('bte.dashboard.no_activity')}</Typography>
        ) : (
          <List dense disablePadding>
            {entries.map((entry) => (
              <ListItem key={entry.id} disableGutters divider>
                <ListItemText
                  primary={entry.activity}
                  secondary={
                    <>
                      {actorText(entry, translate)} · <SubjectLink record={entry} translate={translate} />
                      {entry.details ? ` · ${entry.details}` : ''}
                      <br />
                      <time dateTime={entry.createdAt}>{time(entry.createdAt)}</time>
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
