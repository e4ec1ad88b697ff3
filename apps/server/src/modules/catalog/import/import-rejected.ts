/** A document the importer refuses, with the file it came from and a reason a person can act on. */
export class ImportRejected extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'ImportRejected';
  }
}

/** Reason-only failure raised deep inside parsing; importDocument adds the file name. */
export class InvalidDocument extends Error {}

export const invalid = (reason: string) => new InvalidDocument(reason);
