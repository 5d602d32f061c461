export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null)
export const addSeconds = (d: Date, s: number) => new Date(d.getTime() + s * 1000)
export const addDays = (d: Date, days: number) => addSeconds(d, days * 86_400)
