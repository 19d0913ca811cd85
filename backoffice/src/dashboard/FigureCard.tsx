import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One headline figure with a short line of context under it. */
export function FigureCard({ label, value, detail, icon, testId }: { label: string; value: ReactNode; detail?: ReactNode; icon: ReactNode; testId: string }) {
  return (
    <Card data-testid={testId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {icon}
          {label}
        </Typography>
        <Typography variant="h4" component="p" data-testid={`${testId}-value`} sx={{ my: 0.5 }}>
          {value}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
