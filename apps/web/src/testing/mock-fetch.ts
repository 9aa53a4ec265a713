/**
 * A stand-in for the server in unit tests: `fetch` is replaced by handlers keyed by
 * "METHOD /path". Every call is recorded, so tests can check what was sent.
 */
import type { GeneralResponse, LogoResponse, SliderItem, SocialLinks } from '@khela/contract';
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

/** A handler answers, or returns 'network-error' to make fetch reject as it does offline. */
export type MockHandler =
  MockAnswer | ((request: RecordedRequest) => MockAnswer | 'network-error' | Promise<MockAnswer>);

export const generalFixture: GeneralResponse = {
  site_title: 'Khela',
  site_status: 1,
  whatsapp: 'https://wa.me/8801700000000',
  live_chat: null,
  intercom: null,
  tawk_id: null,
  system_notice: null,
  support_mail: 'support@khela.example',
  withdrawal_status: 1,
  desktop_mode: 'full',
  app_download_url: null,
  exchange_host: null,
  affiliate_url: null,
  helpline_text: null,
  helpline_url: null,
  notice: ['Welcome to Khela'],
  general: { notice: ['Welcome to Khela'] },
};

export const logoFixture: LogoResponse = [
  {
    logo: '/storage/site/logo.svg',
    mobile_logo: '/storage/site/mobile-logo.svg',
    loader_logo: '/storage/site/loader-logo.svg',
    favicon: '/storage/site/favicon.svg',
  },
];

export const slidersFixture: SliderItem[] = [
  {
    id: 1,
    name: 'Welcome bonus',
    link: '',
    thubmnail: '/storage/sliders/welcome.svg',
    slider_type: 'Main',
    status: 1,
  },
];

export const socialLinksFixture: SocialLinks = {
  whatsapp: 'https://wa.me/8801700000000',
  facebook: null,
  telegram: 'https://t.me/khela_demo',
  email: 'support@khela.example',
  live_chat: null,
};

/** The public site calls every screen makes, answered with the fixtures above. */
export const siteHandlers: Record<string, MockHandler> = {
  'GET /api/general': { body: generalFixture },
  'GET /api/logo': { body: logoFixture },
  'GET /api/sliders': { body: { data: slidersFixture } },
  'GET /api/sociallink': { body: { data: socialLinksFixture } },
};

export function mockFetch(handlers: Record<string, MockHandler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const address =
      input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const url = new URL(address, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      method,
      url,
      headers: new Headers(init.headers),
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
    };
    requests.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    if (handler === undefined) {
      return new Response(JSON.stringify({ message: `No mock for ${method} ${url.pathname}` }), {
        status: 404,
      });
    }
    const answer = typeof handler === 'function' ? await handler(request) : handler;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
