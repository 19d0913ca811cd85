import ExtensionIcon from '@mui/icons-material/Extension';
import SecurityIcon from '@mui/icons-material/Security';
import { Box, Card, CardContent, CardHeader, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';

function Section({ id, icon }: { id: 'security' | 'integrations'; icon: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby={`settings-${id}`}>
      <CardHeader
        avatar={icon}
        title={translate(`bte.settings.${id}.title`)}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: `settings-${id}` } }}
        action={<Chip label={translate('bte.settings.coming_soon')} size="small" />}
      />
      <CardContent sx={{ pt: 0 }}>
        <Typography color="text.secondary">{translate(`bte.settings.${id}.description`)}</Typography>
      </CardContent>
    </Card>
  );
}

/** Security and Integrations, both announced as coming soon, as in the spec. */
export default function Settings() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Title title="bte.settings.title" />
      <Typography component="h1" variant="h5" sx={{ gridColumn: '1 / -1' }}>
        {translate('bte.settings.title')}
      </Typography>
      <Section id="security" icon={<SecurityIcon />} />
      <Section id="integrations" icon={<ExtensionIcon />} />
    </Box>
  );
}
