/**
 * Which chat opens ([contract: States]): an embedded Intercom widget when the operator set one, else
 * the WhatsApp link, else the other chat widgets (a live-chat page, then Tawk). Operators type
 * these values by hand, so a bare WhatsApp number is accepted as well as a full link.
 */
import type { GeneralResponse, SocialLinks } from '@khela/contract';

export type ChatChannel =
  | { kind: 'intercom'; appId: string }
  | { kind: 'whatsapp'; href: string }
  | { kind: 'liveChat'; href: string }
  | { kind: 'tawk'; propertyId: string };

type ChatSettings = Pick<GeneralResponse, 'intercom' | 'whatsapp' | 'live_chat' | 'tawk_id'>;

const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

function present(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A WhatsApp link from a full address or a phone number; undefined when it is neither. */
export function whatsappHref(raw: string | null | undefined): string | undefined {
  const value = present(raw);
  if (!value) return undefined;
  if (isWebAddress(value)) return value;
  const digits = value.replace(/[^0-9]/g, '');
  return digits.length >= 8 ? `https://wa.me/${digits}` : undefined;
}

/** The first channel the settings offer, in the spec's order; undefined when none is set. */
export function chooseChatChannel(
  general: ChatSettings | undefined,
  social: Pick<SocialLinks, 'whatsapp' | 'live_chat'> | undefined,
): ChatChannel | undefined {
  const appId = present(general?.intercom);
  if (appId) return { kind: 'intercom', appId };
  const whatsapp = whatsappHref(general?.whatsapp) ?? whatsappHref(social?.whatsapp);
  if (whatsapp) return { kind: 'whatsapp', href: whatsapp };
  const liveChat = [general?.live_chat, social?.live_chat]
    .map(present)
    .find((value) => value !== undefined && isWebAddress(value));
  if (liveChat) return { kind: 'liveChat', href: liveChat };
  const propertyId = present(general?.tawk_id);
  if (propertyId) return { kind: 'tawk', propertyId };
  return undefined;
}
