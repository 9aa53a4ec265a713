/**
 * HTTPS over HTTP/2 in front of the app's server, as a real site is served: the load balancer in
 * front of the instances speaks TLS and HTTP/2 to browsers and HTTP/1.1 to the app
 * (docs/operations.md, "What the load balancer must do"). Over
 * HTTP/1.1 a browser opens at most six connections to a site and each request waits for one;
 * over HTTP/2 every request shares one connection. Measuring a page served plainly would count a
 * cost no real visitor pays, so the page benchmarks can put this front before the server: a
 * certificate made for localhost at start (openssl), every request handed to the server as it
 * came, and each answer streamed back as it arrives (the live streams included).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { TLSSocket } from 'node:tls';
import os from 'node:os';
import path from 'node:path';

export interface TlsFront {
  /** https://localhost:port */
  url: string;
  stop(): Promise<void>;
}

/** Headers about one hop's connection, which neither side may pass on (RFC 9113 §8.2.2). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'host',
]);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'khela-tls-'));
  try {
    const keyFile = path.join(directory, 'key.pem');
    const certFile = path.join(directory, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
    return { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) };
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

function forwardedHeaders(headers: http2.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const forwarded: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':') || HOP_BY_HOP.has(name) || value === undefined) continue;
    forwarded[name] = value;
  }
  forwarded['host'] = headers[':authority'];
  forwarded['x-forwarded-proto'] = 'https';
  return forwarded;
}

function answerHeaders(response: http.IncomingMessage): http2.OutgoingHttpHeaders {
  const answer: http2.OutgoingHttpHeaders = { ':status': response.statusCode ?? 502 };
  for (const [name, value] of Object.entries(response.headers)) {
    if (HOP_BY_HOP.has(name) || value === undefined) continue;
    answer[name] = value;
  }
  return answer;
}

/** Starts the front on a free port of localhost, passing every request to `target`. */
export async function startTlsFront(target: string): Promise<TlsFront> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer(selfSignedCertificate());
  const sockets = new Set<TLSSocket>();
  server.on('secureConnection', (socket: TLSSocket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('stream', (stream, headers) => {
    const request = http.request({
      agent,
      host: upstream.hostname,
      port: upstream.port,
      method: headers[':method'],
      path: headers[':path'],
      headers: forwardedHeaders(headers),
    });
    let finished = false;
    request.on('response', (response) => {
      response.on('end', () => {
        finished = true;
      });
      if (stream.destroyed) {
        response.destroy();
        return;
      }
      stream.respond(answerHeaders(response));
      response.pipe(stream);
    });
    request.on('error', () => {
      if (stream.destroyed) return;
      if (stream.headersSent) stream.destroy();
      else stream.respond({ ':status': 502 }, { endStream: true });
    });
    // A browser that leaves before the answer is complete (a live stream left) ends it upstream.
    stream.on('close', () => {
      if (!finished) request.destroy();
    });
    stream.pipe(request);
  });
  // A browser that leaves mid-answer resets its streams; nothing to report.
  server.on('sessionError', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the front has no port');
  return {
    url: `https://localhost:${address.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        // Sessions still open (a live stream) would hold the close for ever.
        for (const socket of sockets) socket.destroy();
      }),
  };
}
