import { Box, Card, CardContent, CardHeader, Typography, useTheme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatLocale } from '../shared/format';
import type { DailyFigures } from './types';

const HEIGHT = 160;
const BAR_GAP = 2;

/**
 * Sign-ups and sales per day over the last 30 days as paired bars, drawn in SVG (no chart library on the first
 * load). Each day carries a <title> with its figures, and the totals are written out for screen readers.
 */
export function DailyChart({ days }: { days: DailyFigures[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const [language] = useLocaleState();
  const highest = Math.max(1, ...days.flatMap((day) => [day.signUps, day.sales]));
  const width = Math.max(days.length, 1) * 20;
  const dateLabel = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString(formatLocale(language), { day: 'numeric', month: 'short' });
  const totalSignUps = days.reduce((sum, day) => sum + day.signUps, 0);
  const totalSales = days.reduce((sum, day) => sum + day.sales, 0);
  const colours = { signUps: theme.palette.primary.main, sales: theme.palette.success.main };

  return (
    <Card sx={{ height: '100%' }} data-testid="daily-chart">
      <CardHeader title={translate('bte.dashboard.chart_title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Box sx={{ display: 'flex', gap: 2, mb: 1, flexWrap: 'wrap' }}>
          {(['signUps', 'sales'] as const).map((series) => (
            <Typography key={series} variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Box component="span" sx={{ width: 12, height: 12, bgcolor: colours[series], borderRadius: 0.5, display: 'inline-block' }} />
              {translate(`bte.dashboard.series.${series}`)}
            </Typography>
          ))}
        </Box>
        <svg viewBox={`0 0 ${width} ${HEIGHT + 18}`} style={{ width: '100%', height: 'auto', display: 'block' }} role="img" aria-label={translate('bte.dashboard.chart_summary', { signUps: totalSignUps, sales: totalSales })}>
          <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} stroke={theme.palette.divider} />
          {days.map((day, index) => {
            const x = index * 20;
            const barWidth = (20 - BAR_GAP * 3) / 2;
            const signUpHeight = (day.signUps / highest) * (HEIGHT - 4);
            const salesHeight = (day.sales / highest) * (HEIGHT - 4);
            return (
              <g key={day.date}>
                <title>{`${dateLabel(day.date)}: ${translate('bte.dashboard.series.signUps')} ${day.signUps}, ${translate('bte.dashboard.series.sales')} ${day.sales}`}</title>
                <rect x={x + BAR_GAP} y={HEIGHT - signUpHeight} width={barWidth} height={signUpHeight} fill={colours.signUps} />
                <rect x={x + BAR_GAP * 2 + barWidth} y={HEIGHT - salesHeight} width={barWidth} height={salesHeight} fill={colours.sales} />
                {index % 7 === 0 && (
                  <text x={x + 2} y={HEIGHT + 14} fontSize={11} fill={theme.palette.text.secondary}>
                    {dateLabel(day.date)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </CardContent>
    </Card>
  );
}
