// The REST calls the bench makes as staff: sign in once, then JSON requests with the token.

/** Signs the bench's administrator in; returns the JWT. */
export async function signIn(base, credentials) {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  if (!response.ok) throw new Error(`connexion : ${response.status} ${await response.text()}`)
  return (await response.json()).token
}

/** A JSON request as staff; refuses anything but a 2xx answer. */
export async function api(base, token, path, init = {}) {
  const response = await fetch(base + path, {
    ...init,
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}`, ...init.headers },
  })
  if (!response.ok) throw new Error(`${path} : ${response.status} ${await response.text()}`)
  return response.json()
}
