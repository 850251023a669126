/**
 * A definition's fields: their types, where they appear, and what a field's own input or display is given.
 */
import type { ComponentType } from 'react';
import type { Validator } from 'react-admin';
import type { Endpoint, ResourceDefinition } from '../types';

export type FieldType =
  | 'text'
  | 'longText'
  | 'email'
  | 'phone'
  /**
   * An ordered list of phones (`{ order, countryCode, number }`s, src/framework/phones.ts), each typed in national or
   * international form with its country code chosen from the portal's list; exported as text.
   */
  | 'phones'
  | 'number'
  | 'boolean'
  | 'date'
  | 'dateTime'
  | 'select'
  | 'reference'
  | 'url'
  | 'colour'
  | 'html'
  /** A file sent to its own endpoint (`upload`) after the record is saved; the record keeps its URL. */
  | 'image'
  /** A list of rows, each of the fields `rows` declares (a policy's rules): a table of inputs in forms, a table in views. */
  | 'rows'
  /**
   * A list of bare values (a connection's allowed addresses: `string[]` in the API), drawn and checked as `rows` whose
   * one row field holds each value; the data provider turns values into rows on reading and back on saving.
   */
  | 'values'
  /**
   * Several company ids, chosen among those the signed-in user may choose: ticked among their own, or, for roles that
   * see every company, searched on the server, or every company (the value `'all'`) (`views/CompaniesInput.tsx`).
   */
  | 'companies';

/** A condition on a form's value: it equals one value, or is none of several. */
export type FieldCondition = { source: string; equals: string } | { source: string; notIn: readonly string[] };

/** Where a field appears. */
export interface FieldPlacement {
  list?: boolean;
  filter?: boolean;
  show?: boolean;
  create?: boolean;
  edit?: boolean;
}

/** What a field's own input or display component is given (`FieldDefinition.input`/`display`), as the framework's own (`phones`) are. */
export interface FieldComponentProps {
  source: string;
  field: FieldDefinition;
  definition: ResourceDefinition;
  /** Inputs only: the create or the update form. */
  mode?: 'create' | 'edit';
  /** react-admin's layouts read these from their children. */
  label?: string | false;
  sortable?: boolean;
}

/** Where an `image` field is uploaded: `POST {path}` as multipart (field `file`), answering the updated record. */
export interface UploadEndpoint {
  /** Path template filled from the saved record's id and the parent params, e.g. `/api/v1/companies/{id}/logo`. */
  path: string;
  /** MIME types offered by the file picker and checked before sending (the API judges the content). */
  accept: readonly string[];
  maxBytes: number;
}

/** The theme's colours a chip may take (each held to WCAG AA against its text by the theme's test). */
export type ChipColour = 'default' | 'success' | 'info' | 'warning' | 'error';

export interface FieldDefinition extends FieldPlacement {
  /** Dot path into the record, e.g. `address.postcode`. */
  source: string;
  type: FieldType;
  /** English label; becomes `resources.{name}.fields.{source}` in the catalogue. */
  label: string;
  required?: boolean;
  validate?: Validator[];
  /**
   * For select: the enumeration's values (labels default to the value), or the GET of the resource's service answering
   * them as `{ id, name }`s, its `{name}`s filled from the route's params and the record (a company's products without
   * a policy). A create menu entry shows only while a required one of its form's reads offers something.
   */
  choices?: readonly (string | { id: string; name: string })[] | Endpoint;
  /**
   * For select: the value read as a chip coloured by value (a status), in lists, views and blocks alike; a value not
   * named here, like one named `default`, is a neutral outlined chip.
   */
  chip?: Partial<Record<string, ChipColour>>;
  /** For reference: the resource name it points to. */
  reference?: string;
  /** Helper text shown under the input (English; catalogued like labels). */
  helperText?: string;
  sortable?: boolean;
  /** Read-only once created (shown but not editable on update). */
  readOnlyOnEdit?: boolean;
  /** What the create form starts with, where one choice is the usual one (a new integration is Enabled). */
  initial?: unknown;
  /**
   * In forms, shown only while another field (or in a draft wizard, an earlier step's answer) holds: the inactive reason
   * while the status is Inactive, the companies while the role is not an internal one. While hidden, the catalogue's
   * `resources.{name}.whenHidden.{source}`, if any, says why.
   */
  showWhen?: FieldCondition;
  /** With `filter`: shown beside the list at once rather than behind "Add filter" (a screen that is mostly filtering). */
  filterAlwaysOn?: boolean;
  /** A component of the resource's own instead of the generated input (the invite wizard's roles, each saying what it may do). */
  input?: ComponentType<FieldComponentProps>;
  /** A component of the resource's own instead of the generated read-only display. */
  display?: ComponentType<FieldComponentProps>;
  /**
   * How a structured value reads as plain text (CSV exports, and the views where the field has no `display` of its
   * own), e.g. an audit entry's changes or a line's notes; `phones` know theirs.
   */
  asText?: (value: unknown) => string;
  /** For `image`: the endpoint the chosen file is sent to once the record is saved. */
  upload?: UploadEndpoint;
  /**
   * This field opens a section of the form and the read-only view, headed by the catalogue entry
   * `resources.{name}.sections.{key}` (put it in the definition's `messages`).
   */
  opensSection?: string;
  /** For `rows` (and `values`, of one row field): what each row holds. */
  rows?: RowsOf;
}

/**
 * The rows of a `rows` field. Each row field's placement says where it is a column: `create`/`edit` in the forms' table
 * (a create, and a versioned record's save, send only those of each row), `show` in the views' table. Words under
 * `resources.{name}.{source}`: `add`, `remove` and `inRow` (`%{number}`: the row's; `inRow` also `%{field}`),
 * `removeColumn`, `none`, `atLeastOne` for a required field, and optionally `empty`, said in the form while no row is
 * left. The field's own `validate` rules judge the whole list (a maximum); one that another row would break takes Add's
 * place with its message.
 */
export interface RowsOf {
  fields: FieldDefinition[];
  /**
   * What a row added by the user (and a required field's first row on create) starts with; none for rows that are
   * only read (an uploaded file's lines), and an empty row otherwise.
   */
  newRow?: Record<string, unknown>;
}
