/** Ours: the entrances of a site (issue 30), where the desk and kiosks work. */
export const entrances = {
  nameRequired: 'Please enter the entrance\'s name.',
  nameTooLong: 'The entrance\'s name must not exceed 60 characters.',
  nameInvalid: 'The entrance\'s name must be one line without control characters (such as Escape or Tab) or text-direction marks.',
  nameTaken: 'This site already has an entrance with this name.',
  notFound: 'This entrance does not exist.',
  invalid: 'Please choose an entrance from the list.',
  otherSite: 'This entrance is at another site. Please choose an entrance of the visit\'s site.',
  retired: 'This entrance is no longer in use. Please choose another entrance.',
  added: 'The entrance has been added.',
  renamed: 'The entrance has been renamed.',
  retiredNow: 'The entrance has been retired; past visits keep its name.',
  alreadyRetired: 'The entrance was already retired.',
} as const;
