/**
 * Field definitions → react-admin inputs and fields. Labels are not passed: react-admin resolves
 * `resources.{name}.fields.{source}` from the catalogue, which the definitions fill.
 */
import { Alert, Box, Chip, Typography } from '@mui/material';
import { lazy, type ReactElement, type ReactNode } from 'react';
import {
  BooleanField,
  BooleanInput,
  DateField,
  DateInput,
  DateTimeInput,
  EmailField,
  FunctionField,
  NumberField,
  NumberInput,
  ReferenceField,
  SelectField,
  TextField,
  useTranslate,
  type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { hexColour, phone, required } from '../../shared/validation';
import { DATE_OPTIONS, DATE_TIME_OPTIONS, LOCALE } from '../../shared/format';
import { externalLinkProps, isSafeDataUrl } from '../../shared/urls';
import { choicesEndpoint, listedChoices } from '../choices';
import type { FieldCondition, FieldDefinition, ResourceDefinition } from '../types';
import { FormSelectInput } from './FormSelectInput';
import { FormTextInput } from './FormTextInput';
import { HtmlInput } from './HtmlInput';
import { SafeHtml } from './SafeHtml';
import { ImageDisplay, UploadInput } from './UploadInput';
import { requiredRule } from './useRequired';
import { PhoneText } from './PhoneText';
import { EndpointChoiceName, EndpointSelectInput } from './EndpointChoices';
import { ReferenceSearchInput } from './ReferenceSearchInput';
import { SelectFilter } from './SelectFilter';
import { RowsDisplay, RowsInput, type RowCellPlace } from './RowsField';
import { FunctionCell, TextCell } from './cells';
import { phonesDisplayCode, phonesInputCode } from './fieldCode';
import { lazyOnce } from '../../shared/loadOnce';

/** The numbering plans come with these, so they load with the first screen that shows a phone, not with every form. */
const PhonesInput = lazyOnce(phonesInputCode);
const PhonesDisplay = lazyOnce(phonesDisplayCode);
/** MUI's Autocomplete family comes with this, so it loads with the first form asking for companies. */
const CompaniesInput = lazy(() => import('./CompaniesInput'));

/** An enumeration's choices, labelled from the catalogue by the field's path there (a row field's `rules.trigger`). */
const choicesOf = (def: ResourceDefinition, field: FieldDefinition, catalogue = field.source) =>
  listedChoices(field).map((c) => {
    const id = typeof c === 'string' ? c : c.id;
    return { id, name: `resources.${def.name}.choices.${catalogue.replace(/\./g, '_')}.${id}` };
  });

/** Spec 5's rules come with the type: a phone or colour field is checked wherever it is declared. */
const typeRules = (field: FieldDefinition): Validator[] =>
  field.type === 'phone' ? [phone()] : field.type === 'colour' ? [hexColour(field.label)] : [];

/**
 * Whether a form marks the field required (docs/decisions.md, "Required fields"): required by its definition and open
 * to change. A read-only value asks nothing of the user, so it carries no mark (its rule still holds).
 */
export const isMarkedRequired = (field: FieldDefinition, mode: 'create' | 'edit') =>
  !!field.required && !(mode === 'edit' && field.readOnlyOnEdit);

/** A marked field's rule carries react-admin's `isRequired`, so its label gets the asterisk before the first Save. */
const validatorsOf = (field: FieldDefinition, mode: 'create' | 'edit'): Validator[] => [
  ...(field.required ? [isMarkedRequired(field, mode) ? requiredRule(field.label) : required(field.label)] : []),
  ...typeRules(field),
  ...(field.validate ?? []),
];

const ARIA_REQUIRED = { 'aria-required': true } as const;

/**
 * The control itself tells screen readers "required" (the label's asterisk is hidden from them): `aria-required` on
 * whichever element of the input has the focus. Never the native `required`: the browser would then check the form
 * itself, in its own words, before spec 5's messages could.
 */
const announcedRequired = (type: FieldDefinition['type']): Record<string, unknown> => {
  switch (type) {
    case 'select':
      return { slotProps: { select: { SelectDisplayProps: ARIA_REQUIRED } } };
    case 'boolean':
      return { options: { slotProps: { input: ARIA_REQUIRED } } };
    case 'reference':
      return { TextFieldProps: { slotProps: { input: { slotProps: { input: ARIA_REQUIRED } } } } };
    default:
      return { slotProps: { htmlInput: ARIA_REQUIRED } };
  }
};

const SectionHeading = ({ definition, section }: { definition: ResourceDefinition; section: string; label?: false }) => {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h2" id={`${definition.name}-section-${section}`} sx={{ mt: 2 }}>
      {translate(`resources.${definition.name}.sections.${section}`)}
    </Typography>
  );
};

/** A field that opens a section comes after its heading (`label={false}` keeps react-admin's layouts from labelling it). */
const withSection = (def: ResourceDefinition, field: FieldDefinition, element: ReactNode) =>
  field.opensSection
    ? [<SectionHeading key={`section-${field.opensSection}`} definition={def} section={field.opensSection} label={false} />, element]
    : element;

export const renderField = (def: ResourceDefinition, field: FieldDefinition) => withSection(def, field, displayOf(def, field));

/** A list column: the field's display alone (section headings belong to record layouts, not to a table's columns). */
export const renderColumn = (def: ResourceDefinition, field: FieldDefinition) => displayOf(def, field, field.source, true);

/** `place`: a row field's input in a `rows` table, at its row's path and named for its row. */
const inputOf = (def: ResourceDefinition, field: FieldDefinition, mode: 'create' | 'edit', place?: RowCellPlace): ReactElement => {
  const key = place?.source ?? field.source;
  if (field.input) return <field.input key={key} source={key} field={field} definition={def} mode={mode} />;
  const endpoint = choicesEndpoint(field);
  const common = {
    source: key,
    ...(place ? { label: place.label } : {}),
    validate: validatorsOf(field, mode),
    helperText: field.helperText ? `resources.${def.name}.helperText.${field.source}` : undefined,
    readOnly: mode === 'edit' && field.readOnlyOnEdit,
    fullWidth: true,
    ...(isMarkedRequired(field, mode) ? announcedRequired(field.type) : {}),
  };
  switch (field.type) {
    case 'longText':
      return <FormTextInput key={key} {...common} multiline minRows={3} />;
    case 'html':
      return <HtmlInput key={key} {...common} />;
    case 'email':
      return <FormTextInput key={key} {...common} type="email" autoComplete="off" />;
    case 'phone':
      return <FormTextInput key={key} {...common} type="tel" />;
    case 'phones':
      return <PhonesInput key={key} source={field.source} field={field} definition={def} mode={mode} />;
    case 'url':
      return <FormTextInput key={key} {...common} type="url" />;
    case 'number':
      return <NumberInput key={key} {...common} />;
    case 'boolean':
      return <BooleanInput key={key} {...common} />;
    case 'date':
      return <DateInput key={key} {...common} />;
    case 'dateTime':
      return <DateTimeInput key={key} {...common} />;
    case 'select':
      return endpoint ? (
        <EndpointSelectInput key={key} {...common} definition={def} declared={field} endpoint={endpoint} />
      ) : (
        <FormSelectInput key={key} {...common} choices={choicesOf(def, field, place?.catalogue)} />
      );
    case 'rows':
    case 'values':
      return (
        <RowsInput
          key={key}
          definition={def}
          field={field}
          mode={mode}
          cell={(rowField, rowPlace) => inputOf(def, rowField, mode, rowPlace)}
          display={(rowField, catalogue) => displayOf(def, rowField, catalogue)}
        />
      );
    case 'colour':
      return <FormTextInput key={key} {...common} placeholder="#012345" />;
    case 'companies':
      return <CompaniesInput key={key} source={key} validate={common.validate} />;
    case 'image':
      return <UploadInput key={key} source={field.source} field={field} definition={def} mode={mode} />;
    case 'reference':
      return (
        <ReferenceSearchInput
          key={key}
          source={field.source}
          reference={field.reference!}
          validate={common.validate}
          readOnly={common.readOnly}
          fullWidth
          {...(isMarkedRequired(field, mode) ? announcedRequired('reference') : {})}
        />
      );
    default:
      return <FormTextInput key={key} {...common} />;
  }
};

/** Whether a field's condition holds of the value it names. */
export const holds = (when: FieldCondition, value: unknown) =>
  'equals' in when ? value === when.equals : !when.notIn.includes(String(value ?? ''));

/**
 * Renders its input only while the form's `showWhen` condition holds (a hidden input's value is not kept), else what
 * the catalogue says of it hidden, if anything.
 */
const ShownWhen = ({ def, field, children }: { def: ResourceDefinition; field: FieldDefinition; children: ReactNode }) => {
  const translate = useTranslate();
  const when = field.showWhen!;
  const value: unknown = useWatch({ name: when.source });
  if (holds(when, value)) return <>{children}</>;
  const hidden = translate(`resources.${def.name}.whenHidden.${field.source}`, { _: '' });
  return hidden ? <Alert severity="info">{hidden}</Alert> : null;
};

export const renderInput = (def: ResourceDefinition, field: FieldDefinition, mode: 'create' | 'edit') =>
  withSection(
    def,
    field,
    field.showWhen ? (
      <ShownWhen key={field.source} def={def} field={field}>
        {inputOf(def, field, mode)}
      </ShownWhen>
    ) : (
      inputOf(def, field, mode)
    ),
  );

/** A filter input: like the form input, never required. */
export const renderFilter = (def: ResourceDefinition, field: FieldDefinition) => {
  const common = { source: field.source, alwaysOn: field.filterAlwaysOn };
  if (field.type === 'select') return <SelectFilter {...common} key={field.source} choices={choicesOf(def, field)} />;
  if (field.type === 'reference') return <ReferenceSearchInput {...common} key={field.source} reference={field.reference!} />;
  if (field.type === 'boolean') return <BooleanInput {...common} key={field.source} />;
  // A date filter keeps its own rules (a from-date earlier than the to-date, spec 5): the list waits until they hold.
  if (field.type === 'date') return <DateInput {...common} key={field.source} validate={field.validate} />;
  return <FormTextInput {...common} key={field.source} />;
};

const valueAt = (record: Record<string, unknown>, source: string) =>
  source.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], record);

const ColourSwatch = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^#[0-9a-f]{3,6}$/i.test(value) ? (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ width: 20, height: 20, borderRadius: 0.5, border: 1, borderColor: 'divider', bgcolor: value }} />
      {value}
    </Box>
  ) : null;

/**
 * A choice as a chip coloured by its value (a status): a neutral value (`default`) outlined, a coloured one filled, its
 * text on the colour's `contrastText` (the theme holds those to WCAG AA).
 */
const ChoiceChip = ({
  def,
  field,
  catalogue,
  value,
}: {
  def: ResourceDefinition;
  field: FieldDefinition;
  catalogue: string;
  value: unknown;
}) => {
  const translate = useTranslate();
  if (value == null || value === '') return null;
  const id = String(value);
  const colour = field.chip?.[id] ?? 'default';
  return (
    <Chip
      size="small"
      color={colour}
      variant={colour === 'default' ? 'outlined' : 'filled'}
      label={translate(`resources.${def.name}.choices.${catalogue.replace(/\./g, '_')}.${id}`, { _: id })}
    />
  );
};

/**
 * `catalogue`: a row field's path in the catalogue (`rules.trigger`), its value read from the row. `inCell`: in a list's
 * cell, whose text style is the row's (cells.tsx); elsewhere react-admin's fields.
 */
const displayOf = (def: ResourceDefinition, field: FieldDefinition, catalogue = field.source, inCell = false): ReactElement => {
  const key = field.source;
  // The two take the same props here (source, sortable, render).
  const ComputedField = inCell ? FunctionCell : (FunctionField as typeof FunctionCell);
  const endpoint = choicesEndpoint(field);
  const common = { source: field.source, sortable: field.sortable !== false };
  if (field.display) return <field.display key={key} source={field.source} field={field} definition={def} sortable={false} />;
  switch (field.type) {
    case 'phones':
      return <PhonesDisplay key={key} source={field.source} field={field} definition={def} sortable={false} />;
    case 'phone':
      return (
        <ComputedField
          key={key}
          {...common}
          render={(record: Record<string, unknown>) => {
            const stored = valueAt(record, field.source);
            return typeof stored === 'string' && stored ? <PhoneText phone={stored} /> : null;
          }}
        />
      );
    case 'colour':
      return (
        <ComputedField
          key={key}
          {...common}
          render={(record: Record<string, unknown>) => <ColourSwatch value={valueAt(record, field.source)} />}
        />
      );
    case 'image':
      return <ImageDisplay key={key} source={field.source} field={field} definition={def} sortable={false} />;
    case 'email':
      return <EmailField key={key} {...common} />;
    case 'number':
      return <NumberField key={key} {...common} />;
    case 'boolean':
      return <BooleanField key={key} {...common} />;
    case 'date':
      return <DateField key={key} {...common} locales={LOCALE} options={DATE_OPTIONS} />;
    case 'dateTime':
      return <DateField key={key} {...common} showTime locales={LOCALE} options={DATE_TIME_OPTIONS} />;
    case 'select':
      if (field.chip)
        return (
          <ComputedField
            key={key}
            {...common}
            render={(record: Record<string, unknown>) => (
              <ChoiceChip def={def} field={field} catalogue={catalogue} value={valueAt(record, field.source)} />
            )}
          />
        );
      return endpoint ? (
        <EndpointChoiceName key={key} source={field.source} definition={def} endpoint={endpoint} />
      ) : (
        <SelectField key={key} {...common} choices={choicesOf(def, field, catalogue)} />
      );
    case 'rows':
    case 'values':
      return (
        <RowsDisplay
          key={key}
          definition={def}
          field={field}
          label={false}
          display={(rowField, rowCatalogue) => displayOf(def, rowField, rowCatalogue)}
        />
      );
    case 'reference':
      return <ReferenceField key={key} {...common} reference={field.reference!} link={false} />;
    case 'url':
      return (
        <ComputedField
          key={key}
          {...common}
          render={(record: Record<string, unknown>) => {
            const href = valueAt(record, field.source);
            return isSafeDataUrl(href) ? (
              <a href={href} {...externalLinkProps}>
                {href}
              </a>
            ) : null;
          }}
        />
      );
    case 'html':
      return (
        <ComputedField
          key={key}
          {...common}
          sortable={false}
          render={(record: Record<string, unknown>) => {
            const html = record[field.source];
            return typeof html === 'string' ? <SafeHtml html={html} /> : null;
          }}
        />
      );
    default:
      return field.asText ? (
        <ComputedField
          key={key}
          {...common}
          render={(record: Record<string, unknown>) => {
            const value = valueAt(record, field.source);
            return value == null ? null : field.asText!(value);
          }}
        />
      ) : inCell ? (
        <TextCell key={key} {...common} />
      ) : (
        <TextField key={key} {...common} />
      );
  }
};
