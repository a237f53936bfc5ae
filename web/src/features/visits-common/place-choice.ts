import { defaultPpe } from '#contract/ppe.ts';
import { PLACES_TO_VISIT, SITE_OPTIONS, type PlaceToVisit, type PpeItem, type PpeOptions, type SiteOption } from '#contract/visitor-options.ts';

/**
 * The place, option and PPE of a visitor's form, as typed: the Visitor Details Form's and the
 * reception kiosk's walk-in form follow the same rule (docs/product/visits.md VIS-PPE-01).
 */
export interface PlaceChoice {
  readonly placeToVisit: PlaceToVisit | '';
  readonly selectedOption: SiteOption | '';
  readonly ppeOptions: PpeOptions;
}

export type PlaceAction =
  | { readonly type: 'place'; readonly value: PlaceToVisit }
  | { readonly type: 'option'; readonly value: SiteOption }
  | { readonly type: 'ppe'; readonly item: PpeItem; readonly checked: boolean };

const asPlace = (value: string): PlaceToVisit | null => (PLACES_TO_VISIT as readonly string[]).includes(value) ? (value as PlaceToVisit) : null;
const asOption = (value: string): SiteOption | null => (SITE_OPTIONS as readonly string[]).includes(value) ? (value as SiteOption) : null;

/** The PPE the place and option need (docs/product/visits.md VIS-PPE-01): ticked and not to be unticked. */
export const requiredPpe = (values: Pick<PlaceChoice, 'placeToVisit' | 'selectedOption'>): PpeOptions =>
  defaultPpe(asPlace(values.placeToVisit), asOption(values.selectedOption));

/**
 * A change of place, option or PPE. A new place or option resets the PPE boxes to what that choice
 * needs; the visitor may tick more, but not untick what the choice needs.
 */
export const choosePlace = <S extends PlaceChoice>(state: S, action: PlaceAction): S => {
  switch (action.type) {
    case 'place': {
      const next = { ...state, placeToVisit: action.value };
      return { ...next, ppeOptions: requiredPpe(next) };
    }
    case 'option': {
      const next = { ...state, selectedOption: action.value };
      return { ...next, ppeOptions: requiredPpe(next) };
    }
    case 'ppe':
      if (!action.checked && requiredPpe(state)[action.item]) return state;
      return { ...state, ppeOptions: { ...state.ppeOptions, [action.item]: action.checked } };
  }
};
