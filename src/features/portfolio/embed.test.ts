import { describe, expect, it } from 'vitest'

import { safeUrl, videoEmbed } from './embed'

describe('videoEmbed', () => {
  it.each([
    'https://www.youtube.com/watch?v=Xq4Lm9Tr2Ab',
    'https://youtube.com/watch?feature=share&v=Xq4Lm9Tr2Ab',
    'https://m.youtube.com/watch?v=Xq4Lm9Tr2Ab&t=30',
    'https://youtu.be/Xq4Lm9Tr2Ab',
    'https://youtu.be/Xq4Lm9Tr2Ab?si=abc',
    'https://www.youtube.com/embed/Xq4Lm9Tr2Ab',
    'https://www.youtube.com/shorts/Xq4Lm9Tr2Ab',
    'https://www.youtube-nocookie.com/embed/Xq4Lm9Tr2Ab',
  ])('turns the YouTube URL %s into the privacy-enhanced player with autoplay', (url) => {
    expect(videoEmbed(url)).toEqual({ host: 'youtube', src: 'https://www.youtube-nocookie.com/embed/Xq4Lm9Tr2Ab?autoplay=1' })
  })

  it.each([
    'https://vimeo.com/824613975',
    'https://www.vimeo.com/824613975',
    'https://player.vimeo.com/video/824613975',
    'https://vimeo.com/channels/chantiers/824613975',
  ])('turns the Vimeo URL %s into the player with autoplay', (url) => {
    expect(videoEmbed(url)).toEqual({ host: 'vimeo', src: 'https://player.vimeo.com/video/824613975?autoplay=1' })
  })

  it.each([
    'https://videos.example.org/chantier.mp4',
    // The right shape on another host, or the wrong shape on the right host: used as given.
    'https://example.com/watch?v=Xq4Lm9Tr2Ab',
    'https://www.youtube.com/watch?v=short',
    'https://vimeo.com/about',
    'https://youtube.com.evil.example/watch?v=Xq4Lm9Tr2Ab',
  ])('uses any other video URL as given: %s', (url) => {
    expect(videoEmbed(url)).toEqual({ host: 'other', src: url })
  })

  it('refuses what is not a web address', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/v', '', '   ', null, 42]) expect(videoEmbed(bad)).toBeNull()
  })
})

describe('safeUrl', () => {
  it('keeps http(s) URLs and paths of this site', () => {
    expect(safeUrl('https://example.com/a?b=1#c')).toBe('https://example.com/a?b=1#c')
    expect(safeUrl('/services/vrd')).toBe('/services/vrd')
    expect(safeUrl('  /services/vrd  ')).toBe('/services/vrd')
  })

  it('refuses other schemes, protocol-relative URLs, control characters and relative paths', () => {
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'mailto:a@b.c', '//evil.example', '/\\evil.example', 'services/vrd', 'ftp://x'])
      expect(safeUrl(bad), bad).toBeNull()
  })
})
