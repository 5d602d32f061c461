import { toMinorUnits } from '../schemas/money'
import { fieldError } from './errors'

/**
 * An amount typed in a form ("15 000", "12,5") → integer minor units of `currency`, or a French
 * 422 under the field at `path`. `label` names the amount in the message when the path is
 * indexed (`items.0.unitPrice` is a unit price).
 */
export function typedAmount(path: string, value: string, currency: string, label = path): number {
  try {
    return toMinorUnits(value, currency, label)
  } catch (err) {
    throw fieldError('UNPROCESSABLE', path, (err as Error).message)
  }
}
