import { EntitySchema } from '@mikro-orm/core';
import { timestamptz } from '../../../platform/database/columns.ts';
import { VisitorPass } from '../../domain/visitor-pass.ts';

// The host and the desk staff are identity's employees; visits holds only their ids (mapToPk), with
// real foreign keys underneath.
const employeeId = (fieldName: string, nullable = false) =>
  ({ kind: 'm:1', entity: 'Employee', mapToPk: true, fieldName, nullable, deleteRule: nullable ? 'set null' : 'restrict' }) as const;

export const VisitorPassSchema = new EntitySchema<VisitorPass>({
  class: VisitorPass,
  tableName: 'visitor_pass',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    passCode: { type: 'text', unique: true },
    visitorType: { type: 'text' },
    visitorTypeOther: { type: 'text', nullable: true },
    name: { type: 'text' },
    phone: { type: 'text' },
    email: { type: 'text', nullable: true },
    hostId: employeeId('host_id'),
    createdById: employeeId('created_by_id'),
    visitDate: { type: 'date' },
    visitTime: { type: 'time' },
    linkExpiresAt: { ...timestamptz },
    createdAt: { ...timestamptz },
    placeToVisit: { type: 'text', nullable: true },
    selectedOption: { type: 'text', nullable: true },
    ppeOptions: { type: 'json', nullable: true },
    comingFrom: { type: 'text', nullable: true },
    address: { type: 'text', nullable: true },
    purposeOfVisit: { type: 'text', nullable: true },
    additionalVisitorOption: { type: 'text', nullable: true },
    additionalVisitors: { type: 'smallint', nullable: true },
    aadhaarEncrypted: { type: 'text', nullable: true, lazy: true },
    aadhaarLast4: { type: 'text', nullable: true },
    submittedAt: { ...timestamptz, nullable: true },
    approveStatus: { type: 'text', default: 'Pending' },
    approvedAt: { ...timestamptz, nullable: true },
    approvedById: employeeId('approved_by_id', true),
    checkIn: { ...timestamptz, nullable: true },
    checkInById: employeeId('check_in_by_id', true),
    checkOut: { ...timestamptz, nullable: true },
    checkOutById: employeeId('check_out_by_id', true),
    anonymisedAt: { ...timestamptz, nullable: true },
  },
  indexes: [
    // A host's visitors by day; the approval list.
    { name: 'visitor_pass_host_date_idx', properties: ['hostId', 'visitDate'] },
    // The desk: approved visitors by day.
    { name: 'visitor_pass_status_date_idx', properties: ['approveStatus', 'visitDate'] },
    // The details form finds a pass by the visitor's phone.
    { name: 'visitor_pass_phone_idx', properties: ['phone'] },
  ],
});
