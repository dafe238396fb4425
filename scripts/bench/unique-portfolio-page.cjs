// autocannon's setupRequest for the uncached read API (scripts/bench.mjs): every request a URL
// the shared page cache has never seen — a page of 12 among the 1,000 réalisations, plus a
// parameter the API ignores — so each one reaches the handler and the database.
// CommonJS because autocannon's worker threads `require` it.
// Each worker thread loads its own copy: a random prefix keeps their URLs apart.
const prefix = Math.random().toString(36).slice(2, 8)

const PAGES = Math.ceil(Number(process.env.BENCH_PORTFOLIO_ITEMS || 1000) / 12)
let n = 0

module.exports = function setupRequest(request) {
  n++
  return { ...request, path: `/wp-json/wp/v2/portfolio?per_page=12&page=${1 + (n % PAGES)}&mesure=${prefix}-${n}` }
}
