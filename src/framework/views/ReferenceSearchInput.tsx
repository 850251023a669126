/**
 * A reference chosen by typing part of its name, searched on the server as `q`.
 *
 * Why not react-admin's ReferenceInput search as it comes: it applies a search a tick after it is asked (a
 * `setTimeout(0)`), and a second search asked before that tick is merged into a copy that is then dropped. On a busy
 * main thread the search for the last key pressed was lost, and the options answered the text minus its last letter.
 * Here the typed text is this component's state, handed to ReferenceInput as its permanent filter, so every search
 * reaches react-query and the last one asked is the one shown.
 */
import { useState } from 'react';
import { AutocompleteInput, ReferenceInput, type AutocompleteInputProps } from 'react-admin';

interface Props extends Omit<AutocompleteInputProps, 'source' | 'setFilter'> {
  source: string;
  reference: string;
  /** Read by react-admin's filter form from the element: a filter shown without being added. */
  alwaysOn?: boolean;
}

export const ReferenceSearchInput = ({ source, reference, alwaysOn: _alwaysOn, ...autocomplete }: Props) => {
  const [typed, setTyped] = useState('');
  const search = typed.trim();
  return (
    <ReferenceInput source={source} reference={reference} filter={search ? { q: search } : undefined}>
      <AutocompleteInput {...autocomplete} setFilter={setTyped} />
    </ReferenceInput>
  );
};
