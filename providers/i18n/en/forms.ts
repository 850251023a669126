/** Generic form parts of the resource framework: uploads, the server's error under a form, typed delete confirmation. */
export const forms = {
  upload: {
    preview: 'Preview of the new %{label}',
    current: 'Current %{label}',
    none: 'None yet',
    invalid: '%{label} must be: %{rule}',
    failedAfterCreate: '%{name} was saved, but its %{label} could not be uploaded: %{reason} Add it again on the details screen.',
  },
  /** A list filter's first choice, which sets no filter (src/framework/views/SelectFilter.tsx). */
  filterAny: 'Any',
  serverError: 'The form could not be saved',
  actionError: 'The action could not be done',
  selection: {
    row: 'Select %{name}',
    page: 'Select everyone on this page',
    count: '1 selected |||| %{smart_count} selected',
    clear: 'Clear selection',
  },
  summary: { title: 'There is a problem' },
  /** The assignment panel's count beside each side's heading (src/framework/views/blocks/AssignmentPanel.tsx). */
  assignment: { count: '(%{smart_count})' },
  /** Changing a saved choice of options (src/framework/views/blocks/ChecklistEditor.tsx): what a save would do. */
  checklist: {
    selectAll: 'Select all',
    noChanges: 'No changes to save.',
    adds: 'Adds: %{names}.',
    removes: 'Removes: %{names}.',
    undo: 'Undo changes',
  },
  /** A `phones` field (src/framework/views/PhonesInput.tsx): each row's controls name its place in the list. */
  phones: {
    countryCode: 'Phone %{n} country code',
    number: 'Phone %{n} number',
    moveUp: 'Move phone %{n} up',
    moveDown: 'Move phone %{n} down',
    remove: 'Remove phone %{n}',
    add: 'Add phone',
    none: 'No phone numbers yet',
    codesFailed: 'The list of country codes could not be loaded; the codes already used can still be chosen.',
  },
  /** Above a form's first field, where some fields are required and some not (docs/decisions.md, "Required fields"). */
  requiredNote: 'Fields marked * are required',
  htmlPreview: 'Preview: what users will see (scripts and unsafe links are removed)',
  htmlEmpty: 'Nothing yet.',
  delete: {
    button: 'Delete',
    title: 'Delete %{name}?',
    intro: 'This cannot be undone. With %{name} go:',
    confirmLabel: 'Type %{name} to confirm',
    confirmHelp: 'Type the name exactly as shown.',
    cancel: 'Cancel',
    confirm: 'Delete permanently',
    done: '%{name} was deleted',
  },
} as const;
