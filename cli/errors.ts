/** The command was called wrongly (an unknown option, a bad value): exit code 2, one line and the usage. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  constructor(
    message: string,
    /** The command whose usage to show; none for the top level. */
    readonly command?: string,
  ) {
    super(message);
  }
}

/** A failure the user can act on (a missing file, a record that does not replay): exit code 1, one line. */
export class CliError extends Error {
  override readonly name = 'CliError';
}
