import { maskAadhaar } from '#contract/verhoeff.ts';

/** The Aadhaar number as every screen shows it: `XXXX XXXX 1234`, whatever form it arrived in. */
export const maskedAadhaar = (value: string | null | undefined): string | null => {
  if (!value) return null;
  const digits = value.replace(/\s+/g, '');
  if (/^\d{12}$/.test(digits)) return maskAadhaar(digits.slice(-4));
  return value;
};
