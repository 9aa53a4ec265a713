/**
 * Reads the text of a Server-Sent Events stream as it arrives, in chunks of any size, and hands
 * out whole events (WHATWG HTML "event stream interpretation"): lines end in LF, CRLF or CR;
 * `event:` names the event (default `message`), `data:` lines are joined with LF, `retry:` sets the
 * reconnection delay, `id:` is kept, a line starting with `:` is a comment, and a blank line ends
 * the event. An event with no data is dropped, as browsers do.
 */
export interface SseEvent {
  event: string;
  data: string;
  id: string | undefined;
}

export interface SseParserHandlers {
  onEvent: (event: SseEvent) => void;
  onRetry?: (milliseconds: number) => void;
}

export interface SseParser {
  /** Feeds the next piece of text; may complete any number of events. */
  push(text: string): void;
}

export function createSseParser(handlers: SseParserHandlers): SseParser {
  let pending = '';
  let isFirstText = true;
  // A CR that ended the last chunk: an LF starting the next one belongs to it.
  let skipLeadingLf = false;
  let eventName = '';
  let dataLines: string[] = [];
  let lastId: string | undefined;

  const dispatch = () => {
    if (dataLines.length > 0) {
      handlers.onEvent({ event: eventName || 'message', data: dataLines.join('\n'), id: lastId });
    }
    eventName = '';
    dataLines = [];
  };

  const processLine = (line: string) => {
    if (line === '') {
      dispatch();
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        eventName = value;
        break;
      case 'data':
        dataLines.push(value);
        break;
      case 'id':
        if (!value.includes('\u0000')) lastId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) handlers.onRetry?.(Number(value));
        break;
      default:
      // Unknown fields are ignored.
    }
  };

  return {
    push(text) {
      let chunk = text;
      if (isFirstText && chunk !== '') {
        isFirstText = false;
        if (chunk.startsWith('\uFEFF')) chunk = chunk.slice(1);
      }
      if (skipLeadingLf && chunk.startsWith('\n')) chunk = chunk.slice(1);
      skipLeadingLf = false;
      pending += chunk;
      let start = 0;
      for (let index = 0; index < pending.length; index += 1) {
        const character = pending[index];
        if (character !== '\n' && character !== '\r') continue;
        processLine(pending.slice(start, index));
        if (character === '\r') {
          if (index + 1 === pending.length) skipLeadingLf = true;
          else if (pending[index + 1] === '\n') index += 1;
        }
        start = index + 1;
      }
      pending = pending.slice(start);
    },
  };
}
