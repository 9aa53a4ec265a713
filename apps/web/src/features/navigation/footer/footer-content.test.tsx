// Proves the footer: the SEO text folds at 970 px and Show More / Show Less open and close it,
// contact links come from the server's settings, and payment methods are plain text badges.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, siteHandlers, socialLinksFixture } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { reportObservedSizes } from '../../../testing/resize-observer';
import FooterContent from './footer-content';

const scrollHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');

beforeEach(() => {
  // jsdom has no layout: the SEO text reports the height a phone would give it.
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('footer-seo__text') ? 1600 : 0;
    },
  });
});

reportObservedSizes();

afterEach(() => {
  if (scrollHeight) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', scrollHeight);
});

describe('FooterContent', () => {
  it('folds the SEO text at 970 px and toggles it with Show More / Show Less', async () => {
    mockFetch(siteHandlers);
    renderWithProviders(<FooterContent />);
    const more = await screen.findByRole('button', { name: 'Show More' });
    const text = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(text.style.maxHeight).toBe('970px');

    fireEvent.click(more);
    const less = screen.getByRole('button', { name: 'Show Less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    expect(text.style.maxHeight).toBe('');

    fireEvent.click(less);
    expect(screen.getByRole('button', { name: 'Show More' })).toBeTruthy();
    expect(text.style.maxHeight).toBe('970px');
  });

  it('links the contacts the server sends and hides the ones it leaves empty', async () => {
    mockFetch(siteHandlers);
    renderWithProviders(<FooterContent />);
    const whatsapp = await screen.findByRole('link', { name: /WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toBe(socialLinksFixture.whatsapp);
    expect(screen.getByRole('link', { name: /Email/ }).getAttribute('href')).toBe(
      `mailto:${socialLinksFixture.email}`,
    );
    expect(screen.queryByRole('link', { name: /Facebook/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Live chat' })).toBeTruthy();
    for (const method of ['bKash', 'Nagad', 'Rocket', 'Upay']) {
      expect(screen.getByText(method)).toBeTruthy();
    }
    expect(screen.getByText(/© \d{4} Khela\. All rights reserved\./)).toBeTruthy();
  });

  it('reads in Bangla', async () => {
    mockFetch(siteHandlers);
    renderWithProviders(<FooterContent />, { language: 'bn' });
    expect(await screen.findByRole('button', { name: 'আরও দেখুন' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /বাংলাদেশের অনলাইন স্পোর্টস এক্সচেঞ্জ/ })).toBeTruthy();
  });
});
