/** A command line the agent cannot run: the message, then the usage, and exit code 2. */
export class UsageError extends Error {}
