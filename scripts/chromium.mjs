// Finds the system Chromium used by the browser tests and the benchmarks, installing it from
// the OS packages when it is missing and we are allowed to (root with apt-get).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(Boolean)

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
]

export const findChromium = () => CANDIDATES.find((p) => fs.existsSync(p)) ?? null

/** Whether system packages can be installed here: root with apt-get. */
export const canInstallPackages = () => typeof process.getuid === 'function' && process.getuid() === 0 && fs.existsSync('/usr/bin/apt-get')

/** Installs Debian packages, quietly. */
export function aptInstall(...packages) {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
}

export function ensureChromium() {
  const found = findChromium()
  if (found) return found
  if (!canInstallPackages()) {
    throw new Error(
      'Chromium est introuvable. Installez-le (Debian/Ubuntu : `sudo apt-get install -y chromium`) ' +
        'ou indiquez son chemin dans CHROMIUM_PATH, puis relancez `npm test`.',
    )
  }
  console.log('› Installation de Chromium (apt-get)…')
  aptInstall('chromium')
  const installed = findChromium()
  if (!installed) throw new Error('L’installation de Chromium a échoué.')
  return installed
}
