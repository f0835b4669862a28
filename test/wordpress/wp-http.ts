import { request } from 'node:http';

/**
 * Node's resolver does not send `*.localhost` to loopback as Chromium and curl do: requests to the
 * WordPress under test go through this, with a cookie jar (a logged-in admin's cookies).
 */
export interface WpReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export class WpClient {
  private cookies = new Map<string, string>();
  private nonce = '';

  constructor(readonly origin: string) {}

  send(path: string, init: { method?: string; body?: string; type?: string; headers?: Record<string, string> } = {}) {
    const url = new URL(path, this.origin);
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (init.body !== undefined) headers['content-type'] = init.type ?? 'application/x-www-form-urlencoded';
    return new Promise<WpReply>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method: init.method ?? 'GET',
          headers,
          lookup: (_host, _options, callback) => callback(null, [{ address: '127.0.0.1', family: 4 }] as never, 4),
        },
        (res) => {
          for (const line of res.headers['set-cookie'] ?? []) {
            const [pair] = line.split(';');
            const at = pair!.indexOf('=');
            this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
          }
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      if (init.body !== undefined) req.write(init.body);
      req.end();
    });
  }

  form(path: string, fields: Record<string, string>) {
    return this.send(path, { method: 'POST', body: new URLSearchParams(fields).toString() });
  }

  /** Logs in through wp-login.php, then takes the REST API's nonce (cookie + nonce authentication). */
  async login(user: string, password: string): Promise<void> {
    this.cookies.set('wordpress_test_cookie', 'WP%20Cookie%20check');
    const reply = await this.form('/wp-login.php', {
      log: user,
      pwd: password,
      'wp-submit': 'Log In',
      testcookie: '1',
    });
    if (reply.status !== 302) throw new Error(`WordPress login refused (${reply.status})`);
    this.nonce = (await this.send('/wp-admin/admin-ajax.php?action=rest-nonce')).body.trim();
  }

  /** A call to WordPress's REST API (plain permalinks: `?rest_route=`). */
  async rest<T>(route: string, method = 'GET', body?: unknown): Promise<T> {
    const [path, query] = route.split('?');
    const reply = await this.send(`/?rest_route=${encodeURIComponent(path!)}${query ? `&${query}` : ''}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      type: 'application/json',
      headers: { 'x-wp-nonce': this.nonce },
    });
    if (reply.status >= 300) throw new Error(`${method} ${route}: ${reply.status} ${reply.body.slice(0, 300)}`);
    return JSON.parse(reply.body) as T;
  }
}
