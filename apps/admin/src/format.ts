/** Times as the operators live them: Bangladesh, GMT+6, whatever the machine's own zone. */
const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const taka = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Taka with the sign in front of the ৳, as operators read a ledger: −৳250.00. */
export function formatTaka(amount: number): string {
  return `${amount < 0 ? '−' : ''}৳${taka.format(Math.abs(amount))}`;
}
