/**
 * SMS through an HTTP gateway, the way Bangladeshi bulk-SMS providers take it: one request per
 * message with the number and text as query parameters (or a form body). The URL template names
 * the parameters, e.g.
 *   https://gateway.example/api/smsapi?api_key=KEY&senderid=KHELA&number={to}&message={text}
 * A 2xx answer counts as accepted; the body is checked for a configured success marker if given.
 */
import type { SmsTransport } from './notifier.js';

export interface HttpSmsOptions {
  urlTemplate: string;
  method: 'GET' | 'POST';
  /** Text the answer must contain to count as accepted (providers often answer 200 with an error). */
  successMarker: string | undefined;
  timeoutMs: number;
  fetchImplementation?: typeof fetch;
}

/** Fills {to} and {text} in the template, URL-encoded. */
export function buildSmsUrl(template: string, to: string, text: string): string {
  return template
    .replace('{to}', encodeURIComponent(to))
    .replace('{text}', encodeURIComponent(text));
}

export function createHttpSmsTransport(options: HttpSmsOptions): SmsTransport {
  const doFetch = options.fetchImplementation ?? fetch;
  return {
    name: 'http-sms',
    async send(message) {
      const url = buildSmsUrl(options.urlTemplate, message.to, message.text);
      let response: Response;
      if (options.method === 'GET') {
        response = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
      } else {
        const [base, query = ''] = url.split('?');
        response = await doFetch(base ?? url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: query,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      }
      const body = await response.text();
      if (!response.ok)
        throw new Error(`SMS gateway answered ${response.status}: ${body.slice(0, 200)}`);
      if (options.successMarker && !body.includes(options.successMarker)) {
        throw new Error(`SMS gateway refused the message: ${body.slice(0, 200)}`);
      }
    },
  };
}
