import { defaultPpe } from '#contract/ppe.ts';
import type { IdKind } from '#contract/visitor-id.ts';
import type { PlaceToVisit, PpeOptions, SiteOption } from '#contract/visitor-options.ts';
import type { LinkPrefill } from '../visits-common/link-token.ts';
import { choosePlace, type PlaceAction } from '../visits-common/place-choice.ts';

/** The Visitor Details Form's values, as typed (the shared schema checks them on Verify). */
export interface DetailsFormValues {
  readonly placeToVisit: PlaceToVisit | '';
  readonly selectedOption: SiteOption | '';
  readonly ppeOptions: PpeOptions;
  readonly name: string;
  readonly comingFrom: string;
  readonly address: string;
  readonly mobileNo: string;
  readonly purposeOfVisit: string;
  /** Which ID the visitor gives (issue 31): Aadhaar unless they choose another. */
  readonly idKind: IdKind;
  /** Its number as typed; only its kind and last four characters are ever kept. */
  readonly idNumber: string;
  readonly additionalVisitorOption: 'Yes' | 'No' | '';
  /** '1' to '4' while Yes is chosen. */
  readonly additionalVisitors: string;
  readonly termsAccepted: boolean;
}

export type TextField = 'name' | 'comingFrom' | 'address' | 'mobileNo' | 'purposeOfVisit' | 'idNumber' | 'additionalVisitors';

export type DetailsAction =
  | PlaceAction
  | { readonly type: 'text'; readonly field: TextField; readonly value: string }
  | { readonly type: 'idKind'; readonly value: IdKind }
  | { readonly type: 'additional'; readonly value: 'Yes' | 'No' }
  | { readonly type: 'terms'; readonly value: boolean };

/** The form as the link opens it: name and mobile from the pass, nothing chosen, no PPE. */
export const initialDetails = (prefill: Pick<LinkPrefill, 'name' | 'phone'>): DetailsFormValues => ({
  placeToVisit: '',
  selectedOption: '',
  ppeOptions: defaultPpe(null, null),
  name: prefill.name,
  comingFrom: '',
  address: '',
  mobileNo: prefill.phone,
  purposeOfVisit: '',
  idKind: 'aadhaar',
  idNumber: '',
  additionalVisitorOption: '',
  additionalVisitors: '',
  termsAccepted: false,
});

/** The form's changes: place, option and PPE by choosePlace's rules. */
export const detailsReducer = (state: DetailsFormValues, action: DetailsAction): DetailsFormValues => {
  switch (action.type) {
    case 'place':
    case 'option':
    case 'ppe':
      return choosePlace(state, action);
    case 'text':
      return { ...state, [action.field]: action.value };
    // Another kind has other characters: the number typed for the first is not the second's.
    case 'idKind':
      return { ...state, idKind: action.value, idNumber: action.value === state.idKind ? state.idNumber : '' };
    case 'additional':
      return { ...state, additionalVisitorOption: action.value, additionalVisitors: action.value === 'No' ? '' : state.additionalVisitors };
    case 'terms':
      return { ...state, termsAccepted: action.value };
    default:
      return state;
  }
};

/**
 * What `POST /api/visitorDetails` receives (its `encryptedData`); the date and time come from the pass.
 * `termsBox` false (the site has documents, signed instead, ADR 57): no box is sent.
 */
export const detailsPayload = (values: DetailsFormValues, prefill: Pick<LinkPrefill, 'date' | 'time'>, termsBox = true) => ({
  placeToVisit: values.placeToVisit,
  selectedOption: values.selectedOption,
  ppeOptions: { ...values.ppeOptions },
  dateOfVisit: prefill.date,
  name: values.name.trim(),
  comingFrom: values.comingFrom.trim(),
  address: values.address.trim(),
  mobileNo: values.mobileNo,
  purposeOfVisit: values.purposeOfVisit.trim(),
  timeOfVisit: prefill.time,
  idKind: values.idKind,
  idNumber: values.idNumber,
  additionalVisitorOption: values.additionalVisitorOption,
  additionalVisitors: values.additionalVisitorOption === 'Yes' && values.additionalVisitors !== '' ? Number(values.additionalVisitors) : null,
  ...(termsBox ? { termsAccepted: values.termsAccepted } : {}),
});
