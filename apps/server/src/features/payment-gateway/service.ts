/** What other features use of the payment gateways: the error a gateway call fails with, and a payment's shape. */
export { GatewayError, type GatewayPayment } from './gateway.js';
