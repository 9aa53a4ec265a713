/**
 * Turns the operator's contact values into links. Operators type these by hand, so a bare number,
 * handle or address is accepted as well as a full URL; anything unusable is hidden, like null.
 */
import type { SocialLinks } from '@khela/contract';

export type ContactKind = 'whatsapp' | 'facebook' | 'telegram' | 'email';
export const contactKinds: readonly ContactKind[] = ['whatsapp', 'facebook', 'telegram', 'email'];

const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

export function contactHref(kind: ContactKind, raw: string | null | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  switch (kind) {
    case 'email': {
      if (/^mailto:/i.test(value)) return value;
      return value.includes('@') ? `mailto:${value}` : undefined;
    }
    case 'whatsapp': {
      if (isWebAddress(value)) return value;
      const digits = value.replace(/[^0-9]/g, '');
      return digits.length >= 8 ? `https://wa.me/${digits}` : undefined;
    }
    case 'telegram': {
      if (isWebAddress(value)) return value;
      const handle = value.replace(/^@/, '');
      return /^[A-Za-z0-9_]{3,}$/.test(handle) ? `https://t.me/${handle}` : undefined;
    }
    case 'facebook':
      return isWebAddress(value) ? value : undefined;
  }
}

export function contactLinks(
  links: SocialLinks | undefined,
): { kind: ContactKind; href: string }[] {
  if (!links) return [];
  return contactKinds.flatMap((kind) => {
    const href = contactHref(kind, links[kind]);
    return href ? [{ kind, href }] : [];
  });
}
