// Submissions per second committed on SQLite under concurrent load (issue: forms engine, part 1),
// with the count of stored entries checked against the count of acknowledged submissions.
// A form of its own (three fields and a staff notification, as the demo contact form has) is
// created through the REST API and placed on a page, so the measure does not move when the
// demo forms gain captchas or uploads. E-mails go to a real SMTP server on loopback.
import autocannon from 'autocannon'
import { SMTPServer } from 'smtp-server'

import { api } from './rest.mjs'

const CONNECTIONS = 20
// A fixed number of requests, not a duration: autocannon then waits for every answer, so the
// acknowledged count is exact when it is compared with the stored entries.
const AMOUNT = Number(process.env.BENCH_SUBMISSIONS || 1500)

/** Starts the SMTP server the bench's site sends to; returns its port, the count and a stop. */
export async function startBenchSmtp(port) {
  const received = { count: 0 }
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of the loopback client: this machine has no resolver to ask.
    disableReverseLookup: true,
    // The site keeps pooled connections open: on close they are cut at once, not after 30 s.
    closeTimeout: 100,
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {})
      stream.on('end', () => {
        received.count++
        callback()
      })
    },
  })
  await new Promise((resolve, reject) => smtp.listen(port, '127.0.0.1', (error) => (error ? reject(error) : resolve())))
  return { received, stop: () => new Promise((resolve) => smtp.close(resolve)) }
}

async function createBenchForm(base, token, slug) {
  const { doc: form } = await api(base, token, '/api/forms', {
    method: 'POST',
    body: JSON.stringify({
      title: 'Mesure des envois',
      fields: [
        { blockType: 'text', label: 'Nom', name: 'nom', required: true },
        { blockType: 'email', label: 'E-mail', name: 'email', required: true },
        { blockType: 'textarea', label: 'Message', name: 'message', required: true },
      ],
      method: 'ajax',
      notifications: [
        {
          name: 'Équipe',
          enabled: true,
          kind: 'staff',
          to: 'equipe@mesure.test',
          subject: 'Message de {Nom}',
          body: '{all_fields}',
        },
      ],
    }),
  })
  await api(base, token, '/api/pages', {
    method: 'POST',
    body: JSON.stringify({
      title: 'Mesure des envois',
      slug,
      _status: 'published',
      layout: [{ blockType: 'form', form: form.id }],
    }),
  })
  return form.id
}

/** The hidden inputs a visitor's browser would send, read from the rendered page. */
async function formTokens(base, path) {
  const html = await (await fetch(base + path)).text()
  const input = (name) => html.match(new RegExp(`name="${name}" value="([^"]+)"`))?.[1] ?? null
  // The version hash travels in the island's props (serialised, so its quotes may be escaped).
  const versionHash = html.match(/versionHash\\?"\s*:\s*\\?"([^"\\]+)/)?.[1] ?? null
  const tokens = { nonce: input('vitrine_nonce'), action: input('action'), versionHash }
  if (!tokens.nonce || !tokens.action || !tokens.versionHash) throw new Error(`jetons du formulaire introuvables sur ${path}`)
  return tokens
}

async function countEntries(base, token, formId) {
  const found = await api(base, token, `/api/form-entries?where[form][equals]=${formId}&limit=1&depth=0`)
  return found.totalDocs
}

/**
 * Fires AMOUNT ajax submissions, each with its own submission id, and returns the rate of
 * acknowledged ones (HTTP 200 with a confirmation), the stored count afterwards and the server's
 * CPU per submission (`cpuMs`: the server process's CPU milliseconds so far).
 */
export async function measureSubmissions({ base, token, mails, cpuMs, slug = 'mesure-envois' }) {
  const formId = await createBenchForm(base, token, slug)
  const tokens = await formTokens(base, `/${slug}`)
  const before = mails.received.count
  let sequence = 0
  let acknowledged = 0
  const runId = Date.now().toString(36)
  const cpuBefore = cpuMs()
  const result = await autocannon({
    url: `${base}/formulaires/envoi`,
    connections: CONNECTIONS,
    amount: AMOUNT,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const n = ++sequence
          const body = new URLSearchParams({
            action: tokens.action,
            vitrine_form_id: String(formId),
            vitrine_nonce: tokens.nonce,
            vitrine_method: 'ajax',
            vitrine_source_page: '1',
            vitrine_target_page: '0',
            vitrine_submission_id: `mesure-${runId}-${String(n).padStart(8, '0')}`,
            vitrine_version_hash: tokens.versionHash,
            vitrine_elapsed_ms: '8000',
            input_nom: `Client ${n}`,
            input_email: `client${n}@exemple.fr`,
            input_message: 'Bonjour, je souhaite un devis pour un terrassement.',
          }).toString()
          return {
            ...request,
            body,
            headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', origin: base },
          }
        },
        onResponse: (status, body) => {
          if (status === 200 && body.includes('"success":true') && body.includes('"confirmation_type"')) acknowledged++
        },
      },
    ],
  })
  // Notifications are sent after the response; give the outbox a moment to empty.
  for (let i = 0; i < 60 && mails.received.count - before < acknowledged; i++) await new Promise((r) => setTimeout(r, 500))
  // The server's CPU over the submissions and the sending of their e-mails.
  const cpuMsPerSubmission = (cpuMs() - cpuBefore) / AMOUNT
  const stored = await countEntries(base, token, formId)
  return {
    cpuMsPerSubmission,
    rps: acknowledged / result.duration,
    acknowledged,
    stored,
    mails: mails.received.count - before,
    errors: result.errors + result.non2xx,
    p50: result.latency.p50,
    p99: result.latency.p99,
    connections: CONNECTIONS,
    amount: AMOUNT,
    seconds: result.duration,
  }
}
