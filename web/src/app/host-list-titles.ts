/**
 * The titles of a host's three lists of visitors, each plain and its own (issue 28: "View Visitor Pass",
 * "Visitor Details" and "View Visitor Details" named overlapping lists). Where the description names the
 * screen its name stays: Visitor Approval (/VisitorView) and the employee version of Approved Visitor
 * Details (/VisitorDetails, and /ApprovedVisitorDetails opened by a host, the same list). My visitors
 * (/MyVisitors) is ours; the dashboard card that leads there keeps the description's "View Visitor Pass".
 */
export const HOST_LIST_TITLES = {
  myVisitors: 'My Visitors',
  visitorApproval: 'Visitor Approval',
  approvedVisitors: 'Approved Visitor Details',
} as const;
