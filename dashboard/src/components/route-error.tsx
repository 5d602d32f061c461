import { isRouteErrorResponse, useRouteError } from 'react-router'
import { errorMessage } from '#dashboard/lib/api-client.ts'
import { fr } from '#dashboard/lib/fr.ts'
import { logError } from '#dashboard/lib/utils.ts'
import { NotFound } from './not-found.tsx'
import { Button } from './ui/button.tsx'

export function RouteError() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  logError(error)
  return (
    <div
      role="alert"
      className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-semibold">{fr.errors.crashTitle}</h1>
      <p className="max-w-md text-sm text-muted-foreground">{errorMessage(error)}</p>
      <Button onClick={() => window.location.reload()}>{fr.common.retry}</Button>
    </div>
  )
}
