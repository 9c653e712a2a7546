// The few parts of oidc-provider (a dev dependency without types) that the single sign-on tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface ProviderContext {
    oidc: {
      client?: { clientId: string }
      session?: { accountId?: string }
      provider: Provider
    }
  }
  export interface Grant {
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }
  export interface Account {
    accountId: string
    claims(): Record<string, unknown> | Promise<Record<string, unknown>>
  }
  export interface InteractionDetails {
    uid: string
    prompt: { name: string }
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>)
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
    Grant: new (properties: { accountId: string; clientId: string }) => Grant
  }
}
