import type { Socket } from 'node:net';

/**
 * Sends a login whose body never completes over the socket `connect` opens (plain or TLS) and waits
 * until the server closes it: the first line of its answer and how long that took (issue 14, item 7).
 */
export function partialBody(connect: (onConnect: () => void) => Socket): Promise<{ firstLine: string; closedAfter: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    let firstLine = '';
    const socket = connect(() => {
      socket.write('POST /api/login.php HTTP/1.1\r\nHost: club\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"lo');
    });
    socket.on('data', (d) => (firstLine ||= String(d).split('\r\n')[0]!));
    socket.on('error', () => undefined); // a reset still ends in 'close'
    socket.on('close', () => resolve({ firstLine, closedAfter: Date.now() - started }));
  });
}
