// Chooses a Nova Poshta settlement and branch in checkout's type-ahead, as a shopper does:
// types part of the name, picks the offered settlement, types a number or street, picks the branch.
import type { Locator } from 'playwright-core';

const WAIT = { timeout: 20_000 };

export async function chooseNovaPoshtaBranch(form: Locator, settlement: { type: string; choose: string }, branch: { type: string; choose: RegExp }): Promise<void> {
  const town = form.getByRole('combobox', { name: /^Місто або село/ });
  await town.click();
  await town.pressSequentially(settlement.type);
  await form.getByRole('option', { name: settlement.choose, exact: true }).click(WAIT);
  const number = form.getByRole('combobox', { name: /^Номер відділення або поштомату/ });
  await number.click();
  await number.pressSequentially(branch.type);
  await form.getByRole('option', { name: branch.choose }).first().click(WAIT);
}
