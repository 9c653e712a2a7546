// The only database schema, one file per domain. drizzle-kit reads this folder (drizzle.config.ts).
export * from './workspace.ts'
export * from './auth.ts'
export * from './catalogue.ts'
export * from './webshop.ts'
export * from './rate-limits.ts'
export * from './recently-deleted.ts'
export * from './idempotency.ts'
export * from './system-versions.ts'
