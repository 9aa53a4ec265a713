/**
 * The sandbox gateway's hosted checkout page: server-rendered HTML with inline CSS and plain
 * forms, no script, sized for a 375 px phone. It stands in for a third party's page, so it does
 * not use the web app's look, and it says on every screen that no real money moves.
 */
import { escapeHtml } from '../../platform/http/escape-html.js';
import type { SandboxGatewayPaymentRow } from './tables.js';

export const walletNumberMessage = 'Enter your 11-digit wallet number, like 01712345678.';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f3f4f6;color:#111827;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:420px;margin:0 auto;padding:16px}
.banner{margin:0 0 16px;padding:10px 12px;border:2px dashed #b45309;border-radius:8px;background:#fffbeb;color:#78350f;font-size:14px}
.card{padding:20px 16px;border-radius:12px;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{margin:0 0 12px;font-size:20px}
dl{margin:0 0 16px}
dl div{display:flex;justify-content:space-between;gap:12px;padding:8px 0;border-bottom:1px solid #e5e7eb}
dt{color:#4b5563}
dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
label{display:block;margin-bottom:6px;font-weight:600}
input{width:100%;padding:12px;border:1px solid #6b7280;border-radius:8px;font-size:18px;letter-spacing:1px}
input[aria-invalid=true]{border:2px solid #b91c1c}
.error{margin:6px 0 0;color:#b91c1c;font-size:14px}
.hint,.note{margin:8px 0 0;color:#4b5563;font-size:14px}
button,.button{display:block;width:100%;min-height:48px;margin-top:12px;padding:12px;border:0;border-radius:8px;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
.pay,.button{background:#0f766e;color:#fff}
.row{display:flex;gap:8px}
.row form{flex:1}
.cancel{background:#e5e7eb;color:#111827}
.fail{background:#fff;color:#b91c1c;border:1px solid #b91c1c}
.state{margin:0 0 8px;font-size:18px;font-weight:700}
.ok{color:#047857}
.bad{color:#b91c1c}
`;

/** The status a browser carries back to the merchant's page: a hint, never the proof. */
export type ReturnStatus = 'success' | 'cancelled' | 'failed';

export function returnStatus(payment: SandboxGatewayPaymentRow): ReturnStatus | undefined {
  switch (payment.status) {
    case 'completed':
      return 'success';
    case 'cancelled':
      return 'cancelled';
    // An expired checkout took no money; for the merchant's page it did not go through.
    case 'failed':
    case 'expired':
      return 'failed';
    case 'created':
      return undefined;
  }
}

/** The merchant's return URL with `status` and `paymentRef` added to its query. */
export function returnUrlFor(payment: SandboxGatewayPaymentRow, status: ReturnStatus): string {
  const url = new URL(payment.return_url);
  url.searchParams.set('status', status);
  url.searchParams.set('paymentRef', payment.payment_ref);
  return url.toString();
}

/** Taka with South Asian grouping (1,23,456.50), computed on the digits so nothing rounds. */
export function formatTaka(amountPaisa: number): string {
  const digits = String(amountPaisa).padStart(3, '0');
  const whole = digits.slice(0, -2);
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return `৳${grouped}.${digits.slice(-2)}`;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="banner" role="note"><strong>SANDBOX payment gateway</strong> — no real money moves</p>
<div class="card">
${body}
</div>
</main>
</body>
</html>
`;
}

function dhakaTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Dhaka',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));
}

function summary(payment: SandboxGatewayPaymentRow): string {
  return `<h1>Make Payment</h1>
<dl>
<div><dt>Merchant invoice</dt><dd>${escapeHtml(payment.merchant_invoice)}</dd></div>
<div><dt>Amount</dt><dd>${formatTaka(payment.amount_paisa)}</dd></div>
</dl>`;
}

function openCheckout(
  payment: SandboxGatewayPaymentRow,
  form: { walletNumber: string; error: string | undefined },
): string {
  const action = `/sandbox-gateway/checkout/${escapeHtml(payment.payment_ref)}`;
  const invalid =
    form.error === undefined ? '' : ' aria-invalid="true" aria-describedby="wallet-error"';
  const error =
    form.error === undefined
      ? ''
      : `<p id="wallet-error" class="error" role="alert">${escapeHtml(form.error)}</p>`;
  return `${summary(payment)}
<form method="post" action="${action}/pay">
<label for="wallet-number">Your wallet number</label>
<input id="wallet-number" name="wallet_number" type="tel" inputmode="numeric" autocomplete="tel" maxlength="11" placeholder="01XXXXXXXXX" value="${escapeHtml(form.walletNumber)}"${invalid}>
${error}
<p class="hint">The sandbox asks no PIN or code: any valid number pays.</p>
<button type="submit" class="pay">Pay ${formatTaka(payment.amount_paisa)}</button>
</form>
<div class="row">
<form method="post" action="${action}/cancel"><button type="submit" class="cancel">Cancel</button></form>
<form method="post" action="${action}/fail"><button type="submit" class="fail">Simulate failure</button></form>
</div>
<p class="note">This checkout expires at ${dhakaTime(payment.expires_at)} (Dhaka time).</p>`;
}

function finishedCheckout(payment: SandboxGatewayPaymentRow, status: ReturnStatus): string {
  const outcome: Record<Exclude<SandboxGatewayPaymentRow['status'], 'created'>, string> = {
    completed: '<p class="state ok">Payment completed</p>',
    cancelled: '<p class="state bad">Payment cancelled</p><p class="note">No money was taken.</p>',
    failed: '<p class="state bad">Payment failed</p><p class="note">No money was taken.</p>',
    expired:
      '<p class="state bad">This payment has expired</p><p class="note">It can no longer be paid. No money was taken.</p>',
  };
  const details =
    payment.status === 'completed'
      ? `<dl><div><dt>Transaction ID</dt><dd>${escapeHtml(payment.trx_id ?? '')}</dd></div>
<div><dt>Paid from</dt><dd>${escapeHtml(payment.payer_number ?? '')}</dd></div></dl>`
      : '';
  const state = payment.status === 'created' ? '' : outcome[payment.status];
  return `${summary(payment)}
${state}
${details}
<a class="button" href="${escapeHtml(returnUrlFor(payment, status))}">Return to merchant</a>`;
}

/** The checkout as it stands: the form while open, else its final state and a way back. */
export function renderCheckoutPage(
  payment: SandboxGatewayPaymentRow,
  form: { walletNumber: string; error: string | undefined } = {
    walletNumber: '',
    error: undefined,
  },
): string {
  const status = returnStatus(payment);
  const body =
    status === undefined ? openCheckout(payment, form) : finishedCheckout(payment, status);
  return page('Sandbox payment gateway', body);
}

/** A page for the unknown ref, the rate limit and other dead ends. */
export function renderMessagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}

/**
 * This page's own CSP, stricter than the site's: no script at all, and forms may go only to this
 * server and, through the redirect that ends a checkout, to the merchant's return origin (browsers
 * check a form's redirect against form-action too).
 */
export function checkoutPagePolicy(payment: SandboxGatewayPaymentRow | undefined): string {
  const returnOrigin = payment ? ` ${new URL(payment.return_url).origin}` : '';
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self'${returnOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}
