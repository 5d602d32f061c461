import { fr } from 'zod/locales'
import * as z from 'zod/mini'

/*
 * Messages of rules without a message of their own: French, as on the server (worker/lib/
 * validate.ts). Imported for its effect by the modules that validate a form (lib/forms.ts and the
 * forms that run a schema themselves), not by the entry: most first visits validate nothing
 * (issue 15, ADR 026).
 */
z.config(fr())
