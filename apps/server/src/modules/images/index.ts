/** What other modules use of the image pipeline (progress photos): process, store, sign, read uploads. */
export {
  processImage,
  sniffImageFormat,
  type ProcessedImage,
  type ProcessImageOptions,
} from './image-pipeline.js';
export {
  createImageStore,
  type ImageStore,
  type StoredImageMeta,
  type ImageBytes,
  type SaveImageInput,
} from './image-store.js';
export {
  createImageUrlSigner,
  getImageUrlSigner,
  publicImageUrl,
  DEFAULT_SIGNED_URL_TTL_SEC,
  type ImageUrlSigner,
} from './image-urls.js';
export {
  readUploadedFile,
  readUploadedFiles,
  type UploadedFile,
  type ReadFilesOptions,
} from './multipart-files.js';
