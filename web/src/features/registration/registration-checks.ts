import { registrationPayloadSchema, type RegistrationRequest } from '#contract/validation/auth-payloads.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { validate } from '../../lib/validate.ts';

/**
 * The registration payload checked with the shared schema (zod), as the server checks it: apart from
 * the page, which fetches this as it renders and awaits it on Submit, so that it renders without zod.
 */
export const checkRegistration = (payload: RegistrationRequest) => validate(registrationPayloadSchema(runtimeConfig.companyDomain), payload);
