/**
 * Risk flags for finance and holds on withdrawals (docs/decisions.md, Risk flags). The only file
 * other features may import: the withdrawal's check of a hold and the sign-up's marks.
 */
export { isWithdrawalHeld, isWithdrawalHeldUnderLock } from './holds.js';
export { DEVICE_ID_HEADER, deviceIdOf, recordSignupMarks } from './signup-marks.js';
