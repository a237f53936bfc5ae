/** A photo the desk took of a visitor; the file lives in the file storage under `storageKey`. */
export class VisitorPhoto {
  id!: number;
  visitorPassId: number;
  /** A name the server made; never anything the client sent. */
  storageKey: string;
  sizeBytes: number;
  takenById: number | null;
  createdAt: Date;

  constructor(props: { visitorPassId: number; storageKey: string; sizeBytes: number; takenById: number | null; createdAt: Date }) {
    this.visitorPassId = props.visitorPassId;
    this.storageKey = props.storageKey;
    this.sizeBytes = props.sizeBytes;
    this.takenById = props.takenById;
    this.createdAt = props.createdAt;
  }
}
