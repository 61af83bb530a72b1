// A real WebSocket to a listening test server, with the brand chosen by the Host header, and a frame queue.
import WebSocket from 'ws';

export class Sock {
  readonly frames: Record<string, unknown>[] = [];
  private waiters: (() => void)[] = [];
  closed: { code: number } | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (d) => {
      this.frames.push(JSON.parse(String(d)) as Record<string, unknown>);
      this.wake();
    });
    ws.on('close', (code) => {
      this.closed = { code };
      this.wake();
    });
  }

  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  /** Opens the socket; rejects with the HTTP status when the upgrade is refused. */
  static open(port: number, host: string, path: string, headers: Record<string, string> = {}): Promise<Sock> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, {
        headers: { host, ...headers },
      });
      const s = new Sock(ws);
      ws.once('open', () => resolve(s));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`status ${res.statusCode}`)));
      ws.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.ws.send(JSON.stringify(frame));
  }

  /** The first frame (not yet taken) matching pred; it is removed from the queue. */
  async next(pred: (f: Record<string, unknown>) => boolean = () => true, ms = 5000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + ms;
    for (;;) {
      const i = this.frames.findIndex(pred);
      if (i >= 0) return this.frames.splice(i, 1)[0]!;
      if (this.closed) throw new Error(`socket closed (${this.closed.code}) before the frame came`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no frame; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((r) => {
        const t = setTimeout(r, left);
        this.waiters.push(() => {
          clearTimeout(t);
          r();
        });
      });
    }
  }

  async closedWith(ms = 5000): Promise<number> {
    const deadline = Date.now() + ms;
    while (!this.closed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    if (!this.closed) throw new Error('still open');
    return this.closed.code;
  }

  close(): void {
    this.ws.close();
  }
}
