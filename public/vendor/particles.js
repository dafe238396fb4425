/* Demo particle background: floating dust over sections marked data-particles. Loaded only by
   pages that have such a section. Honours prefers-reduced-motion (draws once, no animation). */
(function () {
  var reduce = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  function attach(section) {
    if (section.querySelector('canvas[data-particles-canvas]')) return
    var canvas = document.createElement('canvas')
    canvas.setAttribute('data-particles-canvas', '')
    canvas.setAttribute('aria-hidden', 'true')
    canvas.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;pointer-events:none;opacity:.35'
    if (getComputedStyle(section).position === 'static') section.style.position = 'relative'
    section.prepend(canvas)
    var ctx = canvas.getContext('2d')
    var dots = []
    function size() {
      canvas.width = section.clientWidth
      canvas.height = section.clientHeight
    }
    size()
    for (var i = 0; i < 40; i++) dots.push({ x: Math.random(), y: Math.random(), r: 1 + Math.random() * 2.5, v: 0.0004 + Math.random() * 0.0008 })
    function draw() {
      ctx.clearRect(0, 0, canvas.width, canvas.height)
      ctx.fillStyle = '#c8792f'
      for (var j = 0; j < dots.length; j++) {
        var d = dots[j]
        if (!reduce) d.y = (d.y - d.v + 1) % 1
        ctx.beginPath()
        ctx.arc(d.x * canvas.width, d.y * canvas.height, d.r, 0, Math.PI * 2)
        ctx.fill()
      }
      if (!reduce) requestAnimationFrame(draw)
    }
    draw()
    window.addEventListener('resize', size)
  }
  window.vitrineParticles = { attach: attach }
  document.querySelectorAll('[data-particles]').forEach(attach)
})()
