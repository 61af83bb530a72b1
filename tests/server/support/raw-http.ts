import { request } from 'node:http';
import { connect } from 'node:net';

/** Send a hand-written HTTP/1.1 request (e.g. a header twice, which fetch and inject merge) and read the answer. */
export function rawRequest(port: number, head: string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (c) => (data += c));
    socket.on('error', reject);
    socket.on('end', () => {
      const end = data.indexOf('\r\n\r\n');
      const statusLine = data.slice(0, data.indexOf('\r\n'));
      resolve({ status: Number(statusLine.split(' ')[1]), body: end < 0 ? '' : data.slice(end + 4) });
    });
    socket.write([...head, 'Connection: close', '', ''].join('\r\n'));
  });
}

/** GET over a real socket with a chosen Host (fetch drops a Host header: it is a forbidden header name). */
export function httpGet(
  base: string,
  path: string,
  host: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(base + path, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
