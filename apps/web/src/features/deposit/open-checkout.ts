/**
 * Leaves the app for a gateway's checkout page. A full page load, not a route change: the checkout
 * is another site, and it sends the player back to /payment-request when the payment ends.
 */
export function openCheckout(url: string): void {
  window.location.assign(url);
}
