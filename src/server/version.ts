// The package version, read once at start for the OpenAPI document and logs.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { packageRoot } from './config/env.ts'

const pkg = JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as { version: string }
export const version: string = pkg.version
