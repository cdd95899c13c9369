import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { fail } from '@starshelf/contract';

// The answers Node itself gives a request it cannot parse, by its error code (else 400).
const STATUS_OF: Record<string, { status: number; message: string }> = {
  // Node's header limit (16 KB by default) covers the request line: a long query string lands here.
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Request URL or headers too large' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: 'Chunk extensions too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'Request timed out' },
};

/**
 * Requests Node refuses before Express sees them get Node's status with our error envelope
 * instead of an empty body; anything else about the socket is left as Node would.
 */
export function answerUnparsableRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (socket.writable && socket.bytesWritten === 0) {
      const { status, message } = STATUS_OF[error.code ?? ''] ?? { status: 400, message: 'Bad request' };
      const body = JSON.stringify(fail('VALIDATION_FAILED', message));
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  });
}
