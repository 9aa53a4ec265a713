/** Round and transaction ids no other call in the test file has used: `${prefix}-${n}`. */
let sequence = 0;

export function uniqueId(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}`;
}
