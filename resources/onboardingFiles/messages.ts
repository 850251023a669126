/**
 * English words of the upload history and a file's page (its lines, status and live progress), merged into the
 * catalogue under `resources.onboardingFiles`: given to the definition as a loader, so they ship with its screens
 * rather than every first load.
 */
export default {
  // The lines' table (the definition's `rows` field): what it says when the file had no line to read.
  rows: { none: 'No line of the file was read.' },
  backToHistory: 'Upload history',
  status: {
    InProgress: 'In progress',
    Uploaded: 'Uploaded',
    Completed: 'Completed',
    Failed: 'Failed',
    completedWithErrors: 'Completed with 1 error |||| Completed with %{smart_count} errors',
    inProgressPercent: 'In progress, %{percent}%',
  },
  // A file being processed (the framework's JobProgress): the bar's name, the rows done and the time left at the rate so far.
  progress: {
    label: 'Processing: %{done} of %{total} row |||| Processing: %{done} of %{total} rows',
    done: '%{done} of %{total} row done. |||| %{done} of %{total} rows done.',
    estimating: 'Working out the time left…',
    left: {
      fewSeconds: 'A few seconds left',
      seconds: 'About 1 second left |||| About %{smart_count} seconds left',
      minutes: 'About 1 minute left |||| About %{smart_count} minutes left',
      hours: 'About 1 hour left |||| About %{smart_count} hours left',
    },
    retrying:
      'The progress could not be read just now. Trying again in 1 second. |||| The progress could not be read just now. Trying again in %{smart_count} seconds.',
    stopped: 'The progress could not be read, so this page stopped asking. The file is still being processed.',
    tryAgain: 'Try again',
  },
  summary: {
    counts:
      '1 line read: %{created} created, %{updated} updated, %{partly} partly created, %{failed} not created. |||| %{smart_count} lines read: %{created} created, %{updated} updated, %{partly} partly created, %{failed} not created.',
    correct:
      'Correct the line marked Not created in your file and upload it again: lines that went in are updated, not duplicated. |||| Correct the %{smart_count} lines marked Not created in your file and upload it again: lines that went in are updated, not duplicated.',
    allIn: 'Every line went in.',
  },
};
