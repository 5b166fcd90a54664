/**
 * A phone as SPEC §3 shows it to others: the first 3 digits, four asterisks, then the rest from the
 * eighth digit (13812345678 → 138****5678, 5550000001 → 555****001). The one masking rule of the
 * server: every area that shows someone's phone imports it from here. Three characters or fewer
 * (never a registered phone, which has 5–15 digits) are returned as they are.
 */
export function maskPhone(phone: string): string {
  if (phone.length <= 3) return phone;
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}
