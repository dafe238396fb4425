type Props = { page: number; totalPages: number; hrefFor: (page: number) => string; label: string }

/** Numbered pages as plain links: they work without JavaScript and are crawlable. */
export function Pagination({ page, totalPages, hrefFor, label }: Props) {
  if (totalPages <= 1) return null
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1)
  return (
    <nav aria-label={label} className="pagination">
      {page > 1 ? (
        <a href={hrefFor(page - 1)} rel="prev">
          Page précédente
        </a>
      ) : null}
      <ul>
        {pages.map((p) => (
          <li key={p}>
            {p === page ? (
              <span aria-current="page">{p}</span>
            ) : (
              <a href={hrefFor(p)} aria-label={`Page ${p}`}>
                {p}
              </a>
            )}
          </li>
        ))}
      </ul>
      {page < totalPages ? (
        <a href={hrefFor(page + 1)} rel="next">
          Page suivante
        </a>
      ) : null}
    </nav>
  )
}
