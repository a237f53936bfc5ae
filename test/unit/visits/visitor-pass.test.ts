import { describe, expect, it } from 'vitest';
import { DomainError } from '#kernel/domain-error.ts';
import { refusalOf, type Refusal } from '../../support/refusal.ts';
import { MESSAGES } from '#contract/messages.ts';
import { canCheckIn, canCheckOut, visitState } from '#contract/visit-state.ts';
import { APPROVE_STATUS } from '#contract/visitor-options.ts';
import { VisitorPass, type SubmittedDetails } from '../../../src/visits/domain/visitor-pass.ts';
import { HOUR, MINUTE } from '../../support/fake-clock.ts';

const TODAY = '2026-11-20';
const CREATED = new Date('2026-11-20T04:30:00Z');
/** The end of 20-11-2026 at a site in India. */
const END_OF_DAY = new Date('2026-11-20T18:29:59.999Z');
const at = (ms: number): Date => new Date(CREATED.getTime() + ms);

const newPass = (visitDate = TODAY): VisitorPass => {
  const pass = new VisitorPass({
    passCode: 'ABCD2345',
    visitorType: 'Suppliers',
    visitorTypeOther: null,
    name: 'Arjun Mehta',
    phone: '9812345670',
    email: 'arjun@supplier.test',
    hostId: 2,
    siteId: 1,
    createdById: 2,
    visitDate,
    visitTime: '10:30:00',
    linkExpiresAt: END_OF_DAY,
    createdAt: CREATED,
  });
  pass.id = 42;
  return pass;
};

const details: SubmittedDetails = {
  name: 'Arjun K Mehta',
  phone: '9812345671',
  placeToVisit: 'Visiting Office & Shop Floor',
  selectedOption: 'WEN HV',
  ppeOptions: { helmet: true, goggles: true, earPlug: true, safetyShoes: true },
  comingFrom: 'Pune',
  address: '12 MG Road, Shivaji Nagar, Pune',
  purposeOfVisit: 'Quarterly supply review',
  additionalVisitorOption: 'Yes',
  additionalVisitors: 2,
  idKind: 'aadhaar',
  idLast4: '2346',
};

const submitted = (visitDate = TODAY): VisitorPass => {
  const pass = newPass(visitDate);
  pass.submitDetails(details, at(MINUTE));
  return pass;
};

const approved = (visitDate = TODAY): VisitorPass => {
  const pass = submitted(visitDate);
  // Approved on or before its own day: a past visit was approved in time.
  pass.approve(2, at(2 * MINUTE), visitDate < TODAY ? visitDate : TODAY);
  return pass;
};

const checkedIn = (): VisitorPass => {
  const pass = approved();
  pass.checkInAt(9, at(HOUR), TODAY);
  return pass;
};

/** The error a step throws, so that its code and message are compared together. */
const refusal = (step: () => void): Refusal => {
  try {
    step();
  } catch (error) {
    if (error instanceof DomainError) return refusalOf(error);
    throw error;
  }
  throw new Error('expected a DomainError');
};

/** Everything the desk and the reports read of a pass, to show that a refused step changed nothing. */
const snapshot = (pass: VisitorPass) => ({ ...pass });

describe(VisitorPass.name, () => {
  it('should start waiting for the details, not approved, not in', () => {
    const pass = newPass();
    expect(pass.isSubmitted()).toBe(false);
    expect(pass.isApproved()).toBe(false);
    expect(pass.approveStatus).toBe(APPROVE_STATUS.pending);
    expect(pass).toMatchObject({ checkIn: null, checkOut: null, anonymisedAt: null, submittedAt: null });
    expect(visitState(pass, TODAY)).toBe('awaiting_details');
  });

  describe('the link', () => {
    it('should work until the end of the visit\'s day, that instant included', () => {
      const pass = newPass();
      expect(pass.linkExpired(END_OF_DAY)).toBe(false);
      expect(pass.linkExpired(new Date(END_OF_DAY.getTime() + 1))).toBe(true);
    });
  });

  describe('submitDetails', () => {
    it('should take the visitor\'s details once, and the time they came', () => {
      const pass = submitted();
      expect(pass).toMatchObject({ ...details, submittedAt: at(MINUTE) });
      expect(pass.isSubmitted()).toBe(true);
      expect(visitState(pass, TODAY)).toBe('awaiting_approval');
    });

    it('should accept the details at the last instant of the link', () => {
      const pass = newPass();
      pass.submitDetails(details, END_OF_DAY);
      expect(pass.submittedAt).toEqual(END_OF_DAY);
    });

    it('should refuse a second submission, keeping the first', () => {
      const pass = submitted();
      const before = snapshot(pass);
      expect(refusal(() => pass.submitDetails({ ...details, name: 'Someone Else' }, at(2 * MINUTE)))).toMatchObject({
        kind: 'conflict',
        message: MESSAGES.link.alreadySubmitted,
      });
      expect(snapshot(pass)).toEqual(before);
    });

    it('should refuse details after the link expired, changing nothing', () => {
      const pass = newPass();
      const before = snapshot(pass);
      expect(refusal(() => pass.submitDetails(details, new Date(END_OF_DAY.getTime() + 1)))).toMatchObject({ kind: 'expired', message: MESSAGES.link.expired });
      expect(snapshot(pass)).toEqual(before);
    });

    it('should say "already submitted" rather than "expired" for a submitted pass past its day', () => {
      const pass = submitted();
      expect(refusal(() => pass.submitDetails(details, new Date(END_OF_DAY.getTime() + HOUR))).message).toBe(MESSAGES.link.alreadySubmitted);
    });
  });

  describe('approve', () => {
    it('should approve submitted details, recording who and when', () => {
      const pass = approved();
      expect(pass).toMatchObject({ approveStatus: APPROVE_STATUS.approved, approvedAt: at(2 * MINUTE), approvedById: 2 });
      expect(pass.isApproved()).toBe(true);
      expect(visitState(pass, TODAY)).toBe('expected');
    });

    it('should record an approval from the CLI without an approver id', () => {
      const pass = submitted();
      pass.approve(null, at(2 * MINUTE), TODAY);
      expect(pass.approvedById).toBeNull();
      expect(pass.isApproved()).toBe(true);
    });

    it('should refuse to approve a pass whose details are not in', () => {
      const pass = newPass();
      const before = snapshot(pass);
      expect(refusal(() => pass.approve(2, at(MINUTE), TODAY))).toMatchObject({ kind: 'conflict', message: MESSAGES.approvals.visitorNotSubmitted });
      expect(snapshot(pass)).toEqual(before);
    });

    it('should refuse to approve a visit whose day has passed (missed), changing nothing', () => {
      const pass = submitted('2026-11-19');
      const before = snapshot(pass);
      expect(refusal(() => pass.approve(2, at(2 * MINUTE), TODAY))).toMatchObject({ kind: 'conflict', message: MESSAGES.approvals.visitorMissed });
      expect(snapshot(pass)).toEqual(before);
      // Approved on its own day, before it passed: still approved the day after.
      pass.approve(2, at(2 * MINUTE), '2026-11-19');
      expect(visitState(pass, TODAY)).toBe('missed');
      expect(pass.isApproved()).toBe(true);
    });

    it('should refuse a second approval, keeping the first approver', () => {
      const pass = approved();
      const before = snapshot(pass);
      expect(refusal(() => pass.approve(5, at(3 * MINUTE), TODAY))).toMatchObject({ kind: 'conflict', message: MESSAGES.approvals.visitorAlreadyApproved });
      expect(snapshot(pass)).toEqual(before);
    });
  });

  describe('checkInAt', () => {
    it('should record Time In of an approved visit of today, by whom', () => {
      const pass = checkedIn();
      expect(pass).toMatchObject({ checkIn: at(HOUR), checkInById: 9, checkOut: null });
      expect(visitState(pass, TODAY)).toBe('checked_in');
    });

    it('should refuse a second Time In, keeping the first time', () => {
      const pass = checkedIn();
      const before = snapshot(pass);
      expect(refusal(() => pass.checkInAt(9, at(2 * HOUR), TODAY))).toMatchObject({ kind: 'conflict', message: MESSAGES.time.alreadyIn });
      expect(snapshot(pass)).toEqual(before);
    });

    it('should refuse Time In before approval, whether or not the details are in', () => {
      for (const pass of [newPass(), submitted()]) {
        const before = snapshot(pass);
        expect(refusal(() => pass.checkInAt(9, at(HOUR), TODAY))).toMatchObject({ kind: 'conflict', message: MESSAGES.time.notApproved });
        expect(snapshot(pass)).toEqual(before);
      }
    });

    it('should refuse Time In of a visit of another day, before or after', () => {
      for (const day of ['2026-11-19', '2026-11-21']) {
        const pass = approved(day);
        const before = snapshot(pass);
        expect(refusal(() => pass.checkInAt(9, at(HOUR), TODAY))).toMatchObject({ kind: 'conflict', message: MESSAGES.time.notToday });
        expect(snapshot(pass)).toEqual(before);
      }
    });

    it('should match the desk\'s rule of when In is possible', () => {
      const cases = [newPass(), submitted(), approved(), approved('2026-11-21'), checkedIn()];
      for (const pass of cases) {
        const allowed = canCheckIn(visitState(pass, TODAY), pass.visitDate, TODAY);
        let refused = false;
        try {
          pass.checkInAt(9, at(2 * HOUR), TODAY);
        } catch {
          refused = true;
        }
        expect(refused, `${visitState(pass, TODAY)} on ${pass.visitDate}`).toBe(!allowed);
      }
    });
  });

  describe('checkOutAt', () => {
    it('should record Time Out after Time In, by whom', () => {
      const pass = checkedIn();
      pass.checkOutAt(8, at(3 * HOUR));
      expect(pass).toMatchObject({ checkIn: at(HOUR), checkOut: at(3 * HOUR), checkOutById: 8 });
      expect(visitState(pass, TODAY)).toBe('checked_out');
    });

    it('should refuse Time Out before Time In', () => {
      const pass = approved();
      const before = snapshot(pass);
      expect(refusal(() => pass.checkOutAt(8, at(HOUR)))).toMatchObject({ kind: 'conflict', message: MESSAGES.time.notIn });
      expect(snapshot(pass)).toEqual(before);
    });

    it('should refuse a second Time Out, keeping the first', () => {
      const pass = checkedIn();
      pass.checkOutAt(8, at(3 * HOUR));
      const before = snapshot(pass);
      expect(refusal(() => pass.checkOutAt(8, at(4 * HOUR)))).toMatchObject({ kind: 'conflict', message: MESSAGES.time.alreadyOut });
      expect(snapshot(pass)).toEqual(before);
    });

    it('should refuse Time In after Time Out: a visit is in once', () => {
      const pass = checkedIn();
      pass.checkOutAt(8, at(3 * HOUR));
      expect(refusal(() => pass.checkInAt(9, at(4 * HOUR), TODAY)).message).toBe(MESSAGES.time.alreadyIn);
    });

    it('should match the desk\'s rule of when Out is possible', () => {
      const out = checkedIn();
      out.checkOutAt(8, at(2 * HOUR));
      for (const pass of [newPass(), approved(), checkedIn(), out]) {
        const allowed = canCheckOut(visitState(pass, TODAY));
        let refused = false;
        try {
          pass.checkOutAt(8, at(3 * HOUR));
        } catch {
          refused = true;
        }
        expect(refused, visitState(pass, TODAY)).toBe(!allowed);
      }
    });
  });

  describe('anonymise', () => {
    it('should remove the personal data and keep what reports count', () => {
      const pass = checkedIn();
      pass.checkOutAt(8, at(3 * HOUR));
      pass.anonymise(at(30 * 24 * HOUR));
      expect(pass).toMatchObject({
        name: 'Anonymised visitor',
        phone: '',
        email: null,
        visitorTypeOther: null,
        comingFrom: null,
        address: null,
        purposeOfVisit: null,
        idKind: null,
        idLast4: null,
        anonymisedAt: at(30 * 24 * HOUR),
      });
      expect(pass).toMatchObject({
        visitDate: TODAY,
        hostId: 2,
        visitorType: 'Suppliers',
        approveStatus: APPROVE_STATUS.approved,
        checkIn: at(HOUR),
        checkOut: at(3 * HOUR),
        passCode: 'ABCD2345',
      });
      expect(visitState(pass, '2026-12-20')).toBe('checked_out');
    });

    it('should keep a missed visit missed', () => {
      const pass = approved();
      pass.anonymise(at(30 * 24 * HOUR));
      expect(visitState(pass, '2026-12-20')).toBe('missed');
    });
  });
});

