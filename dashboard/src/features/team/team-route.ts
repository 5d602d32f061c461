// The page's form and dialogs load from here, not from the menu's routes: the board's first
// load (its 170 KB budget) then names one chunk for Équipe instead of every one it uses.
// The route resolves once the page's chunk is in, so the page's outline (PageOutlet) stays
// on screen for both loads: no blank wait behind a Suspense of its own.
export const loadTeamPage = async () => (await import('./team-page.tsx')).TeamPage
