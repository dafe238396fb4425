/** Where a trigger listens: the page's window and document (a test passes jsdom's). */
export type TriggerEnv = { window: Window; document: Document }
/** Starts listening; calls `fire` when the trigger's moment comes; returns what stops it. */
export type Trigger<S> = (settings: S, env: TriggerEnv, fire: () => void) => () => void
