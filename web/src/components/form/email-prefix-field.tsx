import InputAdornment from '@mui/material/InputAdornment';
import {
  companyEmailSchema,
  EMAIL_PREFIX_MAX,
  emailPrefixSchema,
  emailPrefixTypable,
  toCompanyEmail,
} from '../../../../src/shared/validation/identity-fields.ts';
import { MESSAGES } from '../../../../src/shared/messages.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { FilteredTextField, type FilteredTextFieldProps } from './filtered-text-field.tsx';

const MESSAGE_FALLBACK = MESSAGES.email.finalInvalid;

export type EmailPrefixFieldProps = Omit<FilteredTextFieldProps, 'typable' | 'slotProps' | 'type'>;

/**
 * The part of a company e-mail address before the `@`, with the fixed company domain shown after it
 * (product-spec.md section 5): letters, digits and single . _ - separators; anything else typed is
 * ignored. The full address is `toCompanyEmail(prefix, runtimeConfig.companyDomain)`.
 */
export const EmailPrefixField = ({ label = 'Email', disabled, ...props }: EmailPrefixFieldProps) => (
  <FilteredTextField
    label={label}
    autoComplete="username"
    disabled={disabled}
    {...props}
    typable={emailPrefixTypable}
    slotProps={{
      htmlInput: { maxLength: EMAIL_PREFIX_MAX, autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false, inputMode: 'email' },
      input: {
        endAdornment: (
          <InputAdornment position="end" sx={{ maxWidth: '55%', '& p': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } }}>
            @{runtimeConfig.companyDomain}
          </InputAdornment>
        ),
      },
    }}
  />
);

/** The prefix of an address in the company domain, for a form that receives a whole address; '' otherwise. */
export const prefixOfCompanyEmail = (email: unknown): string => {
  if (typeof email !== 'string') return '';
  const at = email.lastIndexOf('@');
  if (at <= 0 || email.slice(at + 1).toLowerCase() !== runtimeConfig.companyDomain.toLowerCase()) return '';
  const prefix = email.slice(0, at);
  return emailPrefixTypable(prefix) ? prefix : '';
};

/**
 * The whole company address of a typed prefix, checked as registration and password setting check it
 * ('Please enter your Email.', 'Please enter a valid Email.', then the final 'Email is invalid').
 */
export const readEmailPrefix = (prefix: string): { ok: true; email: string } | { ok: false; error: string } => {
  const typed = emailPrefixSchema.safeParse(prefix);
  if (!typed.success) return { ok: false, error: typed.error.issues[0]?.message ?? MESSAGE_FALLBACK };
  const whole = companyEmailSchema(runtimeConfig.companyDomain).safeParse(toCompanyEmail(typed.data, runtimeConfig.companyDomain));
  return whole.success ? { ok: true, email: whole.data } : { ok: false, error: whole.error.issues[0]?.message ?? MESSAGE_FALLBACK };
};
