import type { VisitorPass } from '../domain/visitor-pass.ts';

export abstract class VisitorPassRepository {
  abstract add(pass: VisitorPass): void;
  abstract findById(id: number): Promise<VisitorPass | null>;
  /** Locks the row until the transaction ends: two racing writers take turns. */
  abstract findByIdForUpdate(id: number): Promise<VisitorPass | null>;
  abstract findByPassCode(passCode: string): Promise<VisitorPass | null>;
  abstract passCodeTaken(passCode: string): Promise<boolean>;
  /** A host's passes, newest visit first; only those with submitted details when asked. */
  abstract listForHost(hostId: number, options: { submittedOnly: boolean }): Promise<VisitorPass[]>;
}

/** Draws a QR code as a PNG picture. */
export abstract class QrCodeRenderer {
  abstract png(text: string): Promise<Buffer>;
}
