import { defaultPpe } from '#contract/ppe.ts';
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
  readonly aadharNo: string;
  readonly additionalVisitorOption: 'Yes' | 'No' | '';
  /** '1' to '4' while Yes is chosen. */
  readonly additionalVisitors: string;
  readonly termsAccepted: boolean;
}

export type TextField = 'name' | 'comingFrom' | 'address' | 'mobileNo' | 'purposeOfVisit' | 'aadharNo' | 'additionalVisitors';

export type DetailsAction =
  | PlaceAction
  | { readonly type: 'text'; readonly field: TextField; readonly value: string }
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
  aadharNo: '',
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
    case 'additional':
      return { ...state, additionalVisitorOption: action.value, additionalVisitors: action.value === 'No' ? '' : state.additionalVisitors };
    case 'terms':
      return { ...state, termsAccepted: action.value };
    default:
      return state;
  }
};

/** What `POST /api/visitorDetails` receives (its `encryptedData`); the date and time come from the pass. */
export const detailsPayload = (values: DetailsFormValues, prefill: Pick<LinkPrefill, 'date' | 'time'>) => ({
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
  aadharNo: values.aadharNo,
  additionalVisitorOption: values.additionalVisitorOption,
  additionalVisitors: values.additionalVisitorOption === 'Yes' && values.additionalVisitors !== '' ? Number(values.additionalVisitors) : null,
  termsAccepted: values.termsAccepted,
});
