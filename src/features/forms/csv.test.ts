import { describe, expect, it } from 'vitest'

import { CSV_BOM, csvCell, entriesCsv, toCsv } from './csv'

describe('CSV export for French Excel', () => {
  it('neutralises formulas', () => {
    for (const bad of ['=1+1', '+33 6', '-2', '@SUM(A1)', '\tx', '\rx']) expect(csvCell(bad).replace(/^"/, '')).toMatch(/^'/)
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
  })

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a;b')).toBe('"a;b"')
    expect(csvCell('dit "bonjour"')).toBe('"dit ""bonjour"""')
    expect(csvCell('l1\nl2')).toBe('"l1\nl2"')
    expect(csvCell('Orléans')).toBe('Orléans')
  })

  it('starts with a BOM and separates with ; and CRLF', () => {
    expect(toCsv([['a', 'b'], ['c', 'd']])).toBe(`${CSV_BOM}a;b\r\nc;d\r\n`)
  })

  it('writes one column per field, older fields last', () => {
    const csv = entriesCsv(
      [{ key: 'nom', label: 'Nom' }],
      [
        {
          id: 1,
          createdAt: '2026-03-02T09:30:00Z',
          read: true,
          starred: false,
          folder: 'inbox',
          sourceUrl: '/contact',
          answers: [
            { key: 'nom', label: 'Nom', type: 'text', value: '=cmd', text: '=cmd' },
            { key: 'ancien', label: 'Ancien champ', type: 'text', value: 'x', text: 'x' },
          ],
        },
      ],
    )
    const [header, row] = csv.slice(1).split('\r\n')
    expect(header).toBe('Entrée;Date;Lu;Suivi;Dossier;Nom;Ancien champ;Page')
    expect(row).toBe("1;02/03/2026 10:30:00;oui;non;boîte de réception;'=cmd;x;/contact")
  })
})
