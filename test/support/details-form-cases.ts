/**
 * Every field rule of the Visitor Details Form (docs/product/visits.md VIS-DETAILS) with its message word for
 * word: one table for the form's own tests (test/unit/shared/visitor-forms.test.ts) and for every form
 * that shares its fields (the kiosk's walk-in, test/integration/kiosk/walk-ins.test.ts).
 */
export const DETAILS_FIELD_CASES: readonly (readonly [Readonly<Record<string, unknown>>, string])[] = [
  [{ placeToVisit: '' }, 'Please select the place to visit.'],
  [{ selectedOption: undefined }, 'Please select an option.'],
  [{ dateOfVisit: '' }, 'Please select a date.'],
  [{ name: '' }, 'Please enter your name.'],
  [{ name: 'Ar' }, 'Please enter a valid name (minimum 3 characters)'],
  [{ name: '...' }, 'Please enter a valid name'],
  [{ name: 'A'.repeat(101) }, 'Name must not exceed 100 characters.'],
  [{ comingFrom: '' }, 'Please enter where you are coming from.'],
  [{ comingFrom: 'Ab' }, 'Coming from must be at least 3 characters.'],
  [{ comingFrom: 'Navi  Mumbai' }, 'Coming from may contain letters and single spaces only.'],
  [{ comingFrom: 'Pune 411001' }, 'Coming from may contain letters and single spaces only.'],
  [{ comingFrom: 'a'.repeat(61) }, 'Coming from must not exceed 60 characters.'],
  [{ address: '' }, 'Please enter your address.'],
  [{ address: '1234567890 1234567890' }, 'Address must contain at least one letter.'],
  [{ address: 'Short road 12' }, 'Address must be at least 20 characters.'],
  [{ address: `Plot 4, Sector 17, Vashi ${'x'.repeat(40)}` }, 'Address must not exceed 60 characters.'],
  [{ address: 'Plot 4,, Sector 17, Vashi Navi Mumbai' }, 'Address may contain letters, digits and . , / - # ( ) & \' with no repeated separators.'],
  [{ address: 'Plot @4, Sector 17, Vashi Navi Mumbai' }, 'Address may contain letters, digits and . , / - # ( ) & \' with no repeated separators.'],
  [{ mobileNo: '' }, 'Please enter your phone number.'],
  [{ mobileNo: '0812345670' }, 'Please enter a valid 10-digit phone number using numbers only.'],
  [{ purposeOfVisit: '' }, 'Please enter the purpose of your visit.'],
  [{ purposeOfVisit: 'Meeting' }, 'Purpose must be at least 10 characters.'],
  [{ purposeOfVisit: 'Audit of Q3 numbers!' }, 'Purpose may contain letters, digits, spaces and . , / - # ( ) & \' only.'],
  [{ purposeOfVisit: 'Audit of 50% of stock' }, 'Purpose may contain letters, digits, spaces and . , / - # ( ) & \' only.'],
  [{ purposeOfVisit: 'a'.repeat(101) }, 'Purpose must not exceed 100 characters.'],
  [{ timeOfVisit: '' }, 'Please select a time.'],
  [{ aadharNo: '12345' }, 'Aadhaar number must be exactly 12 digits.'],
  [{ aadharNo: '234123412345' }, 'Please enter a valid Aadhaar number.'],
  [{ aadharNo: '123412341234' }, 'Please enter a valid Aadhaar number.'],
  [{ additionalVisitorOption: undefined }, 'Please select whether additional visitors are coming.'],
  [{ additionalVisitorOption: 'Yes' }, 'Please select the number of additional visitors (1 to 4).'],
  [{ additionalVisitorOption: 'Yes', additionalVisitors: 0 }, 'Please select the number of additional visitors (1 to 4).'],
  [{ additionalVisitorOption: 'Yes', additionalVisitors: 5 }, 'Please select the number of additional visitors (1 to 4).'],
  [{ termsAccepted: false }, 'Please accept the terms and conditions.'],
];

/** The details form's fields a walk-in at the kiosk fills in too, with the same rules and messages. */
export const WALK_IN_SHARED_FIELDS: readonly string[] = ['placeToVisit', 'selectedOption', 'name', 'comingFrom', 'mobileNo', 'purposeOfVisit', 'termsAccepted'];

/** The table's cases that touch only the fields a walk-in shares. */
export const WALK_IN_SHARED_CASES = DETAILS_FIELD_CASES.filter(([change]) => Object.keys(change).every((field) => WALK_IN_SHARED_FIELDS.includes(field)));
