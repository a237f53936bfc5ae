/** The largest photo the desk may store (decisions.md section 5). */
export const MAX_PHOTO_BYTES = 1024 * 1024;

/** `2026-42-Ab3dEf9hIj0k.jpg`: year, visit id and a random part, all the server's own. */
const FILENAME = /^(\d{4})-(\d{1,10})-([A-Za-z0-9_-]{16})\.jpg$/;

/** A new photo's filename: the year it was taken, its visit and 16 random characters the caller draws. */
export const newPhotoFilename = (takenAt: Date, visitorPassId: number, random: string): string => `${takenAt.getUTCFullYear()}-${visitorPassId}-${random.slice(0, 16)}.jpg`;

/** Where a photo's file is kept, from its public filename; null for any name the server did not make. */
export const storageKeyOf = (filename: string): string | null => {
  const match = FILENAME.exec(filename);
  return match ? `photos/${match[1]}/${filename}` : null;
};

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
