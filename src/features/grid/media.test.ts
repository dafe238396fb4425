import { describe, expect, it } from 'vitest'

import { parseVideo, videoOf } from './media'

describe('grid media videos', () => {
  it('reads the known hosts', () => {
    expect(parseVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toMatchObject({ type: 'youtube', id: 'dQw4w9WgXcQ' })
    expect(parseVideo('https://youtu.be/dQw4w9WgXcQ')).toMatchObject({ type: 'youtube' })
    expect(parseVideo('https://vimeo.com/76979871')).toMatchObject({ type: 'vimeo', id: '76979871' })
    expect(parseVideo('https://morel.wistia.com/medias/abcde12345')).toMatchObject({ type: 'wistia', id: 'abcde12345', src: 'https://fast.wistia.net/embed/iframe/abcde12345?autoPlay=true' })
    expect(parseVideo('https://fast.wistia.net/embed/iframe/abcde12345')).toMatchObject({ type: 'wistia' })
    expect(parseVideo('/videos/chantier.webm')).toMatchObject({ type: 'video', src: '/videos/chantier.webm' })
    expect(parseVideo('https://cdn.example.com/a.mp4')).toMatchObject({ type: 'video' })
  })

  it('refuses unknown hosts, other schemes and malformed ids', () => {
    for (const url of ['https://evil.example/watch?v=dQw4w9WgXcQ', 'javascript:alert(1)', '//evil.example/a.mp4', 'http://cdn.example.com/a.mp4', 'https://morel.wistia.com/medias/short', '/page', 'https://wistia.com.evil.example/medias/abcde12345', '', null])
      expect(parseVideo(url)).toBeNull()
  })

  it('keeps a video only when its address matches its kind', () => {
    expect(videoOf('vimeo', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull()
    expect(videoOf('youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toMatchObject({ type: 'youtube' })
    expect(videoOf('image', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull()
  })
})
