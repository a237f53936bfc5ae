import { describe, expect, it } from 'vitest';
import {
  employeeRowListSchema,
  existenceStatusSchema,
  loginAnswerSchema,
  loginUserSchema,
  managerOptionSchema,
  sessionDataSchema,
} from '#contract/api/identity-answers.ts';
import { deskListAnswerSchema, deskRecordListSchema, deskRecordSchema, visitorRecordListSchema, visitorRecordSchema } from '#contract/api/visit-answers.ts';
import { NodeEnvelope } from '#kernel/envelope/node-envelope.ts';
import { passCodeFromQr, passCodeFromTyped, passQrPayload, PASS_CODE_ALPHABET, PASS_CODE_LENGTH, PASS_CODE_PATTERN } from '#contract/pass-code.ts';
import { visitState, VISIT_STATES } from '#contract/visit-state.ts';
import { Designation } from '../../../src/identity/domain/designation.ts';
import { Employee } from '../../../src/identity/domain/employee.ts';
import { employeeRow, managerOption, sessionData } from '../../../src/identity/adapters/http/employee-views.ts';
import { toDeskRecord } from '../../../src/visits/application/desk-visit-record.ts';
import { toVisitRecord } from '../../../src/visits/application/visit-record.ts';
import { deskView } from '../../../src/visits/adapters/http/desk-view.ts';
import { hostVisitorView, visitorView } from '../../../src/visits/adapters/http/visitor-view.ts';
import { VisitorPass } from '../../../src/visits/domain/visitor-pass.ts';

const envelope = new NodeEnvelope('unit-test-phrase');
const TODAY = '2026-11-20';
/** The site's day and zone the desk records are read in (issue 30). */
const AT_SITE = { today: TODAY, timeZone: 'Asia/Kolkata' };
const CREATED = new Date('2026-11-20T04:30:00Z');
const HOST = { id: 2, email: 'priya@example.com', name: 'Priya Sharma', empId: 'E0001', role: 'manager' } as const;

const newPass = (): VisitorPass => {
  const pass = new VisitorPass({
    passCode: 'ABCD2345',
    visitorType: 'Suppliers',
    visitorTypeOther: null,
    name: 'Arjun Mehta',
    phone: '9812345670',
    email: null,
    hostId: HOST.id,
    siteId: 1,
    createdById: HOST.id,
    visitDate: TODAY,
    visitTime: '10:30:00',
    linkExpiresAt: new Date('2026-11-20T18:29:59.999Z'),
    createdAt: CREATED,
  });
  pass.id = 42;
  return pass;
};

const STEPS = ['new', 'submitted', 'approved', 'checked in', 'checked out', 'anonymised'] as const;

/** A pass taken through its life up to `step`. */
const passAt = (step: (typeof STEPS)[number]): VisitorPass => {
  const pass = newPass();
  const upTo = STEPS.indexOf(step);
  if (upTo >= 1) {
    pass.submitDetails(
      {
        name: 'Arjun K Mehta',
        phone: '9812345671',
        placeToVisit: 'Visiting Office & Shop Floor',
        selectedOption: 'WMO LV',
        ppeOptions: { helmet: false, goggles: true, earPlug: true, safetyShoes: true },
        comingFrom: 'Pune',
        address: '12 MG Road, Shivaji Nagar, Pune',
        purposeOfVisit: 'Quarterly supply review',
        additionalVisitorOption: 'Yes',
        additionalVisitors: 2,
        idKind: 'aadhaar',
        idLast4: '2346',
      },
      new Date('2026-11-20T04:31:00Z'),
    );
  }
  if (upTo >= 2) pass.approve(HOST.id, new Date('2026-11-20T04:32:00Z'), TODAY);
  if (upTo >= 3) pass.checkInAt(9, new Date('2026-11-20T05:00:00Z'), TODAY);
  if (upTo >= 4) pass.checkOutAt(9, new Date('2026-11-20T11:40:00Z'));
  if (upTo >= 5) pass.anonymise(new Date('2027-06-01T00:00:00Z'));
  return pass;
};

const passesAtEveryStep = (): VisitorPass[] => STEPS.map(passAt);

const employee = (designation: string, status: 'Approval Pending' | 'Approved' = 'Approved'): Employee => {
  const person = new Employee({
    empId: 'E1234',
    name: 'Neha Kulkarni',
    email: 'Neha@Example.com',
    phone: null,
    designation: new Designation(designation),
    manager: null,
    createdAt: CREATED,
  });
  person.id = 7;
  person.status = status;
  return person;
};

describe('the shared answer schemas against the server\'s views', () => {
  it('should accept the visitor record the server makes of a pass at every step', () => {
    for (const pass of passesAtEveryStep()) {
      const withHost = visitorView(toVisitRecord(pass, HOST));
      expect(visitorRecordSchema.parse(withHost)).toEqual(withHost);
      expect(visitorRecordSchema.parse(visitorView(toVisitRecord(pass, undefined))).host_email).toBeNull();
    }
  });

  it('should accept the desk record, with every state and with or without a photo', () => {
    const records = passesAtEveryStep().map((pass, index) => deskView(toDeskRecord(pass, HOST, AT_SITE, index % 2 ? `photos/2026/42-${index}.jpg` : undefined)));
    for (const record of records) expect(deskRecordSchema.parse(record)).toEqual(record);
    expect(new Set(records.map((record) => record.visit_state))).toEqual(new Set(['awaiting_details', 'awaiting_approval', 'expected', 'checked_in', 'checked_out']));
    // A past day without a check-in is missed: the last state the enum names.
    expect(deskRecordSchema.parse(deskView(toDeskRecord(passAt('approved'), HOST, { today: '2026-11-21', timeZone: 'Asia/Kolkata' }, undefined))).visit_state).toBe('missed');
    expect([...VISIT_STATES].sort()).toEqual(['awaiting_approval', 'awaiting_details', 'cancelled', 'checked_in', 'checked_out', 'declined', 'expected', 'missed']);
    expect(visitState({ submittedAt: null, approveStatus: 'Pending', checkIn: null, checkOut: null, visitDate: TODAY }, TODAY)).toBe('awaiting_details');
  });

  it('should write a desk record as the visitor record and then its state, photo and, only when known, flag', () => {
    const record = toDeskRecord(passAt('approved'), HOST, AT_SITE, 'photos/2026/42-7.jpg');
    const fields = Object.keys(visitorView(record));
    expect(Object.keys(deskView(record))).toEqual([...fields, 'visit_state', 'photo_filename', 'site_time_zone']);
    expect(deskView(record)).toMatchObject({ ...visitorView(record), visit_state: 'expected', photo_filename: '42-7.jpg' });
    expect(Object.keys(deskView({ ...record, flagged: true }))).toEqual([...fields, 'visit_state', 'photo_filename', 'site_time_zone', 'flagged']);
    expect(deskView({ ...record, flagged: false }).flagged).toBe(false);
    // A host's list: the record and its state, nothing else.
    expect(Object.keys(hostVisitorView({ ...toVisitRecord(passAt('approved'), HOST), state: 'expected' }))).toEqual([...fields, 'visit_state']);
  });

  it('should accept the desk list answer as the route builds it, the details opening to records', () => {
    const records = passesAtEveryStep().map((pass) => deskView(toDeskRecord(pass, HOST, AT_SITE, undefined)));
    const answer = deskListAnswerSchema.parse({ details: envelope.encrypt(records), total: records.length, totalCapped: false });
    expect(deskRecordListSchema.parse(envelope.decryptJson(answer.details))).toHaveLength(records.length);
  });

  it('should accept the identity rows: approval list, manager option, login session data and user', () => {
    const pending = employee('Employee', 'Approval Pending');
    expect(employeeRowListSchema.parse([employeeRow(pending), employeeRow(employee('Manager'))])).toHaveLength(2);
    const option = managerOptionSchema.parse(managerOption(employee('Admin'), envelope));
    expect(envelope.decrypt(option.emp_name)).toBe('Neha Kulkarni');
    const manager = employee('Manager');
    const answer = loginAnswerSchema.parse({
      result: { sessionData: sessionData(manager, envelope), storedSessionId: 'a-session', isAuthenticated: true, message: 'login successful' },
      user: envelope.encrypt({ email: manager.email, employee_id: manager.empId, designation: manager.designation.name }),
    });
    expect(loginUserSchema.parse(envelope.decryptJson(answer.user))).toEqual({ email: 'neha@example.com', employee_id: 'E1234', designation: 'Manager' });
    expect(envelope.decrypt(sessionDataSchema.parse(sessionData(manager, envelope)).jobtitle)).toBe('Manager');
    expect(existenceStatusSchema.options).toEqual(['Approval Pending', 'First Login', 'Approved']);
  });
});

describe('the shared answer schemas against malformed answers', () => {
  const good = () => visitorView(toVisitRecord(passAt('checked in'), HOST));
  const problemsOf = (value: unknown): string[] => {
    const parsed = visitorRecordSchema.safeParse(value);
    expect(parsed.success).toBe(false);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('should name the field that is missing or of the wrong type', () => {
    const { name: _name, ...withoutName } = good();
    expect(problemsOf(withoutName)).toEqual([expect.stringMatching(/^name: /)]);
    expect(problemsOf({ ...good(), id: '42' })).toEqual([expect.stringMatching(/^id: /)]);
    expect(problemsOf({ ...good(), check_in: 'yesterday' })).toEqual([expect.stringMatching(/^check_in: /)]);
    expect(problemsOf({ ...good(), date_of_visit: '2026-11-20' })).toEqual(['date_of_visit: not a DD-MM-YYYY date']);
    expect(problemsOf({ ...good(), approve_status: 'Maybe' })).toEqual([expect.stringMatching(/^approve_status: /)]);
    expect(problemsOf({ ...good(), ppe_options: { helmet: 'yes' } })).toEqual([expect.stringMatching(/^ppe_options\.helmet: /)]);
  });

  it('should refuse a desk record without its state or with an unknown one, and a list with one bad row', () => {
    const record = deskView(toDeskRecord(passAt('approved'), HOST, AT_SITE, undefined));
    const { visit_state: _state, ...stateless } = record;
    expect(deskRecordSchema.safeParse(stateless).success).toBe(false);
    expect(deskRecordSchema.safeParse({ ...record, visit_state: 'lost' }).success).toBe(false);
    const list = visitorRecordListSchema.safeParse([good(), { ...good(), is_submitted: 'true' }]);
    expect(list.success ? [] : list.error.issues.map((issue) => issue.path.join('.'))).toEqual(['1.is_submitted']);
    expect(deskListAnswerSchema.safeParse({ details: 'not enveloped', total: 1, totalCapped: false }).success).toBe(false);
    expect(deskListAnswerSchema.safeParse({ details: envelope.encrypt([]), total: 0 }).success).toBe(false);
  });
});

describe('the pass code, one format for the server and the desk', () => {
  it('should draw codes the desk accepts and make the QR text the desk reads back', () => {
    expect(PASS_CODE_ALPHABET).toHaveLength(32);
    const code = PASS_CODE_ALPHABET.slice(0, PASS_CODE_LENGTH);
    expect(PASS_CODE_PATTERN.test(code)).toBe(true);
    expect(passQrPayload(code)).toBe(`VMS:${code}`);
    expect(passCodeFromQr(passQrPayload(code))).toBe(code);
    expect(passCodeFromTyped(passQrPayload(code))).toBe(code);
  });

  it('should read what a person types at the desk, and refuse what cannot be a code', () => {
    for (const typed of ['ABCD2345', 'abcd2345', ' ABCD-2345 ', 'abcd 2345', 'VMS:ABCD2345', 'vms:abcd-2345']) expect(passCodeFromTyped(typed), typed).toBe('ABCD2345');
    for (const typed of ['', 'ABC', 'ABCD23456', 'ABCD_2345', 'ABCD234!']) expect(passCodeFromTyped(typed), typed).toBeNull();
    expect(passCodeFromQr('ABCD2345')).toBeNull();
    expect(passCodeFromQr('VMS:ABCD-2345')).toBeNull();
  });
});
