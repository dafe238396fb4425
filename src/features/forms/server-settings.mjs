// The forms feature's entry for the production server (src/server/), which is plain JavaScript
// loaded before Next.js and so cannot read the TypeScript entries: what the server's
// Content-Security-Policy needs to know of the forms' settings (docs/decisions/033, 036).
export { recaptchaSources } from './captcha/recaptcha-sources.mjs'
