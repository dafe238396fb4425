// autocannon's setupRequest for the grids' rows (scripts/bench/grid.mjs): each request is one the
// grid's island would send (src/features/grid/island.ts), with the page, the filters and the
// address changing from one request to the next. BENCH_GRID_CALL says which call, BENCH_GRID holds
// the page's id, nonce and terms (set by grid.mjs before autocannon starts its worker threads).
// CommonJS because autocannon's worker threads `require` it.
// Read on each request: grid.mjs also calls this module itself, once per call, to check the request is answered.
let grid = {}
let id = ''
const headers = (type) => ({ 'content-type': type, origin: grid.base })
const filter = (taxonomy, term) => `e-filter-${id}-${taxonomy}=${term}`
const taxonomyFilter = (taxonomy, term) => ({ filterType: 'taxonomy', filterData: { terms: [term], selectedTaxonomy: taxonomy, logicalJoin: 'AND' } })

let n = Math.floor(Math.random() * 1000)

/** The n-th view: a type, a use, or both (some pairs hold no engin: the grid then says so). */
function terms(i) {
  const type = grid.types[i % grid.types.length]
  const use = grid.uses[Math.floor(i / grid.types.length) % grid.uses.length]
  return i % 3 === 0 ? { type } : i % 3 === 1 ? { use } : { type, use }
}

const query = ({ type, use }) => [type && filter('machine-type', type), use && filter('machine-use', use)].filter(Boolean).join('&')

const CALLS = {
  'load-more'(request) {
    const view = grid.views[n % grid.views.length]
    const page = 2 + (Math.floor(n / grid.views.length) % Math.max(1, view.pages - 1))
    const body = new URLSearchParams({
      action: 'the_grid_load_more',
      grid_nonce: grid.nonce,
      grid_name: id,
      grid_page: String(page),
      grid_data: JSON.stringify({ post_id: grid.postId, query: view.query }),
      grid_ajax: 'load_more',
      main_query: '',
    }).toString()
    return { ...request, method: 'POST', path: '/wp-admin/admin-ajax.php', headers: headers('application/x-www-form-urlencoded;charset=UTF-8'), body }
  },
  refresh(request) {
    const chosen = terms(n)
    const filters = {}
    if (chosen.type) filters['machine-type'] = taxonomyFilter('machine-type', chosen.type)
    if (chosen.use) filters['machine-use'] = taxonomyFilter('machine-use', chosen.use)
    const body = JSON.stringify({ post_id: grid.postId, widget_id: id, widget_filters: { filters }, pagination_base_url: `${grid.base}${grid.path}?${query(chosen)}` })
    return { ...request, method: 'POST', path: '/wp-json/elementor-pro/v1/refresh-loop', headers: headers('application/json'), body }
  },
  view(request) {
    return { ...request, method: 'GET', path: `${grid.path}?${query(terms(n))}` }
  },
}

module.exports = function setupRequest(request) {
  grid = JSON.parse(process.env.BENCH_GRID || '{}')
  id = grid.widgetId
  n++
  return CALLS[process.env.BENCH_GRID_CALL](request)
}
