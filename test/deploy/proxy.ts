import { request, createServer, type IncomingHttpHeaders, type Server } from 'node:http';

/**
 * A reverse proxy in front of several instances, one request each in turn, as a load balancer
 * would: it appends the caller's address to X-Forwarded-For (what OSSATURE_TRUST_PROXY=1 reads)
 * and names the instance that answered in X-Served-By.
 */
export function roundRobinProxy(ports: number[]): Server {
  let next = 0;
  return createServer((incoming, outgoing) => {
    const index = next++ % ports.length;
    const forwarded = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
    const headers: IncomingHttpHeaders = { ...incoming.headers, 'x-forwarded-for': forwarded };
    const upstream = request(
      { host: '127.0.0.1', port: ports[index], method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => {
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`instance ${index} unreachable: ${error.message}`);
    });
    incoming.pipe(upstream);
  });
}
