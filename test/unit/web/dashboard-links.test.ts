import { describe, expect, it } from 'vitest';
import { DESK_COUNTS, HOST_COUNTS } from '#contract/dashboard-counts.ts';
import { myVisitsQuerySchema } from '#kernel/my-visits-query.ts';
import { capabilityFor, mayOpen, PATHS } from '../../../web/src/app/navigation-rules.ts';
import { deskCountLink, hostCountLink } from '../../../web/src/features/dashboard/count-links.ts';
import { readDeskQuery } from '../../../web/src/features/desk/desk-list-query.ts';

const searchOf = (link: string) => new URLSearchParams(link.split('?')[1] ?? '');

describe('where the dashboards\' numbers lead', () => {
  it('should open the desk list on today\'s visitors with each desk number\'s own filter, and the roll call for on site', () => {
    expect(Object.fromEntries(DESK_COUNTS.map((name) => [name, deskCountLink(name)]))).toEqual({
      expected: '/ApprovedVisitorDetails?filter=expected',
      arrived: '/ApprovedVisitorDetails?filter=arrived',
      onSite: '/OnSite',
      left: '/ApprovedVisitorDetails?filter=checked_in_and_out',
      late: '/ApprovedVisitorDetails?filter=late',
    });
    // The desk list reads each address as the filter the number counts.
    expect(readDeskQuery(searchOf(deskCountLink('late')))).toMatchObject({ view: 'active', filter: 'late', page: 1 });
    expect(readDeskQuery(searchOf(deskCountLink('arrived')))).toMatchObject({ view: 'active', filter: 'arrived' });
  });

  it('should open My visitors with its own `when` and `state` parameters', () => {
    expect(Object.fromEntries(HOST_COUNTS.map((name) => [name, hostCountLink(name)]))).toEqual({
      today: '/MyVisitors?when=today&state=awaiting_details,awaiting_approval,expected,checked_in,checked_out',
      awaitingApproval: '/MyVisitors?when=upcoming&state=awaiting_approval',
      onSite: '/MyVisitors?when=today&state=checked_in',
    });
    // My visitors' own schema reads each of them.
    expect(myVisitsQuerySchema.parse(Object.fromEntries(searchOf(hostCountLink('onSite'))))).toMatchObject({ when: 'today', state: ['checked_in'] });
  });

  it('should offer the desk\'s screens and Insights to an admin, the desk screens to security, neither to an employee', () => {
    const screens = [PATHS.approvedVisitorDetails, PATHS.onSite, PATHS.visitorBadge, PATHS.capturePhoto, PATHS.insights, PATHS.securityDashboard];
    expect(screens.filter((path) => mayOpen(path, { role: 'admin' }))).toEqual(screens);
    expect(screens.filter((path) => mayOpen(path, { role: 'security' }))).toEqual([PATHS.approvedVisitorDetails, PATHS.onSite, PATHS.visitorBadge, PATHS.capturePhoto, PATHS.securityDashboard]);
    expect(screens.filter((path) => mayOpen(path, { role: 'employee' }))).toEqual([PATHS.approvedVisitorDetails, PATHS.capturePhoto]);
    expect(mayOpen(PATHS.landing, { role: null })).toBe(true);
    expect(capabilityFor(PATHS.myVisits)).not.toBeNull();
  });
});
