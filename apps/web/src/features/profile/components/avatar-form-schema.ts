import { isAcceptedImageFile } from '@momentum/shared';
import { z } from 'zod';

const NOT_AN_IMAGE = 'Choose a JPEG, PNG or WebP image.';

/** The file input's list, read as its one chosen image. */
export const avatarFormSchema = z
  .object({
    files: z.custom<FileList | undefined>().refine((files) => {
      const file = files?.[0];
      return file !== undefined && isAcceptedImageFile(file);
    }, NOT_AN_IMAGE),
  })
  .transform(({ files }) => files![0]!);
