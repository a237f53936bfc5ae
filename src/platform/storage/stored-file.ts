/** A file kept in PostgreSQL, so that every replica reads the same bytes and a delete is transactional. */
export class StoredFile {
  key: string;
  content: Buffer;
  sizeBytes: number;
  createdAt: Date;

  constructor(props: { key: string; content: Buffer; createdAt: Date }) {
    this.key = props.key;
    this.content = props.content;
    this.sizeBytes = props.content.byteLength;
    this.createdAt = props.createdAt;
  }
}
