import { firstPasswordLink } from '#contract/first-password-link.ts';
import { renderMail } from '#kernel/mail-layout.ts';
import { MESSAGES } from '#contract/messages.ts';
import type { OutgoingMail } from '../../../platform/ports/outbox.ts';
import type { OtpPurpose, PersonFacts, RegistrantFacts } from '../../../identity/application/identity-events.ts';

/** The identity module's events as e-mails: what they say lives here, how they travel is the outbox's business. */

export const otpMail = (email: string, code: string, purpose: OtpPurpose, validMinutes: number): OutgoingMail => {
  const why = purpose === 'register' ? 'to verify your e-mail for registration' : 'to set your password';
  return {
    to: [email],
    // The code is in the body only: a subject is shown in notifications and kept in the outbox row.
    subject: 'Your Visitor Desk verification code',
    ...renderMail({
      heading: 'Your verification code',
      paragraphs: [
        `Use this one-time code ${why}: ${code}`,
        `It is valid for ${validMinutes} minutes and can be used once.`,
        'If you did not ask for it, you can ignore this e-mail.',
      ],
    }),
  };
};

export const approvalRequestMail = (registrant: RegistrantFacts, manager: PersonFacts, publicUrl: string): OutgoingMail => ({
  to: [manager.email],
  subject: `Approval needed: ${registrant.name} registered`,
  ...renderMail({
    heading: 'A new registration is waiting for your approval',
    paragraphs: [`${registrant.name} registered for Visitor Desk and named you as reporting manager.`],
    facts: [
      ['Name', registrant.name],
      ['E-mail', registrant.email],
      ['Employee ID', registrant.empId],
      ['Designation', registrant.designation],
    ],
    action: { label: 'Review and approve', url: `${publicUrl}/ApproveUser` },
  }),
});

export const approvedMail = (employee: PersonFacts, publicUrl: string): OutgoingMail => ({
  to: [employee.email],
  subject: 'Your Visitor Desk account is approved',
  ...renderMail({
    heading: 'Your account is approved',
    paragraphs: [MESSAGES.status.approved],
    // The password page titled for a first password, not "Forgot Password" (issue 28).
    action: { label: 'Set your password', url: firstPasswordLink(publicUrl, employee.email) },
  }),
});

/**
 * A rejected registration (issue 28): the reason as the approver wrote it, and that the person may
 * register again; the address and employee id are free once more. No link that signs anyone in.
 */
export const registrationRejectedMail = (employee: PersonFacts, reason: string, publicUrl: string): OutgoingMail => ({
  to: [employee.email],
  subject: 'Your Visitor Desk registration was not approved',
  ...renderMail({
    heading: 'Your registration was not approved',
    paragraphs: [
      `Hello ${employee.name}, your registration for Visitor Desk was reviewed and not approved.`,
      'If something in it was wrong (your reporting manager, your designation or your employee ID), you can register again with the same e-mail and employee ID.',
    ],
    facts: [['Reason', reason]],
    action: { label: 'Register again', url: `${publicUrl}/registration` },
  }),
});
