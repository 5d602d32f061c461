import { fieldError, isConstraintError } from '../../lib/errors'

/**
 * For a `.catch` on writes guarded by a (shop, name) unique index: a clash becomes a 409 with
 * `message` on the `name` field; any other error is returned unchanged, to be rethrown.
 */
export const nameTakenAs = (message: string) => (err: unknown) =>
  isConstraintError(err, 'UNIQUE') ? fieldError('CONFLICT', 'name', message) : err
