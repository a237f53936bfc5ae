import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
// The typing rules without the schemas (no zod): the form loads its checks when it checks (pass-checks.ts).
import { DIGIT_CHAR, PERSON_NAME_CHAR, PHONE_LENGTH, phoneTypable, personNameTypable } from '#contract/validation/identity-typing.ts';
import { EMAIL_MAX, LETTER_OR_SPACE_CHAR, lettersAndSingleSpacesTypable, OTHER_VISITOR_TYPE_MAX, PASS_NAME_MAX } from '#contract/validation/visit-typing.ts';
import { VISITOR_TYPES } from '#contract/visitor-options.ts';
import { FilteredTextField } from '../../components/form/filtered-text-field.tsx';
import { NativeSelectField } from '../../components/form/native-select-field.tsx';
import { OutlinedTextField } from '../../components/form/outlined-text-field.tsx';
import type { PassForm } from './use-pass-form.ts';
import { VisitDateFieldPlaceholder } from './visit-date-field-placeholder.tsx';

/** MUI X's date picker (about 45 KB gzip) in its own chunk, fetched as soon as the form renders. */
const VisitDatePicker = lazy(() => import('./visit-date-picker.tsx'));

/**
 * MUI's Grid layout of the form (spacing 2 below sm, 2.5 from sm up; whole rows, and halves from sm
 * up) as a CSS grid, so that the page loads no Grid (page weight, bench/bundle-budget.ts).
 */
export const FORM_GRID = { display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, gap: { xs: 2, sm: 2.5 } } as const;
export const WHOLE_ROW = { gridColumn: '1 / -1' } as const;

/** A part of the form's title (Host, Visitor, Visit), across the whole row. */
export const SectionHeading = ({ children }: { readonly children: string }) => (
  <Box sx={WHOLE_ROW}>
    <Typography variant="overline" component="h2" color="primary">
      {children}
    </Typography>
  </Box>
);

/** The visitor's part of the form: phone, type (with what "Others" is), name and e-mail, as cells of FORM_GRID. */
export const VisitorFields = ({ form }: { readonly form: PassForm }) => {
  const { values, errors, change, changeVisitorType } = form;
  return (
    <>
      <SectionHeading>Visitor</SectionHeading>
      <Box>
        <FilteredTextField
          label="Phone Number"
          required
          value={values.phoneNumber}
          onValueChange={(value) => change('phoneNumber', value)}
          typable={phoneTypable}
          allowedChar={DIGIT_CHAR}
          typingMax={PHONE_LENGTH}
          error={errors['phoneNumber']}
          helperText={`${PHONE_LENGTH} digits, not starting with 0.`}
          type="tel"
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: PHONE_LENGTH } }}
        />
      </Box>
      <Box>
        <NativeSelectField
          label="Visitor Type"
          required
          value={values.visitorType}
          onValueChange={changeVisitorType}
          error={Boolean(errors['visitorType'])}
          helperText={errors['visitorType']}
        >
          <option value="" disabled>
            Select the visitor type
          </option>
          {VISITOR_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </NativeSelectField>
      </Box>
      {values.visitorType === 'Others' && (
        <Box sx={WHOLE_ROW}>
          <FilteredTextField
            label="Please specify the visitor type"
            required
            value={values.visitorTypeOther}
            onValueChange={(value) => change('visitorTypeOther', value)}
            typable={(value) => lettersAndSingleSpacesTypable(value, OTHER_VISITOR_TYPE_MAX)}
            allowedChar={LETTER_OR_SPACE_CHAR}
            typingMax={OTHER_VISITOR_TYPE_MAX}
            error={errors['visitorTypeOther']}
            helperText="Letters and single spaces, for example Film crew."
            autoComplete="off"
          />
        </Box>
      )}
      <Box>
        <FilteredTextField
          label="Visitor Name"
          required
          value={values.name}
          onValueChange={(value) => change('name', value)}
          typable={(value) => personNameTypable(value, PASS_NAME_MAX)}
          allowedChar={PERSON_NAME_CHAR}
          typingMax={PASS_NAME_MAX}
          error={errors['name']}
          // Typing stops at the limit: say where it is, so a long name is not cut short unnoticed.
          helperText={`Letters, spaces, dots, apostrophes and hyphens, at most ${PASS_NAME_MAX}.`}
          autoComplete="off"
        />
      </Box>
      <Box>
        <OutlinedTextField
          label="Visitor Email (optional)"
          type="email"
          value={values.visitorEmail}
          onChange={(event) => change('visitorEmail', event.target.value.slice(0, EMAIL_MAX))}
          error={Boolean(errors['visitorEmail'])}
          helperText={errors['visitorEmail'] ?? 'The visitor receives the details-form link here.'}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'email' } }}
        />
      </Box>
    </>
  );
};

/** The site of the visit (issue 30): offered only when the installation has more than one. */
export const SiteField = ({ form }: { readonly form: PassForm }) => {
  const { sites, shownSiteId, changeSite, errors } = form;
  if (sites.length < 2) return null;
  return (
    <Box sx={WHOLE_ROW}>
      <NativeSelectField
        label="Site"
        required
        value={shownSiteId}
        onValueChange={changeSite}
        error={Boolean(errors['siteId'])}
        helperText={errors['siteId'] ?? 'The visit is on this site\'s clock.'}
      >
        {sites.map((site) => (
          <option key={site.id} value={String(site.id)}>
            {site.name}
          </option>
        ))}
      </NativeSelectField>
    </Box>
  );
};

/** The visit's part of the form: the date (the picker, or a field like it until its code arrives) and the time slots still open. */
export const VisitFields = ({ form }: { readonly form: PassForm }) => {
  const { values, errors, change, changeDate, pickedDate, timeZone, today, slots, dateError, timeHelp } = form;
  return (
    <>
      <SectionHeading>Visit</SectionHeading>
      <SiteField form={form} />
      <Box>
        <Suspense fallback={<VisitDateFieldPlaceholder value={pickedDate} error={Boolean(dateError)} helperText={dateError ?? 'DD-MM-YYYY, today or later.'} />}>
          <VisitDatePicker
            value={pickedDate}
            onChange={changeDate}
            timeZone={timeZone}
            minDate={today}
            error={Boolean(dateError)}
            helperText={dateError ?? 'DD-MM-YYYY, today or later.'}
          />
        </Suspense>
      </Box>
      <Box>
        <NativeSelectField
          label="Time of Visit"
          required
          value={values.time}
          onValueChange={(value) => change('time', value)}
          disabled={slots.length === 0}
          // A disabled field shows no error (issue 12): the date's message says what to do first.
          error={slots.length > 0 && Boolean(errors['time'])}
          helperText={(slots.length > 0 ? errors['time'] : undefined) ?? timeHelp}
        >
          <option value="" disabled>
            {slots.length === 0 ? '—' : 'Select a time'}
          </option>
          {slots.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </NativeSelectField>
      </Box>
    </>
  );
};
