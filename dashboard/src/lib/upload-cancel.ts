import { uploadWords } from './upload-fr.ts'

/** A picture the merchant must change: `message` says why, in French, for the field. */
export class ImageRefusal extends Error {}

/**
 * « Annuler » pressed (issue 27): each step of readying a picture (compression, copies) checks
 * it before the next, so nothing more is drawn and the upload never starts. Kept apart from
 * the compression: the shell's store form draws copies without loading it.
 */
export function throwIfCancelled(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new ImageRefusal(uploadWords.cancelled)
}
