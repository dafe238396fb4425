/**
 * The query parameters of Payload's REST API, checked before Payload reads them. Payload's parser
 * (utilities/parseParams) passes on whatever it cannot convert: `limit=1&limit=2` reaches the
 * database as a list, `page=-2` as a negative offset, `where=notjson` throws in JSON.parse; each
 * ended in a 500 (and the failed SQL statement in the log). Here a malformed value is the
 * client's mistake, answered 400 with a French message, and the database never sees it.
 */

// Payload's own lists (parseParams' numberParams and booleanParams).
const COUNTS = ['depth', 'limit', 'page'] as const
const FLAGS = ['autosave', 'draft', 'trash', 'overrideLock', 'pagination', 'flattenLocales', 'publishAllLocales', 'unpublishAllLocales'] as const
/** Above these the database's integer arithmetic overflows; no real request comes near. */
const MAX_COUNT = { depth: 10, limit: 1_000_000, page: 1_000_000 } as const

type Query = Record<string, unknown>
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value)
  } catch {
    return undefined
  }
}

/** The operators that take a list (Payload's `in`, `not_in`, `all`); the others take one value. */
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])

const TEXT_OPERATORS = new Set(['like', 'not_like', 'contains', 'exists'])

/** The largest id: documents' ids are PostgreSQL `serial`s (SQLite's are wider, never this wide). */
const MAX_ID = 2 ** 31 - 1
const isId = (value: unknown) => /^\s*\d{1,10}\s*$/.test(String(value)) && Number(value) <= MAX_ID

/**
 * Whether a database stores the operand as given. PostgreSQL refuses a NUL character in text;
 * Payload turns a text such as `Infinity` or `1e400` into a number for a number field, which no
 * database binds. (A search for the word « Infinity » is refused with them: no visitor's.)
 */
const storable = (value: unknown) =>
  typeof value === 'string'
    ? !value.includes('\u0000') && (Number.isNaN(Number(value)) || Number.isFinite(Number(value)))
    : typeof value !== 'number' || Number.isFinite(value)

type Scalar = string | number | boolean | null
const isScalar = (value: unknown): value is Scalar => value === null || ['string', 'number', 'boolean'].includes(typeof value)

/**
 * A `where`: `and`/`or` hold lists of conditions, any other key is a field path holding
 * operator → operand, the operand a value or a list of values. Anything else (an object where a
 * value belongs, as in `where[id][equals][x]=1`) reached the database as a broken statement.
 */
function isWhere(value: unknown, depth = 0): boolean {
  if (!isPlainObject(value) || depth > 8) return false
  return Object.entries(value).every(([key, inner]) => {
    if (key === 'and' || key === 'or') {
      const list = Array.isArray(inner) ? inner : isPlainObject(inner) ? Object.values(inner) : null
      return list !== null && list.every((item) => isWhere(item, depth + 1))
    }
    if (!isPlainObject(inner)) return false
    return Object.entries(inner).every(([operator, operand]) => {
      if (Array.isArray(operand) && !LIST_OPERATORS.has(operator)) return false
      const values = Array.isArray(operand) ? operand : [operand]
      if (!values.every(isScalar) || !values.every(storable)) return false
      if (key !== 'id' && !key.endsWith('.id')) return true
      // Documents' ids are PostgreSQL integers: a word, a fraction or a number past 2³¹ failed in
      // the SQL cast. The back office searches a collection without a title field with
      // `id like …`, which Payload turns into an equality when the text reads as a number.
      if (TEXT_OPERATORS.has(operator)) return values.every((v) => isId(v) || (typeof v === 'string' ? Number.isNaN(Number(v)) : typeof v !== 'number'))
      return values.every((v) => v === null || typeof v === 'boolean' || String(v).split(',').every(isId))
    })
  })
}

/** What is wrong with the query, in French, or null when Payload may read it. */
export function queryProblem(input: Query, raw: URLSearchParams = new URLSearchParams()): string | null {
  // Some of Payload's handlers read the raw parameters too (the globals' `data`, `depth`): the
  // first of repeated values, unparsed.
  for (const name of [...COUNTS, ...FLAGS, 'where', 'data', 'sort']) {
    if (raw.getAll(name).length > 1) return `Le paramètre « ${name} » est donné plusieurs fois.`
  }
  const rawData = raw.get('data')
  if (rawData && !isPlainObject(parseJson(rawData))) return 'Le paramètre « data » doit être un objet JSON.'

  // Payload itself may leave a parameter present but undefined (the request's default depth).
  const query = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined))
  for (const name of COUNTS) {
    if (!(name in query)) continue
    const raw = query[name]
    // A number was set by Payload itself, not sent by the client.
    const valid = typeof raw === 'number' ? Number.isSafeInteger(raw) && raw >= 0 : typeof raw === 'string' && /^\d{1,9}$/.test(raw)
    if (!valid) return `Le paramètre « ${name} » doit être un nombre entier positif, donné une fois.`
    const n = Number(raw)
    if (n > MAX_COUNT[name] || (name === 'page' && n < 1)) return `Le paramètre « ${name} » est hors limites.`
  }
  // A boolean comes from a JSON body (a GET sent as a POST with Payload's method override).
  const flag = (name: (typeof FLAGS)[number]) => (typeof query[name] === 'boolean' ? String(query[name]) : query[name])
  for (const name of FLAGS) {
    if (name in query && flag(name) !== 'true' && flag(name) !== 'false') return `Le paramètre « ${name} » vaut « true » ou « false ».`
  }
  // A document's page read with `data` shows that data in place of the stored document, which has
  // no id then: Payload's look for its latest draft failed on it (a 500), and nothing here reads
  // a document that way.
  if (query.data !== undefined && flag('draft') === 'true') return 'Les paramètres « data » et « draft » ne vont pas ensemble.'
  for (const name of ['where', 'data'] as const) {
    if (!(name in query)) continue
    const raw = query[name]
    // Payload skips an empty `where`, but hands an empty `data` on as a document.
    const value = typeof raw === 'string' ? (raw === '' && name === 'where' ? {} : parseJson(raw)) : raw
    if (name === 'where' && !isWhere(value)) return 'Le paramètre « where » n’est pas une liste de conditions valide.'
    if (name === 'data' && !isPlainObject(value)) return 'Le paramètre « data » doit être un objet JSON.'
  }
  if ('sort' in query) {
    const sort = query.sort
    if (!(typeof sort === 'string' || (Array.isArray(sort) && sort.every((s) => typeof s === 'string')))) {
      return 'Le paramètre « sort » est un nom de champ ou une liste de noms séparés par des virgules.'
    }
  }
  for (const name of ['select', 'populate', 'joins'] as const) {
    if (name in query && !isPlainObject(query[name])) return `Le paramètre « ${name} » doit être un objet.`
  }
  return null
}
