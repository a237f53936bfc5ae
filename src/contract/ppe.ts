import type { PlaceToVisit, PpeOptions, SiteOption } from './visitor-options.ts';

const NONE: PpeOptions = { helmet: false, goggles: false, earPlug: false, safetyShoes: false };

/**
 * The PPE a visitor is asked to wear (docs/product/visits.md VIS-PPE-01): the shop floor with WEN HV needs
 * all four; with WMO LV everything but the helmet; the office alone needs none.
 */
export const defaultPpe = (place: PlaceToVisit | null | undefined, option: SiteOption | null | undefined): PpeOptions => {
  if (place !== 'Visiting Office & Shop Floor') return NONE;
  if (option === 'WEN HV') return { helmet: true, goggles: true, earPlug: true, safetyShoes: true };
  if (option === 'WMO LV') return { helmet: false, goggles: true, earPlug: true, safetyShoes: true };
  return NONE;
};
