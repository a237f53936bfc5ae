import { DOCUMENT_NOTES } from '#contract/document-messages.ts';
import { renderMail, type MailFooter } from '#kernel/mail-layout.ts';
import type { DocumentSigned } from '../../../documents/application/document-events.ts';
import type { OutgoingMail } from '../../../platform/ports/outbox.ts';

/**
 * The visitor's signed copy of a site document (issue 31, PRIV-DOCS-04): the PDF attached (read from
 * the file storage when the mail is sent), and the version and hash it names in the mail itself. A
 * walk-in, whose visit has no e-mail, is mailed nothing: the copy is kept all the same.
 */
export const signedDocumentMail = (event: DocumentSigned, footer: MailFooter): OutgoingMail | null => {
  if (!event.to.email) return null;
  return {
    to: [event.to.email],
    subject: DOCUMENT_NOTES.signedMailSubject.replace('{title}', event.title),
    ...renderMail({
      heading: `Dear ${event.to.name},`,
      paragraphs: [`You signed ${event.title} of ${event.siteName}. Your signed copy is attached; please keep it.`],
      facts: [
        ['Document', event.title],
        ['Version', String(event.version)],
        ['SHA-256', event.hash],
        ['Signed at', event.signedAtOnSite],
      ],
      footer,
    }),
    attachments: [{ filename: `${event.title.replace(/[^A-Za-z0-9 _-]/g, '').trim().replace(/\s+/g, '-') || 'document'}-v${event.version}-signed.pdf`, contentType: 'application/pdf', storageKey: event.signedCopyStorageKey }],
  };
};
