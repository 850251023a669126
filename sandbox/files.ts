import { badRequest } from './http';
import { newId } from './store';
import type { Store } from './types';

export const SANDBOX_FILES_PATH = '/__sandbox/files';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'];
const MAX_BYTES = 1024 * 1024;

/**
 * Accepts a multipart upload with one image in `file` (or `logo`) and keeps it in the store. The sandbox serves it
 * back at `/__sandbox/files/{id}`.
 */
export const storeImageUpload = async (request: Request, store: Store): Promise<string | Response> => {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return badRequest('Send the image as multipart/form-data in a field named "file".', { file: ['An image file is required.'] });
  }
  const file = form.get('file') ?? form.get('logo');
  if (!file || typeof file === 'string') return badRequest('An image file is required.', { file: ['An image file is required.'] });
  if (!IMAGE_TYPES.includes(file.type))
    return badRequest('The logo must be a PNG, JPEG, SVG or WebP image.', { file: ['The logo must be a PNG, JPEG, SVG or WebP image.'] });
  if (file.size > MAX_BYTES) return badRequest('The logo must be 1 MB or smaller.', { file: ['The logo must be 1 MB or smaller.'] });
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  const id = newId('file');
  store.files.push({ id, contentType: file.type, base64: btoa(binary) });
  // Relative, as the portal accepts only relative or https logo URLs: the dev and preview servers pass
  // `/__sandbox/files` on to the sandbox (vite.config.ts), as a deployment serves its file store beside the portal.
  return `${SANDBOX_FILES_PATH}/${id}`;
};
