import { firstPasswordLink } from '../../shared/first-password-link.ts';
import { renderMail } from '../../shared/mail-layout.ts';
import { MESSAGES } from '../../shared/messages.ts';
import type { OutgoingMail } from '../../platform/ports/mail-outbox.ts';
import type { Employee } from '../domain/employee.ts';
import type { OtpPurpose } from '../domain/one-time-password.ts';

/** The identity module's e-mails: what they say lives here, how they travel is the outbox's business. */

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

export const approvalRequestMail = (registrant: Employee, manager: Employee, publicUrl: string): OutgoingMail => ({
  to: [manager.email],
  subject: `Approval needed: ${registrant.name} registered`,
  ...renderMail({
    heading: 'A new registration is waiting for your approval',
    paragraphs: [`${registrant.name} registered for Visitor Desk and named you as reporting manager.`],
    facts: [
      ['Name', registrant.name],
      ['E-mail', registrant.email],
      ['Employee ID', registrant.empId],
      ['Designation', registrant.designation.name],
    ],
    action: { label: 'Review and approve', url: `${publicUrl}/ApproveUser` },
  }),
});

export const approvedMail = (employee: Employee, publicUrl: string): OutgoingMail => ({
  to: [employee.email],
  subject: 'Your Visitor Desk account is approved',
  ...renderMail({
    heading: 'Your account is approved',
    paragraphs: [MESSAGES.status.approved],
    // The password page titled for a first password, not "Forgot Password" (issue 28).
    action: { label: 'Set your password', url: firstPasswordLink(publicUrl, employee.email) },
  }),
});
