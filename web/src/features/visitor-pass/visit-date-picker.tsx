import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Dayjs } from 'dayjs';
import { dayjs, VISIT_DATE_FORMAT } from '#contract/visit-time.ts';

export interface VisitDatePickerProps {
  readonly value: Dayjs | null;
  readonly onChange: (value: Dayjs | null) => void;
  /** The site's time zone: the picker's "today" is the site's today, wherever the browser is. */
  readonly timeZone: string;
  /**
   * The first day that may be picked (today at the site, an ISO date). The picker makes it a date of the
   * site's time zone itself, so that the form needs no dayjs with its time-zone plugins before this
   * chunk arrives (page weight, bench/bundle-budget.ts).
   */
  readonly minDate: string;
  readonly helperText: string;
  readonly error: boolean;
}

/**
 * The pass form's Date of Visit (MUI X DatePicker, DD-MM-YYYY, in the site's time zone). Its own chunk
 * (the pickers are about 45 KB gzip): the form loads it as soon as it renders and shows a field that
 * looks the same until it arrives (visit-date-field-placeholder.tsx).
 */
const VisitDatePicker = ({ value, onChange, timeZone, minDate, helperText, error }: VisitDatePickerProps) => (
  <LocalizationProvider dateAdapter={AdapterDayjs}>
    <DatePicker
      label="Date of Visit"
      value={value}
      onChange={onChange}
      format={VISIT_DATE_FORMAT}
      timezone={timeZone}
      minDate={dayjs.tz(minDate, timeZone)}
      slotProps={{
        textField: { required: true, fullWidth: true, error, helperText },
      }}
    />
  </LocalizationProvider>
);

export default VisitDatePicker;
