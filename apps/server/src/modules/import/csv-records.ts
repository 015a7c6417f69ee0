import { Readable } from 'node:stream';
import { parse } from 'csv-parse';

export type CsvRecord = { cells: string[]; line: number };

/** The longest first line we look through for the delimiter before giving up on the file. */
const HEADER_SCAN_BYTES = 64 * 1024;

export class NotCsvError extends Error {}

/**
 * The records of a CSV file read as a stream, one at a time, each with the line it starts on. The
 * delimiter (comma or semicolon) is decided from the first line: semicolon exports write decimal commas
 * unquoted, so both cannot be accepted at once.
 */
export async function* readCsvRecords(input: AsyncIterable<Buffer | string>): AsyncGenerator<CsvRecord> {
  const chunks = input[Symbol.asyncIterator]();
  let head = Buffer.alloc(0);
  while (!head.includes(0x0a) && head.length < HEADER_SCAN_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head = Buffer.concat([head, Buffer.from(next.value)]);
  }
  if (head.includes(0)) throw new NotCsvError('The file is not a CSV text file.');
  const firstLine = head.toString('utf8').split('\n', 1)[0] ?? '';
  const delimiter = count(firstLine, ';') > count(firstLine, ',') ? ';' : ',';

  async function* rest() {
    yield head;
    for (;;) {
      const next = await chunks.next();
      if (next.done) return;
      yield next.value;
    }
  }
  // pipe() does not pass a failing source on (a size limit, an interrupted upload): keep its error and end
  // the parser with it, so the caller sees that error rather than a CSV complaint or a stream that never ends.
  const source = Readable.from(rest());
  let sourceError: unknown;
  const parser = source.pipe(
    parse({
      delimiter,
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
    }),
  );
  source.on('error', (error) => {
    sourceError = error;
    parser.destroy(error);
  });
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      yield { cells: record, line: info.lines };
    }
  } catch (error) {
    if (sourceError !== undefined) throw sourceError;
    throw new NotCsvError(`The file could not be read as CSV: ${(error as Error).message}`);
  }
}

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}
