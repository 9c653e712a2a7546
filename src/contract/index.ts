export * from './http.ts'
export * from './errors.ts'
export * from './api/health.ts'
