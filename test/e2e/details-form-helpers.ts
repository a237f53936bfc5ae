import type { Page } from 'playwright-core';

/**
 * The site's documents before the details form (issue 31, docs/product/privacy.md PRIV-DOCS): each
 * one signed with the visitor's typed name, then "Sign and continue". One place for journeys to sign,
 * so a change to the signing step (a drawn signature where offered) changes them all.
 */
export const signSiteDocuments = async (page: Page, typedName: string): Promise<void> => {
  const names = page.getByRole('textbox', { name: /^Type your full name to sign/ });
  await names.first().waitFor();
  for (const name of await names.all()) await name.fill(typedName);
  await page.getByRole('button', { name: 'Sign and continue' }).click();
};

/**
 * The description's terms checkbox, ticked where the form shows it: one place for journeys to accept
 * the terms, so that the form asking for them differently (a site's signed documents standing for
 * them) changes only this.
 */
export const acceptTerms = async (page: Page): Promise<void> => {
  const terms = page.getByRole('checkbox', { name: 'I accept the terms and conditions' });
  if ((await terms.count()) > 0) await terms.check();
};

/**
 * The details form (docs/product/visits.md VIS-DETAILS) filled in as a visitor would, with valid
 * answers, its terms accepted, then Verify and Submit in the dialog.
 */
export const fillAndSubmitDetailsForm = async (page: Page, details: { comingFrom: string; address: string; purpose: string }): Promise<void> => {
  await page.getByRole('textbox', { name: 'Address' }).waitFor();
  await page.getByRole('radio', { name: /^Visiting Office(?! &)/ }).check();
  await page.getByRole('radio', { name: 'WEN HV' }).check();
  await page.getByLabel('Coming From').pressSequentially(details.comingFrom);
  await page.getByLabel('Address').pressSequentially(details.address);
  await page.getByLabel('Purpose of Visit').pressSequentially(details.purpose);
  await page.getByRole('radio', { name: 'No' }).check();
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Verify' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please verify your details' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Submit' }).click();
};
