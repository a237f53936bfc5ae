/** What the Visitor Pass Form sends (the description's payload plus the "Others" text and the visitor's e-mail). */
export interface PassPayload {
  readonly phoneNumber: string;
  readonly visitorType: string;
  readonly visitorTypeOther?: string;
  readonly name: string;
  readonly date: string;
  readonly time: string;
  readonly visitorEmail?: string;
  readonly empEmail?: string;
  readonly empId?: string;
  readonly role?: string;
  readonly emailInput?: string;
  /** The site picked on the form (issue 30); unset: the host's home site. */
  readonly siteId?: number;
}
