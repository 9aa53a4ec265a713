/**
 * Opens a chat channel. Links open in a new tab; the Intercom and Tawk widgets load their script
 * on the first request only, so a player who never asks for help never downloads them.
 */
import type { ChatChannel } from './chat-channel';

type IntercomCommand = unknown[];
interface IntercomQueue {
  (...command: IntercomCommand): void;
  q: IntercomCommand[];
}
interface TawkApi {
  onLoad?: () => void;
  maximize?: () => void;
}
interface ChatWindow {
  Intercom?: IntercomQueue | ((...command: IntercomCommand) => void);
  intercomSettings?: { app_id: string };
  Tawk_API?: TawkApi;
}

const loadedScripts = new Set<string>();

function loadScript(source: string): void {
  if (loadedScripts.has(source)) return;
  loadedScripts.add(source);
  const script = document.createElement('script');
  script.async = true;
  script.src = source;
  script.addEventListener('error', () => loadedScripts.delete(source));
  document.head.appendChild(script);
}

function openIntercom(appId: string): void {
  const target = window as unknown as ChatWindow;
  if (!target.Intercom) {
    // The vendor's documented stub: commands queue until the widget script takes them over.
    const queue: IntercomQueue = Object.assign(
      (...command: IntercomCommand) => {
        queue.q.push(command);
      },
      { q: [] as IntercomCommand[] },
    );
    target.Intercom = queue;
    target.intercomSettings = { app_id: appId };
    target.Intercom('boot', { app_id: appId });
  }
  target.Intercom('show');
  loadScript(`https://widget.intercom.io/widget/${encodeURIComponent(appId)}`);
}

function openTawk(propertyId: string): void {
  const target = window as unknown as ChatWindow;
  const api: TawkApi = target.Tawk_API ?? {};
  target.Tawk_API = api;
  if (api.maximize) {
    api.maximize();
    return;
  }
  api.onLoad = () => api.maximize?.();
  // A full id is "property/widget"; a bare property id uses its default widget.
  const path = propertyId.includes('/') ? propertyId : `${propertyId}/default`;
  loadScript(`https://embed.tawk.to/${path}`);
}

export function openChatChannel(channel: ChatChannel): void {
  switch (channel.kind) {
    case 'intercom':
      openIntercom(channel.appId);
      return;
    case 'whatsapp':
    case 'liveChat':
      window.open(channel.href, '_blank', 'noopener,noreferrer');
      return;
    case 'tawk':
      openTawk(channel.propertyId);
      return;
  }
}
