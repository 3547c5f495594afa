// The shop's days are Kyiv's (the summary's `day` is a Kyiv date), whatever the ADMIN's computer says.

/** `YYYY-MM-DD` of the moment in Kyiv. */
export function kyivDay(at: Date = new Date()): string {
  // en-CA spells dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
