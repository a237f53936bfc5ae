import { describe, expect, it } from 'vitest';
import { visitorPassSchema } from '#contract/validation/visitor-pass.ts';
import { TIME_SLOTS } from '#contract/visit-time.ts';
import { EMPTY_PASS, noSlotsLeftToday, passEntries, passPayload, pickedDateProblem, reconcileTime, slotsFor, visitorTypeText } from '../../../web/src/features/visitor-pass/pass-form-model.ts';

const TZ = 'Asia/Kolkata';
/** 20-11-2026, 10:10 AM at the site. */
const NOW = new Date('2026-11-20T04:40:00.000Z');
const LATE = new Date('2026-11-20T18:05:00.000Z'); // 11:35 PM at the site

describe('the pass form\'s time slots (docs/product/visits.md VIS-TIME-03)', () => {
  it('should offer every slot on a later date, from now on today, and none before a date', () => {
    expect(slotsFor('21-11-2026', TZ, NOW)).toEqual(TIME_SLOTS);
    expect(slotsFor('20-11-2026', TZ, NOW)[0]).toBe('10:30 AM');
    expect(slotsFor('', TZ, NOW)).toEqual([]);
    expect(slotsFor('invalid', TZ, NOW)).toEqual([]);
    expect(slotsFor('19-11-2026', TZ, NOW)).toEqual([]);
  });

  it('should say the date must change when today has no slot left', () => {
    expect(noSlotsLeftToday('20-11-2026', TZ, LATE)).toBe(true);
    expect(noSlotsLeftToday('20-11-2026', TZ, NOW)).toBe(false);
    expect(noSlotsLeftToday('21-11-2026', TZ, LATE)).toBe(false);
  });

  it('should say at once what is wrong with a complete date, and nothing while it is being typed', () => {
    expect(pickedDateProblem('19-11-2026', TZ, NOW)).toBe('The date cannot be in the past.');
    expect(pickedDateProblem('31-02-2027', TZ, NOW)).toBe('Please select a valid date.');
    expect(pickedDateProblem('20-11-2026', TZ, NOW)).toBeUndefined();
    expect(pickedDateProblem('', TZ, NOW)).toBeUndefined();
    expect(pickedDateProblem('invalid', TZ, NOW)).toBeUndefined();
  });

  it('should keep the chosen time only while the date still offers it', () => {
    const picked = { ...EMPTY_PASS, date: '21-11-2026', time: '09:00 AM' };
    expect(reconcileTime(picked, TZ, NOW)).toBe(picked);
    expect(reconcileTime({ ...picked, date: '20-11-2026' }, TZ, NOW).time).toBe('');
    expect(reconcileTime({ ...picked, date: '20-11-2026', time: '10:30 AM' }, TZ, NOW).time).toBe('10:30 AM');
    expect(reconcileTime({ ...picked, date: '' }, TZ, NOW).time).toBe('');
  });
});

describe('what the pass form sends and confirms', () => {
  const values = { ...EMPTY_PASS, phoneNumber: '9812345670', visitorType: 'Others', visitorTypeOther: 'Film crew', name: 'Arjun Mehta ', date: '21-11-2026', time: '10:30 AM', visitorEmail: ' arjun@supplier.test' };

  it('should send the host only for the desk, and the Others text only for Others', () => {
    expect(passPayload(values, 'employee', false)).toEqual({
      phoneNumber: '9812345670',
      visitorType: 'Others',
      visitorTypeOther: 'Film crew',
      name: 'Arjun Mehta',
      date: '21-11-2026',
      time: '10:30 AM',
      visitorEmail: 'arjun@supplier.test',
      role: 'employee',
    });
    const desk = passPayload({ ...values, visitorType: 'Suppliers', visitorEmail: '', empEmail: 'host@example.com', empId: 'E0001' }, 'security', true);
    expect(desk).toMatchObject({ empEmail: 'host@example.com', empId: 'E0001', role: 'security' });
    expect(desk).not.toHaveProperty('visitorTypeOther');
    expect(desk).not.toHaveProperty('visitorEmail');
  });

  it('should send what the server\'s schema accepts', () => {
    const schema = visitorPassSchema({ timeZone: TZ, now: NOW }, 'example.com');
    expect(schema.safeParse(passPayload(values, 'employee', false)).success).toBe(true);
  });

  it('should list the entries in the form\'s order, the host first for the desk', () => {
    expect(passEntries(values, false).map(([label]) => label)).toEqual(['Phone Number', 'Visitor Type', 'Visitor Name', 'Date of Visit', 'Time of Visit', 'Visitor Email']);
    expect(passEntries({ ...values, empEmail: 'host@example.com', empId: 'E0001' }, true).slice(0, 2)).toEqual([
      ['Employee Email', 'host@example.com'],
      ['Employee ID', 'E0001'],
    ]);
    expect(visitorTypeText(values)).toBe('Others (Film crew)');
    expect(visitorTypeText({ visitorType: 'Government', visitorTypeOther: 'ignored' })).toBe('Government');
  });
});
