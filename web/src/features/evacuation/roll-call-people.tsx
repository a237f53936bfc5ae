import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { EvacuationPersonView } from '#contract/api/evacuation-answers.ts';
import { EVACUATION_MARK_LABELS, type EvacuationMark } from '#contract/evacuation-marks.ts';
import { formatSiteTime } from '#contract/site-calendar.ts';
import { NO_PRINT } from '../../components/print-styles.tsx';

/** The roll call's list; on paper it flows in two columns so that it fits one page. */
export const ROLL_CALL_LIST = 'vms-roll-call-list';

const MARK_COLOURS: Readonly<Record<EvacuationMark, string>> = { unaccounted: 'text.secondary', safe: 'success.dark', missing: 'error.main' };

export interface RollCallPeopleProps {
  readonly people: readonly EvacuationPersonView[];
  readonly timeZone: string;
  /** The person whose mark is being saved (their buttons wait). */
  readonly saving: number | null;
  readonly onMark: (person: EvacuationPersonView, mark: EvacuationMark) => void;
}

/**
 * Everyone on the roll call, each host above their visitors (docs/product/evacuation.md EVAC-SCREEN-02):
 * Safe and Missing for each person, large enough for a thumb; tapping the chosen one again takes the
 * mark back to unaccounted. Each line says who marked them and when, on the site's clock.
 */
export const RollCallPeople = ({ people, timeZone, saving, onMark }: RollCallPeopleProps) => (
  <Box component="ul" className={ROLL_CALL_LIST} aria-label="Roll call" sx={{ listStyle: 'none', p: 0, m: 0 }}>
    {people.map((person) => (
      <Box
        component="li"
        key={person.id}
        data-testid="roll-call-person"
        data-mark={person.mark}
        sx={{
          py: 1.25,
          pl: person.kind === 'visitor' ? { xs: 1.5, sm: 3 } : 0,
          borderBottom: 1,
          borderColor: 'divider',
          breakInside: 'avoid',
          '@media print': { py: '0.4mm', pl: person.kind === 'visitor' ? '3mm' : 0 },
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="span" sx={{ fontWeight: person.kind === 'host' ? 700 : 500, overflowWrap: 'anywhere' }}>
              {person.name}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {person.kind === 'host' ? 'Host' : `Visitor of ${person.hostName ?? 'an unknown host'}`}
            </Typography>
            {/* On paper the mark follows the name on its line: a line a person, two columns a page. */}
            <Typography variant="body2" sx={{ color: MARK_COLOURS[person.mark], fontWeight: 700, '@media print': { display: 'inline', ml: '2mm' } }} data-testid="roll-call-mark">
              {EVACUATION_MARK_LABELS[person.mark]}
              {person.markedBy && person.markedAt ? (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 400 }}>
                  {` · ${person.markedBy}, ${formatSiteTime(new Date(person.markedAt), timeZone)}`}
                </Typography>
              ) : null}
            </Typography>
          </Box>
          <ToggleButtonGroup
            className={NO_PRINT}
            exclusive
            value={person.mark === 'unaccounted' ? null : person.mark}
            onChange={(_, value: EvacuationMark | null) => onMark(person, value ?? 'unaccounted')}
            disabled={saving === person.id}
            aria-label={`Mark ${person.name}`}
            sx={{ flexShrink: 0, '& .MuiToggleButton-root': { minHeight: 48, minWidth: 104, flex: { xs: 1, sm: 'none' }, fontWeight: 700 } }}
          >
            <ToggleButton value="safe" color="success" aria-label={`${person.name} is safe`}>
              Safe
            </ToggleButton>
            <ToggleButton value="missing" color="error" aria-label={`${person.name} is missing`}>
              Missing
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      </Box>
    ))}
  </Box>
);
