/** The part of TC39 Temporal read here; TypeScript's libraries do not declare it yet. */
type TemporalNow = { Now: { timeZoneId(): string } };

/**
 * The device's IANA time zone: what every request sends in X-Timezone and what "today" means on this device.
 * Temporal names it without building a date formatter; the first `Intl.DateTimeFormat` of a page loads ICU's
 * formatting data, 30–60 ms of main thread on our test machine, which the signed-in dashboard's early request
 * would otherwise wait for (lib/early-start). Browsers without Temporal ask Intl. Undefined when neither can tell.
 */
export function deviceTimeZone(): string | undefined {
  try {
    const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
    return temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
