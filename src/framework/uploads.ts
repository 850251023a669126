/**
 * Uploads (react-admin's "Handling File Uploads"): files travel beside the record, not in its JSON. The data provider
 * saves the record without them, then sends each chosen file to its field's `upload` endpoint.
 */
import type { Identifier, RaRecord } from 'react-admin';
import { ApiError, isApiError, request } from '../../providers/http';
import { fillPath, type Params } from './endpointPath';
import { representation, valueAt } from './recordValue';
import type { FieldDefinition, ResourceDefinition } from './types';

/** A file chosen in an `image` field and not sent yet (react-admin's file-input shape). */
export interface PendingUpload {
  rawFile: File;
  src: string;
  title: string;
}

/** A record was created but its file could not be uploaded: the record is kept, the user is told (UploadInput). */
export interface UploadFailure {
  resource: string;
  source: string;
  id: Identifier;
  name: string;
  reason: string;
}

const uploadListeners = new Set<(failure: UploadFailure) => void>();
export const onUploadFailure = (listener: (failure: UploadFailure) => void) => {
  uploadListeners.add(listener);
  return () => void uploadListeners.delete(listener);
};

const isPendingUpload = (value: unknown): value is PendingUpload =>
  !!value && typeof value === 'object' && (value as PendingUpload).rawFile instanceof File;

const uploadFieldsOf = (def: ResourceDefinition) => def.fields.filter((f) => f.type === 'image' && f.upload);

/** A shallow copy of `data` without the value at `path` (copying only the objects on the way). */
const without = (data: Params, [head, ...rest]: string[]): Params => {
  if (!head || !(head in data)) return data;
  const copy = { ...data };
  if (rest.length === 0) delete copy[head];
  else if (copy[head] && typeof copy[head] === 'object') copy[head] = without(copy[head] as Params, rest);
  return copy;
};

interface FileToSend {
  field: FieldDefinition;
  file: File;
}

/** The JSON body without the upload fields (their URL is the API's to set), and the files to send after it. */
export const splitUploads = (def: ResourceDefinition, data: Params): { body: Params; files: FileToSend[] } => {
  const fields = uploadFieldsOf(def);
  const body = fields.reduce((b, f) => without(b, f.source.split('.')), data);
  const files = fields.flatMap((field) => {
    const value = valueAt(data, field.source);
    return isPendingUpload(value) ? [{ field, file: value.rawFile }] : [];
  });
  return { body, files };
};

/** Sends one file; an error names the field, so the form shows it there and under the form. */
const upload = async (def: ResourceDefinition, field: FieldDefinition, values: Params, file: File) => {
  const form = new FormData();
  form.set('file', file, file.name);
  try {
    const { json } = await request<RaRecord>(def.api.service, fillPath(field.upload!.path, values), { method: 'POST', body: form });
    return json;
  } catch (error) {
    if (!isApiError(error) || error.kind === 'aborted') throw error;
    const message = error.fieldErrors.file ?? error.message;
    throw new ApiError({
      status: error.status,
      kind: error.kind,
      messages: [message],
      fieldErrors: { [field.source]: message },
      data: error.data,
    });
  }
};

/**
 * The files of a record just created. The record exists now: a failed upload must neither lose it nor let the user
 * create it twice, so the create succeeds with the record as saved and the user is asked to add the file again
 * (docs/decisions.md).
 */
export const uploadAfterCreate = async (
  def: ResourceDefinition,
  files: FileToSend[],
  values: Params,
  record: RaRecord,
): Promise<RaRecord> => {
  let created = record;
  for (const { field, file } of files) {
    try {
      created = (await upload(def, field, { ...values, id: created.id }, file)) ?? created;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      uploadListeners.forEach((l) =>
        l({ resource: def.name, source: field.source, id: created.id, name: representation(def, created), reason }),
      );
    }
  }
  return created;
};

/** The files of a record just updated: the details are saved; a refused file fails the save on that field, and saving again re-sends both. */
export const uploadAfterUpdate = async (
  def: ResourceDefinition,
  files: FileToSend[],
  values: Params,
  record: RaRecord,
): Promise<RaRecord> => {
  let updated = record;
  for (const { field, file } of files) updated = (await upload(def, field, values, file)) ?? updated;
  return updated;
};
