import type { ActorType } from '../ports/audit-log.ts';

export class AuditEntry {
  id!: string;
  at: Date;
  actorType: ActorType;
  actorId: number | null;
  actorLabel: string;
  action: string;
  subjectType: string;
  subjectId: string | null;
  details: Record<string, unknown> | null;

  constructor(props: Omit<AuditEntry, 'id'>) {
    this.at = props.at;
    this.actorType = props.actorType;
    this.actorId = props.actorId;
    this.actorLabel = props.actorLabel;
    this.action = props.action;
    this.subjectType = props.subjectType;
    this.subjectId = props.subjectId;
    this.details = props.details;
  }
}
