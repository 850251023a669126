import { badRequest, readForm, refuse } from './http';
import { newId } from './store';
import type { Store } from './types';

export const SANDBOX_FILES_PATH = '/__sandbox/files';

/** The logo limit, stated on the portal's screens too ('PNG, JPEG or WebP, up to 1 MB'). */
export const MAX_IMAGE_BYTES = 1024 * 1024;
export const IMAGE_TYPE_MESSAGE = 'The logo must be a PNG, JPEG or WebP image.';
export const IMAGE_SIZE_MESSAGE = 'The logo must be 1 MB or smaller.';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/**
 * The image type judged by the file's first bytes, never by its name or declared type: a script or an SVG
 * (which can carry script) sent as `logo.png` with `image/png` is refused.
 */
export const sniffImageType = (bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' | undefined => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
};

const EXTENSIONS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

/**
 * The headers an uploaded file is served with, so it can never act as a page of the origin serving it: the sniffed
 * type and `nosniff` (no browser second-guesses it), a disposition naming the file by its id (never the name it
 * was uploaded under), and a policy that loads nothing and sandboxes the document should it be opened on its own.
 */
export const servedFileHeaders = (id: string, contentType: keyof typeof EXTENSIONS): Record<string, string> => ({
  'Content-Type': contentType,
  'X-Content-Type-Options': 'nosniff',
  'Content-Disposition': `inline; filename="${id}.${EXTENSIONS[contentType]}"`,
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cache-Control': 'no-store',
});

/**
 * A file name a client sent, as the service keeps and shows it: the last path segment, without control, invisible,
 * bidirectional-override or markup characters, at most 100 characters; `fallback` when nothing is left.
 */
export const safeFileName = (raw: string, fallback: string): string => {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  return cleaned.slice(-100) || fallback;
};

/** Text a CSV can be: UTF-8 without NUL bytes (an image or an executable renamed `.csv` is neither). */
export const isCsvText = (bytes: Uint8Array): boolean => {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/**
 * Accepts a multipart upload with one PNG, JPEG or WebP image (by content) of at most 1 MB in `file` (or `logo`)
 * and keeps it in the store, or the handler ends with a 400 (413 past the upload limit). The sandbox serves it back
 * at `/__sandbox/files/{id}` with the sniffed type.
 */
export const storeImageUpload = async (request: Request, store: Store): Promise<string> => {
  const form = await readForm(request);
  if (!form)
    return refuse(badRequest('Send the image as multipart/form-data in a field named "file".', { file: ['An image file is required.'] }));
  const file = form.get('file') ?? form.get('logo');
  if (!file || typeof file === 'string') return refuse(badRequest('An image file is required.', { file: ['An image file is required.'] }));
  if (file.size > MAX_IMAGE_BYTES) return refuse(badRequest(IMAGE_SIZE_MESSAGE, { file: [IMAGE_SIZE_MESSAGE] }));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffImageType(bytes);
  if (!contentType) return refuse(badRequest(IMAGE_TYPE_MESSAGE, { file: [IMAGE_TYPE_MESSAGE] }));
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  const id = newId('file');
  store.files.push({ id, contentType, base64: btoa(binary) });
  // Relative, as the portal accepts only relative or https logo URLs: the dev and preview servers pass
  // `/__sandbox/files` on to the sandbox (vite.config.ts), as a deployment serves its file store beside the portal.
  return `${SANDBOX_FILES_PATH}/${id}`;
};
