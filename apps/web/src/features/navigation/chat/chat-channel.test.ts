// Proves the chat opening order of [contract: States] (Intercom, then WhatsApp, then the other chat
// widgets) on settings with one, several or none of the channels set.
import { describe, expect, it } from 'vitest';
import { chooseChatChannel, whatsappHref } from './chat-channel';

const none = { intercom: null, whatsapp: null, live_chat: null, tawk_id: null };
const noSocial = { whatsapp: null, live_chat: null };

describe('chooseChatChannel', () => {
  it('opens Intercom first when the operator set it, whatever else is set', () => {
    expect(
      chooseChatChannel(
        {
          intercom: 'abc123',
          whatsapp: '8801700000000',
          live_chat: 'https://chat.example',
          tawk_id: 'x',
        },
        { whatsapp: 'https://wa.me/8801800000000', live_chat: null },
      ),
    ).toEqual({ kind: 'intercom', appId: 'abc123' });
  });

  it('falls back to WhatsApp: the general setting, then the social link', () => {
    expect(
      chooseChatChannel(
        { ...none, whatsapp: 'https://wa.me/8801700000000', tawk_id: 't' },
        noSocial,
      ),
    ).toEqual({ kind: 'whatsapp', href: 'https://wa.me/8801700000000' });
    expect(chooseChatChannel(none, { whatsapp: '+880 1800-000000', live_chat: null })).toEqual({
      kind: 'whatsapp',
      href: 'https://wa.me/8801800000000',
    });
  });

  it('then a live-chat page, then Tawk', () => {
    expect(
      chooseChatChannel(
        { ...none, live_chat: 'https://chat.example/khela', tawk_id: 't' },
        noSocial,
      ),
    ).toEqual({ kind: 'liveChat', href: 'https://chat.example/khela' });
    expect(
      chooseChatChannel(none, { whatsapp: null, live_chat: 'https://chat.example/social' }),
    ).toEqual({ kind: 'liveChat', href: 'https://chat.example/social' });
    expect(chooseChatChannel({ ...none, tawk_id: '64ab/1h2' }, noSocial)).toEqual({
      kind: 'tawk',
      propertyId: '64ab/1h2',
    });
  });

  it('skips blank and unusable values, and offers nothing when no channel is set', () => {
    expect(
      chooseChatChannel(
        { intercom: '  ', whatsapp: 'call us', live_chat: 'not a link', tawk_id: '' },
        noSocial,
      ),
    ).toBeUndefined();
    expect(chooseChatChannel(undefined, undefined)).toBeUndefined();
  });
});

describe('whatsappHref', () => {
  it('keeps a full address and turns a phone number into a wa.me link', () => {
    expect(whatsappHref('https://wa.me/8801700000000')).toBe('https://wa.me/8801700000000');
    expect(whatsappHref('01700-000000')).toBe('https://wa.me/01700000000');
    expect(whatsappHref('1234')).toBeUndefined();
    expect(whatsappHref(null)).toBeUndefined();
  });
});
