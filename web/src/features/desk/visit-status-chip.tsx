import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import HourglassEmptyRounded from '@mui/icons-material/HourglassEmptyRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';
import type { VisitState } from '#contract/visit-state.ts';
import { visitStatus, type DeskVisit } from './desk-visit.ts';
import { LoginRounded, LogoutRounded } from '../../components/mui-icons.tsx';

const ICONS: Readonly<Record<VisitState, ReactElement>> = {
  expected: <ScheduleRounded />,
  checked_in: <LoginRounded />,
  checked_out: <LogoutRounded />,
  missed: <EventBusyRounded />,
  awaiting_details: <HourglassEmptyRounded />,
  awaiting_approval: <CheckCircleRounded />,
  cancelled: <EventBusyOutlined />,
  declined: <EventBusyOutlined />,
};

/** The visit's state in one look: Expected, Checked in 09:05 AM, Checked out 05:10 PM or Missed. */
export const VisitStatusChip = ({ visit, size = 'small' }: { readonly visit: Pick<DeskVisit, 'visit_state' | 'check_in' | 'check_out' | 'site_time_zone'>; readonly size?: 'small' | 'medium' }) => {
  const status = visitStatus(visit, visit.site_time_zone);
  return (
    <Chip
      size={size}
      icon={ICONS[visit.visit_state]}
      label={status.label}
      color={status.tone}
      variant={visit.visit_state === 'checked_in' || visit.visit_state === 'missed' ? 'filled' : 'outlined'}
      data-state={visit.visit_state}
      sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
    />
  );
};

/**
 * "Walk-in": a visit that began at the reception kiosk without an appointment (issue 13), beside its
 * state in the desk's lists and the detail view, so the desk knows the host approved it on the spot.
 */
export const WalkInChip = ({ size = 'small' }: { readonly size?: 'small' | 'medium' }) => (
  // The amber outline marks it; the words are in the text colour, readable on white and on a flagged card's red tint alike.
  <Chip size={size} label="Walk-in" variant="outlined" color="secondary" data-walk-in sx={{ fontWeight: 600, whiteSpace: 'nowrap', color: 'text.primary' }} />
);
