import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#contract/messages.ts';
import { capabilityFor, PATHS, showsBackButton, showsHeader } from '../../../web/src/app/navigation-rules.ts';
import { refusalTitle, tokenOf, walkInAnswerView } from '../../../web/src/features/walk-in-answer/walk-in-answer-model.ts';

const question = { visitorName: 'Meera K Nair', comingFrom: 'Pune', purposeOfVisit: 'Meeting the plant head' };

describe('the host\'s walk-in answer page', () => {
  it('asks before it acts: one button, the link\'s own answer', () => {
    expect(walkInAnswerView({ ...question, decision: 'approve', status: 'waiting' })).toEqual({ kind: 'ask', title: 'Let Meera K Nair in?', button: 'Approve', tone: 'approve' });
    expect(walkInAnswerView({ ...question, decision: 'decline', status: 'waiting' })).toEqual({ kind: 'ask', title: 'Turn Meera K Nair away?', button: 'Decline', tone: 'decline' });
  });

  it('says a walk-in already answered is so, whichever link was opened, and offers no button', () => {
    for (const decision of ['approve', 'decline'] as const) {
      expect(walkInAnswerView({ ...question, decision, status: 'approved' })).toEqual({ kind: 'done', title: 'Already approved', text: MESSAGES.walkIn.alreadyApproved, tone: 'approve' });
      expect(walkInAnswerView({ ...question, decision, status: 'declined' })).toEqual({ kind: 'done', title: 'Already declined', text: MESSAGES.walkIn.alreadyDeclined, tone: 'decline' });
    }
  });

  it.each([
    ['walkin.link_expired', 'This link has expired'],
    ['walkin.link_invalid', 'This link is not valid'],
    ['walkin.already_approved', 'Already approved'],
    ['walkin.already_declined', 'Already declined'],
    ['walkin.not_waiting', 'No longer waiting'],
    ['http.unavailable', 'Something went wrong'],
    [null, 'Something went wrong'],
  ] as const)('heads the refusal %s with %j', (code, title) => {
    expect(refusalTitle(code)).toBe(title);
  });

  it('reads the token from the address, and none from an address without one', () => {
    expect(tokenOf('?token=42.approve.1763664599999.abc')).toBe('42.approve.1763664599999.abc');
    expect(tokenOf('?token=42.approve.1%2E2')).toBe('42.approve.1.2');
    expect(tokenOf('?token=%20')).toBeNull();
    expect(tokenOf('')).toBeNull();
  });

  it('is public, with the header and without Back (the host arrives from a mail)', () => {
    expect(capabilityFor(PATHS.walkInAnswer)).toBeNull();
    expect(showsHeader(`${PATHS.walkInAnswer}?token=x`)).toBe(true);
    expect(showsBackButton(PATHS.walkInAnswer)).toBe(false);
  });
});
