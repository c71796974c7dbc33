/**
 * Just enough of a browser for the single sign-on flows over real HTTP: a cookie jar by name and
 * path, and redirects followed by hand (so each hop can be inspected).
 */
export class Browser {
  private readonly cookies = new Map<string, { value: string; path: string }>();
  readonly visited: { url: string; status: number; headers: Headers }[] = [];

  constructor(private readonly origin: string) {}

  cookie(name: string): string | undefined {
    for (const [key, cookie] of this.cookies) if (key.startsWith(`${name};`)) return cookie.value;
    return undefined;
  }

  private header(url: URL): string {
    return [...this.cookies.entries()]
      .filter(
        ([, c]) => url.pathname === c.path || url.pathname.startsWith(c.path.replace(/\/?$/, '/')),
      )
      .map(([key, c]) => `${key.split(';')[0]}=${c.value}`)
      .join('; ');
  }

  private store(headers: Headers): void {
    for (const raw of headers.getSetCookie()) {
      const [pair = '', ...attributes] = raw.split(';').map((p) => p.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) ?? '/';
      const gone =
        attributes.some((a) => /^max-age=0$/i.test(a)) ||
        /^expires=thu, 01 jan 1970/i.test(attributes.find((a) => /^expires=/i.test(a)) ?? '');
      const key = `${name};${path}`;
      if (gone) this.cookies.delete(key);
      else this.cookies.set(key, { value, path });
    }
  }

  async fetch(target: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const url = new URL(target, this.origin);
    const headers: Record<string, string> = {};
    const cookie = this.header(url);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin = this.origin; // a same-origin form post, as the browser sends it
    }
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body,
      redirect: 'manual',
    });
    this.store(response.headers);
    this.visited.push({ url: url.href, status: response.status, headers: response.headers });
    return { status: response.status, headers: response.headers, text: await response.text(), url };
  }

  /** Follows redirects until a page answers; returns it. */
  async navigate(target: string, init: { method?: string; form?: Record<string, string> } = {}) {
    let answer = await this.fetch(target, init);
    for (let hops = 0; answer.status >= 300 && answer.status < 400; hops++) {
      if (hops > 10) throw new Error('too many redirects');
      answer = await this.fetch(new URL(answer.headers.get('location')!, answer.url).href);
    }
    return answer;
  }
}
