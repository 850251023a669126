/** Reading a record: the value at a dotted source (`address.town`), and the name a record goes by. */
import type { RaRecord } from 'react-admin';
import type { ResourceDefinition } from './types';

export const valueAt = (data: Record<string, unknown>, source: string): unknown =>
  source.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), data);

export const representation = (def: ResourceDefinition, record: RaRecord): string =>
  String(
    typeof def.recordRepresentation === 'function'
      ? def.recordRepresentation(record)
      : (valueAt(record, def.recordRepresentation) ?? record.id),
  );
