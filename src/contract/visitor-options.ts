/** The choices of the pass and details forms (docs/product/visits.md VIS-PASS-02, VIS-DETAILS-01 and VIS-PPE-01). */
export const VISITOR_TYPES = [
  'Suppliers',
  'Customers',
  'Government',
  'External Auditors',
  'Third party agencies',
  'Others',
] as const;
export type VisitorType = (typeof VISITOR_TYPES)[number];

export const PLACES_TO_VISIT = ['Visiting Office & Shop Floor', 'Visiting Office'] as const;
export type PlaceToVisit = (typeof PLACES_TO_VISIT)[number];

/** The two options the shop floor has; only they decide the PPE there. */
export const SITE_OPTIONS = ['WEN HV', 'WMO LV'] as const;
export type SiteOption = (typeof SITE_OPTIONS)[number];

export const PPE_ITEMS = ['helmet', 'goggles', 'earPlug', 'safetyShoes'] as const;
export type PpeItem = (typeof PPE_ITEMS)[number];
export type PpeOptions = Readonly<Record<PpeItem, boolean>>;

export const PPE_LABELS: Readonly<Record<PpeItem, string>> = {
  helmet: 'Helmet',
  goggles: 'Goggles',
  earPlug: 'Ear Plug',
  safetyShoes: 'Safety Shoes',
};

export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];

export const APPROVE_STATUS = { pending: 'Pending', approved: 'Approved' } as const;
export type ApproveStatus = (typeof APPROVE_STATUS)[keyof typeof APPROVE_STATUS];
