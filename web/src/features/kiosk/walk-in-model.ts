import { defaultPpe } from '#contract/ppe.ts';
import { choosePlace, type PlaceAction, type PlaceChoice } from '../visits-common/place-choice.ts';

/** The walk-in form's values as typed (walkInSchema checks them on "Sign in"). */
export interface WalkInValues extends PlaceChoice {
  readonly name: string;
  readonly mobileNo: string;
  readonly comingFrom: string;
  readonly purposeOfVisit: string;
  readonly host: { readonly id: number; readonly name: string } | null;
  /** The description's terms box, shown only where the kiosk's site has no documents (ADR 57). */
  readonly termsAccepted: boolean;
  /** The photo from the tablet's camera: a JPEG, base64 without a `data:` prefix. */
  readonly photo: string | null;
}

export type WalkInTextField = 'name' | 'mobileNo' | 'comingFrom' | 'purposeOfVisit';

export type WalkInAction =
  | PlaceAction
  | { readonly type: 'text'; readonly field: WalkInTextField; readonly value: string }
  | { readonly type: 'host'; readonly host: WalkInValues['host'] }
  | { readonly type: 'terms'; readonly value: boolean }
  | { readonly type: 'photo'; readonly photo: string | null };

export const EMPTY_WALK_IN: WalkInValues = {
  placeToVisit: '',
  selectedOption: '',
  ppeOptions: defaultPpe(null, null),
  name: '',
  mobileNo: '',
  comingFrom: '',
  purposeOfVisit: '',
  host: null,
  termsAccepted: false,
  photo: null,
};

/** The form's changes; place, option and PPE follow the details form's rules (choosePlace). */
export const walkInReducer = (state: WalkInValues, action: WalkInAction): WalkInValues => {
  switch (action.type) {
    case 'place':
    case 'option':
    case 'ppe':
      return choosePlace(state, action);
    case 'text':
      return { ...state, [action.field]: action.value };
    case 'host':
      return { ...state, host: action.host };
    case 'terms':
      return { ...state, termsAccepted: action.value };
    case 'photo':
      return { ...state, photo: action.photo };
  }
};

/**
 * What `POST /api/kiosk/walk-ins` receives; a missing host or photo is left out, for the schema to name.
 * `termsBox` false (the kiosk's site has documents, signed instead, ADR 57): no box is sent.
 */
export const walkInPayload = (values: WalkInValues, termsBox = true) => ({
  name: values.name.trim(),
  mobileNo: values.mobileNo,
  comingFrom: values.comingFrom.trim(),
  purposeOfVisit: values.purposeOfVisit.trim(),
  placeToVisit: values.placeToVisit,
  selectedOption: values.selectedOption,
  ppeOptions: { ...values.ppeOptions },
  ...(values.host ? { hostId: values.host.id } : {}),
  ...(termsBox ? { termsAccepted: values.termsAccepted } : {}),
  ...(values.photo ? { photo: values.photo } : {}),
});

/** The JPEG's bytes as base64, without the `data:image/jpeg;base64,` a data URL starts with. */
export const base64OfDataUrl = (dataUrl: string): string => dataUrl.slice(dataUrl.indexOf(',') + 1);
