/**
 * A select whose choices the API gives (`choices` as an endpoint), filled from the route's params and the record.
 * When the endpoint offers nothing, the resource's `noChoices.{source}` says why, if it has words for it (every
 * product of the company already has a policy).
 */
import { Typography } from '@mui/material';
import { useRef } from 'react';
import { LinearProgress, useRecordContext, useTranslate, type SelectInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useChoices, type Choice } from '../choices';
import { valueAt } from '../recordValue';
import type { Endpoint, FieldDefinition, ResourceDefinition } from '../types';
import { useDefinition } from './DefinitionContext';
import { FormSelectInput } from './FormSelectInput';

const useEndpointChoices = (definition: ResourceDefinition, endpoint: Endpoint) => {
  const { parentValues } = useDefinition();
  const record = useRecordContext();
  return useChoices(definition.name, definition.api.service, endpoint, { ...record, ...parentValues });
};

/**
 * The choices read, keeping the one the form holds when a read no longer offers it: saving the form makes the API read
 * again, and what was just chosen is then taken (a product that now has its policy) while the form is still on screen.
 */
const useKeptChoice = (source: string, read: Choice[] | undefined): Choice[] => {
  const chosen: unknown = useWatch({ name: source });
  const seen = useRef(new Map<unknown, Choice>());
  for (const choice of read ?? []) seen.current.set(choice.id, choice);
  const kept = seen.current.get(chosen);
  return read && kept && !read.some((c) => c.id === chosen) ? [...read, kept] : (read ?? []);
};

export const EndpointSelectInput = ({
  definition,
  declared,
  endpoint,
  ...props
}: SelectInputProps & { definition: ResourceDefinition; declared: FieldDefinition; endpoint: Endpoint }) => {
  const translate = useTranslate();
  const choices = useEndpointChoices(definition, endpoint);
  const offered = useKeptChoice(props.source ?? declared.source, choices.data);
  // Chosen values name their choice by id: wait for the names rather than show ids as unknown values.
  if (choices.isPending) return <LinearProgress sx={{ my: 2 }} />;
  const none =
    choices.isSuccess && offered.length === 0 && translate(`resources.${definition.name}.noChoices.${declared.source}`, { _: '' });
  return (
    <>
      {none && (
        <Typography role="alert" sx={{ mt: 1 }}>
          {none}
        </Typography>
      )}
      <FormSelectInput {...props} source={props.source ?? declared.source} choices={offered} />
    </>
  );
};

/** The chosen value's name, from the same read (the id while it is not in the list). */
export const EndpointChoiceName = ({
  definition,
  source,
  endpoint,
}: {
  definition: ResourceDefinition;
  source: string;
  endpoint: Endpoint;
}) => {
  const record = useRecordContext();
  const choices = useEndpointChoices(definition, endpoint);
  const value = record && valueAt(record, source);
  if (value === undefined || value === null) return null;
  return <>{choices.data?.find((c) => c.id === value)?.name ?? String(value)}</>;
};
