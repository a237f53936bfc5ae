import { useMutation } from '@tanstack/react-query';
import type { OtpPurpose } from '../../features/auth/identity-api.ts';
import { identityKeys, loadIdentityApi } from '../../features/auth/identity-keys.ts';

/** The e-mail and OTP steps' checks (zod), fetched as the page renders and awaited on Send OTP and Verify OTP. */
export const loadEmailOtpChecks = () => import('./email-otp-checks.ts');

/** POST /api/auth/send-otp through the data layer (never retried by itself); resolves with the server's message. */
export const useSendOtp = (purpose: OtpPurpose) =>
  useMutation({
    mutationKey: identityKeys.sendOtp(purpose),
    mutationFn: async (email: string) => (await loadIdentityApi()).sendOtp(email, purpose),
  });

/** POST /api/auth/verify-otp for the address the code went to; resolves with the server's message. */
export const useVerifyOtp = (email: string, purpose: OtpPurpose) =>
  useMutation({
    mutationKey: identityKeys.verifyOtp(purpose),
    mutationFn: async (code: string) => (await loadIdentityApi()).verifyOtp(email, code, purpose),
  });
