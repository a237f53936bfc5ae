/**
 * The site documents' words (issue 31): publishing, signing and the signed copy. Apart from
 * messages.ts, which every page loads (the details form is near its page weight): only the server,
 * the signing step, the documents screen and `vms sites documents` read them.
 */
export const DOCUMENT_MESSAGES = {
  titleRequired: 'Please give the document a title.',
  titleTooLong: 'The document\'s title must not exceed 120 characters.',
  titleInvalid: 'The document\'s title must be one line without control characters.',
  kindInvalid: 'Please choose the kind of document: NDA, safety rules or other.',
  drawnSignatureInvalid: 'Please say whether visitors may draw their signature: yes or no.',
  bodyRequired: 'Please give the version\'s text, or a PDF file.',
  bodyTooLong: 'The version\'s text must not exceed 100,000 characters.',
  bodyInvalid: 'The text must not contain control characters other than line breaks.',
  pdfInvalid: 'This file is not a readable PDF. Please upload a PDF document.',
  pdfTooLarge: 'The PDF must not exceed 1 MB.',
  notFound: 'This document does not exist.',
  inactive: 'This document is withdrawn; it takes no new versions.',
  notYours: 'You do not manage this site\'s documents.',
  signatureRequired: 'Please sign each of the site\'s documents before you continue.',
  nameMismatch: 'Please type your full name as you entered it on the form to sign.',
  typedNameRequired: 'Please type your full name to sign.',
  typedNameInvalid: 'Your name must be one line of at most 100 characters.',
  drawingInvalid: 'The drawn signature must be a PNG of at most 64 KB and 1200 × 600 pixels.',
  signedCopyNotFound: 'There is no signed copy of this signature.',
} as const;

/**
 * What publishing and signing say when they work: a separate export, so that the pages that load the
 * error codes (every page) do not carry them (page weight, bench/bundle-budget.ts).
 */
export const DOCUMENT_NOTES = {
  added: 'The document has been added. Publish its first version to have visitors sign it.',
  published: 'Version {version} has been published. Visitors sign it from now on.',
  signedMailSubject: 'Your signed copy of {title}',
} as const;
