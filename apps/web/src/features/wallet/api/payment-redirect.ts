/** Sends the browser to a payment gateway's page (it comes back to the deposit page when done). */
export function openPaymentPage(payUrl: string): void {
  window.location.assign(payUrl);
}
