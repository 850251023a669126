// @vitest-environment node
/**
 * Uploads are user content (issue 11): their type is judged by their bytes, and what is served back can never be
 * rendered as a page: `nosniff`, a `Content-Disposition`, and a sandboxing policy that runs nothing even if a
 * browser were talked into treating it as HTML. Names a client sends are never echoed as sent.
 */
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { ORIGIN, PORTAL, tokenFor } from '../sandbox/helpers';

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];
const PNG = new Uint8Array(PNG_HEADER);
/** A PNG signature followed by an HTML page: valid as the image's first bytes, a page to a sniffing browser. */
const POLYGLOT = new Uint8Array([...PNG_HEADER, ...new TextEncoder().encode('<html><body><script>alert(document.cookie)</script>')]);

/**
 * The multipart body written by hand: jsdom's FormData and File lose the file name on the way to the fetch
 * that msw answers, and the name is what these tests are about.
 */
const multipart = (boundary: string, fields: Record<string, string>, name: string, content: string | Uint8Array) => {
  const encoder = new TextEncoder();
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name.replace(/"/g, '%22')}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const bytes = typeof content === 'string' ? encoder.encode(content) : content;
  return new Uint8Array([...encoder.encode(head + fileHead), ...bytes, ...encoder.encode(`\r\n--${boundary}--\r\n`)]);
};

const upload = async (path: string, content: string | Uint8Array, name: string, fields: Record<string, string> = {}) => {
  const boundary = 'portico-security-test';
  const token = await tokenFor('superadmin@portico.test');
  return fetch(`${PORTAL}${path}`, {
    method: 'POST',
    body: multipart(boundary, fields, name, content),
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
  });
};

const uploadedLogo = async (bytes: Uint8Array, name = 'logo.png') => {
  const res = await upload('/companies/cmp-02/logo', bytes, name);
  expect(res.status).toBe(200);
  const { logoUrl } = (await res.json()) as { logoUrl: string };
  return fetch(`${ORIGIN}${logoUrl}`);
};

describe('files served back', () => {
  it.each([
    ['an image', PNG],
    ['a PNG/HTML polyglot', POLYGLOT],
  ])('%s: the sniffed type, nosniff, a disposition and a sandboxing policy', async (_, bytes) => {
    const served = await uploadedLogo(bytes);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^inline; filename="file-[\w-]+\.png"$/);
    const policy = served.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy.split(';').map((d) => d.trim())).toContain('sandbox');
  });

  it('never uses the uploaded name, whatever it was', async () => {
    const served = await uploadedLogo(PNG, '"; filename=evil.html; x=".png');
    expect(served.headers.get('content-disposition')).not.toContain('evil');
  });
});

describe('logos are judged by their bytes', () => {
  it.each([
    ['an SVG with a script', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>', 'logo.svg'],
    ['an SVG named .png', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'logo.png'],
    ['an HTML page named .png', '<html><script>alert(1)</script></html>', 'logo.png'],
  ])('%s is refused, for a company and for a tenant', async (_, content, name) => {
    for (const path of ['/companies/cmp-02/logo', '/tenants/ten-harbour-pensions/logo']) {
      const res = await upload(path, content, name);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('The logo must be a PNG, JPEG or WebP image.');
    }
  });

  it("a tenant's PNG logo is kept and served from the files path", async () => {
    const res = await upload('/tenants/ten-harbour-pensions/logo', PNG, 'harbour.png');
    expect(res.status).toBe(200);
    expect(getStore().tenants.find((t) => t.id === 'ten-harbour-pensions')!.logoUrl).toMatch(/\/__sandbox\/files\//);
  });

  it('a logo over 1 MB is refused', async () => {
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload('/companies/cmp-02/logo', big, 'logo.png');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('The logo must be 1 MB or smaller.');
  });
});

describe('onboarding CSVs', () => {
  it.each([
    ['../../etc/passwd.csv', 'passwd.csv'],
    ['<img src=x onerror=alert(1)>.csv', 'img src=x onerror=alert(1).csv'],
    ['report\u202Eexe.csv', 'reportexe.csv'],
    ['C:\\Users\\me\\schemes.csv', 'schemes.csv'],
  ])('the name %j is stored as %j', async (name, stored) => {
    const res = await upload('/onboarding-files', 'type,name\n', name, { companyId: 'cmp-02' });
    expect(res.status, await res.clone().text()).toBe(201);
    const { fileName } = (await res.json()) as { fileName: string };
    expect(fileName).toBe(stored);
    expect(getStore().onboardingFiles.at(-1)?.fileName).toBe(stored);
  });

  it('a binary file named .csv is refused by its content', async () => {
    const res = await upload('/onboarding-files', PNG, 'schemes.csv', { companyId: 'cmp-02' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { file: string[] } }).errors.file).toEqual(['The file must be a CSV text file.']);
  });
});
