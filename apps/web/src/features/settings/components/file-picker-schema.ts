import { z } from 'zod';

/** The file input's list, read as its one chosen file (the button stays disabled without one). */
export const filePickerSchema = z
  .object({
    files: z
      .custom<FileList | undefined>()
      .refine((files) => files?.[0] !== undefined, 'Choose a CSV file to import.'),
  })
  .transform(({ files }) => files![0]!);
