import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface DashboardCardProps {
  readonly to: string;
  readonly title: string;
  readonly description: string;
  readonly icon: ReactNode;
  /** A count shown in a red badge on the icon (hidden at 0). */
  readonly badge?: number;
  /** What the badge counts, for screen readers: "2 employees waiting". */
  readonly badgeLabel?: string;
}

/** One big, touch-friendly button of a dashboard: icon, title and a line about what it opens. */
export const DashboardCard = ({ to, title, description, icon, badge = 0, badgeLabel }: DashboardCardProps) => (
  <Card variant="outlined" sx={{ height: '100%', transition: 'border-color 120ms, box-shadow 120ms', '&:hover': { borderColor: 'primary.main', boxShadow: 3 } }}>
    <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', p: { xs: 2, sm: 2.5 }, display: 'flex', alignItems: 'stretch' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', width: '100%' }}>
        <Badge
          badgeContent={badge}
          color="error"
          max={99}
          overlap="circular"
          slotProps={{ badge: { 'aria-hidden': true, ...({ 'data-testid': `${title}-badge` } as object) } }}
          sx={{ '& .MuiBadge-badge': { fontWeight: 700, fontSize: '0.8rem', minWidth: 24, height: 24, borderRadius: 12 } }}
        >
          <Box
            aria-hidden
            sx={{
              width: 56,
              height: 56,
              borderRadius: 3,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              flexShrink: 0,
              '& svg': { fontSize: 30 },
            }}
          >
            {icon}
          </Box>
        </Badge>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h6" component="h2" sx={{ lineHeight: 1.25 }}>
            {title}
            {badge > 0 && badgeLabel && (
              <Box component="span" sx={visuallyHidden}>
                {`, ${badgeLabel}`}
              </Box>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        </Box>
        <ChevronRightRounded color="action" aria-hidden />
      </Stack>
    </CardActionArea>
  </Card>
);

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  p: 0,
  m: -1,
} as const;
