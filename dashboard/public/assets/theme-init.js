// Applies the saved light/dark mode before the first paint (a classic script: it must block).
;(() => {
  try {
    const saved = localStorage.getItem('theme')
    const dark =
      saved === 'dark' ||
      (saved !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches)
    document.documentElement.classList.toggle('dark', dark)
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light'
  } catch (_) {}
})()
