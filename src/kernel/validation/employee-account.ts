import { z } from 'zod';
import { ROLES } from '#contract/roles.ts';
import { companyEmailSchema, employeeIdSchema, phoneSchema, registrationNameSchema } from '#contract/validation/identity-fields.ts';

/** An account IT staff add directly (`vms users add`, demo seeding): approved at once, no OTP. */
export const employeeAccountSchema = (domain: string) =>
  z.object({
    email: companyEmailSchema(domain),
    name: registrationNameSchema,
    role: z.enum(ROLES, { error: `Role must be one of: ${ROLES.join(', ')}` }),
    empId: employeeIdSchema.optional(),
    phone: phoneSchema.optional(),
    managerEmail: companyEmailSchema(domain).optional(),
  });

export type EmployeeAccountInput = z.input<ReturnType<typeof employeeAccountSchema>>;
