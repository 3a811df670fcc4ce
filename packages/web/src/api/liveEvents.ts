/** One server-sent event of the live stream: its name, id and JSON data. */
export interface LiveEvent {
  event: string;
  id: string | undefined;
  data: { paths?: string[]; refetch?: boolean };
}

/**
 * Reads a text/event-stream body to its end (the subset the server writes: event, id, one data line,
 * comments), calling `onBytes` for every chunk (heartbeats included) and `onEvent` per event.
 */
export async function parseEvents(body: ReadableStream<Uint8Array>, onBytes: () => void, onEvent: (event: LiveEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    onBytes();
    buffer += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = eventOf(block);
      if (event) onEvent(event);
    }
  }
}

function eventOf(block: string): LiveEvent | null {
  const event: LiveEvent = { event: 'message', id: undefined, data: {} };
  let fields = 0;
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    fields++;
    if (field === 'event') event.event = value;
    else if (field === 'id') event.id = value;
    else if (field === 'data') {
      try {
        event.data = JSON.parse(value) as LiveEvent['data'];
      } catch {
        return null;
      }
    }
  }
  return fields > 0 ? event : null;
}
