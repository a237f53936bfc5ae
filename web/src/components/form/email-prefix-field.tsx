import InputAdornment from '@mui/material/InputAdornment';
import { EMAIL_PREFIX_CHAR, EMAIL_PREFIX_MAX, emailPrefixTypable } from '#contract/validation/identity-typing.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { FilteredTextField, type FilteredTextFieldProps } from './filtered-text-field.tsx';

export type EmailPrefixFieldProps = Omit<FilteredTextFieldProps, 'typable' | 'slotProps' | 'type'>;

/**
 * The part of a company e-mail address before the `@`, with the fixed company domain shown after it
 * (docs/product/identity.md ID-FIELDS-01): letters, digits and single . _ - separators; anything else typed is
 * ignored. The full address is `toCompanyEmail(prefix, runtimeConfig.companyDomain)`.
 */
export const EmailPrefixField = ({ label = 'Email', disabled, ...props }: EmailPrefixFieldProps) => (
  <FilteredTextField
    label={label}
    autoComplete="username"
    disabled={disabled}
    {...props}
    typable={emailPrefixTypable}
    allowedChar={EMAIL_PREFIX_CHAR}
    typingMax={EMAIL_PREFIX_MAX}
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
