import type { Metadata } from 'next'

import { formatDate } from '@/features/posts/format'
import { Pagination } from '@/features/posts/Pagination'
import { SEARCH_MAX_QUERY_LENGTH, searchSite, type SearchHit } from '@/features/search/search.server'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata: Metadata = { title: 'Recherche', robots: { index: false, follow: true } }

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''

function hitLabel(hit: SearchHit): string {
  switch (hit.kind) {
    case 'post':
      return `Actualité — ${formatDate(hit.date)}`
    case 'portfolio':
      return 'Réalisation'
    case 'page':
      return 'Page'
    default: {
      const _unknown: never = hit.kind
      return ''
    }
  }
}

export default async function SearchPage({ searchParams }: Props) {
  const params = await searchParams
  const query = first(params.s).trim().slice(0, SEARCH_MAX_QUERY_LENGTH)
  const page = /^[1-9]\d{0,3}$/.test(first(params.page)) ? Number(first(params.page)) : 1
  const result = query ? await searchSite(query, page) : null
  const hrefFor = (p: number) => `/recherche?${new URLSearchParams({ s: query, ...(p > 1 ? { page: String(p) } : {}) })}`

  return (
    <div className="container narrow">
      <h1>Recherche</h1>
      <form action="/recherche" method="get" role="search" className="search-page-form">
        <label htmlFor="recherche-s">Rechercher sur le site</label>
        <div className="search-row">
          <input id="recherche-s" name="s" type="search" defaultValue={query} maxLength={SEARCH_MAX_QUERY_LENGTH} required />
          <button type="submit" className="btn btn-primary">
            Rechercher
          </button>
        </div>
      </form>
      {result ? (
        <section aria-labelledby="resultats-titre">
          <h2 id="resultats-titre" aria-live="polite">
            {result.total === 0
              ? `Aucun résultat pour « ${query} »`
              : `${result.total} résultat${result.total > 1 ? 's' : ''} pour « ${query} »`}
          </h2>
          {result.total === 0 ? (
            <p>Vérifiez l’orthographe ou essayez des mots plus généraux, par exemple « terrassement » ou « assainissement ».</p>
          ) : (
            <ol className="search-results">
              {result.hits.map((hit) => (
                <li key={hit.href}>
                  <h3>
                    <a href={hit.href}>{hit.title}</a>
                  </h3>
                  <p className="meta">{hitLabel(hit)}</p>
                  {hit.excerpt ? <p>{hit.excerpt}</p> : null}
                </li>
              ))}
            </ol>
          )}
          <Pagination page={result.page} totalPages={result.totalPages} hrefFor={hrefFor} label="Pages des résultats" />
        </section>
      ) : (
        <p>Saisissez un ou plusieurs mots pour rechercher dans les pages, les actualités et les réalisations.</p>
      )}
    </div>
  )
}
