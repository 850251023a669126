export const ORIGIN = 'http://localhost:4010';
export const ID = `${ORIGIN}/identity`;
export const PORTAL = `${ORIGIN}/portal/api/v1`;
export const GATEWAY = `${ORIGIN}/gateway/api/v1`;
export const PASSWORD = 'Portico#Demo2026';

export const post = (url: string, body: unknown, token?: string, method = 'POST') =>
  fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

export const get = (url: string, token?: string) => fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

export interface LoginResult {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  refreshTokenExpiresIn: number;
  challengeType: string | null;
  session?: string;
}

export const login = async (email: string, password = PASSWORD): Promise<LoginResult> => {
  const res = await post(`${ID}/auth/login`, { email, password });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()) as LoginResult;
};

export const tokenFor = async (email: string) => (await login(email)).accessToken;

export const outbox = async () =>
  (await (await fetch(`${ORIGIN}/__sandbox/outbox`)).json()) as Array<{ to: string; subject: string; text: string; sentAt: string }>;

/** A multipart body as a browser sends it, written out because jsdom's FormData loses a file's name on the way. */
export const multipart = (fields: Record<string, string>, file: { content: string | Uint8Array; name: string; type: string }) => {
  const boundary = '----portico-test-boundary';
  const encoder = new TextEncoder();
  const head = encoder.encode(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const content = typeof file.content === 'string' ? encoder.encode(file.content) : file.content;
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(head.length + content.length + tail.length);
  body.set(head);
  body.set(content, head.length);
  body.set(tail, head.length + content.length);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
};

export const del = (url: string, token: string) => fetch(url, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
