/**
 * Forms-engine constants. Values marked "spec" are the product's own constants (docs/product.md, Constants and limits); the others are
 * our own choices and say why. Pure module: shared by the browser island and the server.
 */

/** docs/product.md, Forms "Submission methods": postback is the default. */
export const SUBMISSION_METHODS = ['postback', 'ajax', 'iframe'] as const
export type SubmissionMethod = (typeof SUBMISSION_METHODS)[number]
export const DEFAULT_SUBMISSION_METHOD: SubmissionMethod = 'postback'

/** docs/product.md, Forms "Form submission" types. */
export const SUBMISSION_TYPES = ['submit', 'next', 'previous', 'save-continue', 'send-link'] as const
export type SubmissionType = (typeof SUBMISSION_TYPES)[number]

/** docs/product.md, Forms "Form submit": the action names of the three calls, with our prefix. */
export const FORM_PREFIX = 'vitrine'
export const ACTION_SUBMIT = `${FORM_PREFIX}_submit_form`
export const ACTION_GET_CONFIG = `${FORM_PREFIX}_get_config`
export const ACTION_VALIDATE_CONFIG = `${FORM_PREFIX}_validate_config`

/** Our public endpoints, under a path of ours (Payload owns /api). See docs/api.md. */
export const FORMS_BASE_PATH = '/formulaires'
export const SUBMIT_PATH = `${FORMS_BASE_PATH}/envoi`
export const CONFIG_PATH = `${FORMS_BASE_PATH}/config`
export const CONFIG_VALIDATION_PATH = `${FORMS_BASE_PATH}/config/validation`
export const STATE_PATH = `${FORMS_BASE_PATH}/saisie`
export const CONFIRMATION_PATH = `${FORMS_BASE_PATH}/confirmation`
export const PREVIEW_PATH = `${FORMS_BASE_PATH}/apercu`
export const EXPORT_PATH = `${FORMS_BASE_PATH}/export`
/** Save and continue (docs/decisions/015): the resume link `<RESUME_PATH>/<form id>/<token>` and the link e-mail. */
export const RESUME_PATH = `${FORMS_BASE_PATH}/reprise`
export const SEND_LINK_PATH = `${FORMS_BASE_PATH}/lien`

/** docs/product.md, Forms "A config path must match lowercase letters, digits, underscore, hyphen and slash." */
export const CONFIG_PATH_PATTERN = /^[a-z0-9_\-/]+$/

/**
 * Names of the submission's own inputs (docs/product.md, Forms "Form submission"). Visitors' fields are named
 * `input_<key>` (and `input_<key>.<part>` for composite fields), so the two never collide.
 */
export const SUBMISSION_INPUTS = {
  action: 'action',
  formId: 'vitrine_form_id',
  pageUrl: 'vitrine_page_url',
  referrer: 'vitrine_referrer',
  displayTitle: 'vitrine_display_title',
  displayDescription: 'vitrine_display_description',
  nonce: 'vitrine_nonce',
  sourcePage: 'vitrine_source_page',
  targetPage: 'vitrine_target_page',
  save: 'vitrine_save',
  method: 'vitrine_method',
  versionHash: 'vitrine_version_hash',
  submissionId: 'vitrine_submission_id',
  elapsed: 'vitrine_elapsed_ms',
  honeypot: 'vitrine_hp',
  type: 'vitrine_submission_type',
  /** Signed reference of the draft a resumed form came from (never the link's token). */
  draft: 'vitrine_draft',
  /** The send-link form: the resume token (from the link) and the address to send it to. */
  resumeToken: 'vitrine_resume_token',
  resumeEmail: 'vitrine_resume_email',
} as const
export const FIELD_INPUT_PREFIX = 'input_'

/**
 * Anti-forgery nonce: an HMAC of the form id and a time window, signed with the Payload secret.
 * Cached pages (ISR) carry the nonce of the day they were rendered, so it must outlive the cache:
 * a window is a day and a nonce stays valid for 30 of them. The island asks for a fresh one once
 * its nonce is a week old (docs/decisions/009).
 */
export const NONCE_WINDOW_MS = 24 * 60 * 60 * 1000
export const NONCE_VALID_WINDOWS = 30
export const NONCE_REFRESH_AFTER_WINDOWS = 7

/**
 * docs/product.md, Forms anti-bot: below this many milliseconds between the form's display and its submission,
 * a human cannot have filled it in (our value: 2 s).
 */
export const MIN_FILL_TIME_MS = 2_000

/** Request body limit for a submission without files (uploads come with part 2, on their own route). */
export const MAX_SUBMISSION_BYTES = 256 * 1024

/**
 * Without JavaScript (docs/decisions/028): a submission of a form with a captcha comes back once to
 * a page that asks to press Send again; it is accepted when that second press comes at least
 * MIN_FILL_TIME_MS and at most POSTBACK_STATE_TTL_MS after, and the address sent fewer than
 * NOSCRIPT_MAX_PER_CLIENT such entries in the hour. A postback without a submission id is given one
 * derived from its body, the same for a browser's resend within NOSCRIPT_RESEND_WINDOW_MS.
 */
export const NOSCRIPT_MAX_PER_CLIENT = 5
export const NOSCRIPT_CLIENT_WINDOW_MS = 60 * 60 * 1000
export const NOSCRIPT_RESEND_WINDOW_MS = 15 * 60 * 1000

/** A postback's saved state (values, errors) lives this long, for the visitor's next page view. */
export const POSTBACK_STATE_TTL_MS = 2 * 60 * 60 * 1000
/** The postback confirmation page shows an entry's confirmation this long after submission. */
export const CONFIRMATION_VIEW_TTL_MS = 24 * 60 * 60 * 1000

/** Outbox worker: poll interval, lease of a claimed message, retry backoff (exponential, capped). */
export const OUTBOX_POLL_MS = 15_000
export const OUTBOX_LEASE_MS = 2 * 60 * 1000
export const OUTBOX_BACKOFF_BASE_MS = 30_000
export const OUTBOX_BACKOFF_MAX_MS = 6 * 60 * 60 * 1000
export const OUTBOX_MAX_ATTEMPTS = 10
export const OUTBOX_BATCH = 20
/** Entries whose notifications were never queued (crash between commit and queue) are swept after this. */
export const OUTBOX_SWEEP_AFTER_MS = 60_000
/**
 * The worker's first pass after a start (sweep, send, cleanup) waits this long: the first
 * requests after a start go first, and the e-mails the previous process left leave seconds later.
 */
export const WORKER_START_DELAY_MS = 5_000
/** Retention cleanup and expired-state removal run this often. */
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000
/**
 * Acknowledgements go to whatever address a visitor typed (docs/decisions/035): at most
 * ACK_MAX_PER_RECIPIENT to one address and ACK_MAX_RECIPIENTS_PER_SENDER different addresses from
 * one sender's address within ACK_LIMIT_WINDOW_MS; one over is kept in the outbox, never sent.
 */
export const ACK_MAX_PER_RECIPIENT = 3
export const ACK_MAX_RECIPIENTS_PER_SENDER = 10
export const ACK_LIMIT_WINDOW_MS = 60 * 60 * 1000
/** Sent e-mails are kept this long in the outbox for staff to check, then removed. */
export const OUTBOX_KEEP_SENT_DAYS = 30
/** How long a server keeps a form's definition in memory (another instance sees an edit this late at most). */
export const FORM_CACHE_TTL_MS = 10_000
/** Default retention of entries, matching the privacy policy ("3 ans"). */
export const DEFAULT_RETENTION_DAYS = 3 * 365

/** docs/product.md, Forms "Input masks": 9 is a digit, a a letter, * alphanumeric; the placeholder is an underscore. */
export const MASK_DIGIT = '9'
export const MASK_LETTER = 'a'
export const MASK_ALPHANUMERIC = '*'
export const MASK_PLACEHOLDER = '_'
/** docs/product.md, Forms: incomplete masked input is cleared on blur by default. */
export const MASK_CLEAR_INCOMPLETE_DEFAULT = true

/** docs/product.md, Forms "Card type is detected from the first 4 or more digits". */
export const CARD_DETECT_MIN_DIGITS = 4

/** docs/product.md, Forms password strength states. */
export const PASSWORD_STATES = ['blank', 'unknown', 'short', 'bad', 'good', 'strong', 'mismatch'] as const
export type PasswordState = (typeof PASSWORD_STATES)[number]
/** Below this length a password is "short" (the meter of the original product). */
export const PASSWORD_SHORT_BELOW = 4
/** Entropy thresholds (bits) between bad/good and good/strong (the original meter's values). */
export const PASSWORD_GOOD_BITS = 40
export const PASSWORD_STRONG_BITS = 56
/** The meter does not score longer inputs ("unknown"); the field's maximum length is the same. */
export const PASSWORD_MAX_LENGTH = 128

/** docs/product.md, Forms number formats. */
export const NUMBER_FORMATS = ['decimal_dot', 'decimal_comma'] as const
export type NumberFormat = (typeof NUMBER_FORMATS)[number]

/** docs/product.md, Forms "Datepicker: first day of week Monday (1)". */
export const DATEPICKER_FIRST_DAY = 1

/** docs/product.md, Forms "Keyup input-change delay": conditional logic is re-evaluated this long after typing stops. */
export const KEYUP_CHANGE_DELAY_MS = 300
/** docs/product.md, Forms "focus delay … 100 ms otherwise": the error summary and the confirmation take focus after it. */
export const FOCUS_DELAY_MS = 100

/** docs/product.md, Forms "A post-render event fires after each change". */
export const POST_RENDER_EVENT = 'vitrine:form-post-render'
/** docs/product.md, Forms "Focus tracking": events pushed to window.dataLayer. */
export const FOCUS_IN_EVENT = 'vitrine_form_field_focus_in'
export const FOCUS_OUT_EVENT = 'vitrine_form_field_focus_out'

/** docs/product.md, Forms "Form submit": the iframe response carries the JSON between these markers. */
export const IFRAME_JSON_START = '<!--vitrine:json_start-->'
export const IFRAME_JSON_END = '<!--vitrine:json_end-->'

/** Default maximum lengths (characters) when a field sets none; they bound what one entry can store. */
export const TEXT_MAX_LENGTH = 250
export const TEXTAREA_MAX_LENGTH = 5_000
export const HIDDEN_MAX_LENGTH = 500

/** Field keys: how merge tags, inputs and logic rules refer to a field. */
export const FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/

/** The value of the radio button that reveals the "other" text input. */
export const OTHER_CHOICE_VALUE = 'vitrine_other_choice'

/** Save and continue: a resume link stays valid this many days unless the form sets another value. */
export const DEFAULT_DRAFT_DAYS = 30
export const MAX_DRAFT_DAYS = 365
/** Resume tokens: 32 random bytes, base64url (43 characters); only their SHA-256 is stored. */
export const RESUME_TOKEN_BYTES = 32
/**
 * "Envoyer le lien" sends mail to an address the visitor types: bounded per draft and per client
 * address, so the form cannot be used to send mail in bulk.
 */
export const SEND_LINK_MAX_PER_DRAFT = 5
export const SEND_LINK_MAX_PER_CLIENT = 10
export const SEND_LINK_CLIENT_WINDOW_MS = 60 * 60 * 1000
/** docs/product.md, Forms "Captcha": the response travels under the reCAPTCHA name, whichever provider made it. */
export const CAPTCHA_RESPONSE_INPUT = 'g-recaptcha-response'
/** The self-hosted proof-of-work challenge (GET, no cookie): see docs/decisions/016. */
export const CAPTCHA_PATH = `${FORMS_BASE_PATH}/captcha`
/** docs/product.md, Forms "Captcha response polling": 100 ms. */
export const CAPTCHA_POLL_MS = 100
/**
 * A challenge is valid this long. Short, so a solution cannot be stockpiled and the list of used
 * solutions stays small; the browser fetches a new one when its solution is older than this.
 */
export const CAPTCHA_CHALLENGE_TTL_MS = 10 * 60 * 1000
/**
 * Proof-of-work difficulty: the secret number is drawn below this, so a browser computes on
 * average half as many SHA-256 digests (about 0.05 s on a laptop, a few tenths of a second on a
 * modest phone). It makes each submission cost a robot something, without delaying a visitor.
 */
export const CAPTCHA_MAX_NUMBER = 10_000
/** A visitor waits this long at most for the check before being told it failed. */
export const CAPTCHA_WAIT_MAX_MS = 30_000
/** Longest response accepted (reCAPTCHA tokens are about 2 KB; ours are far shorter). */
export const CAPTCHA_RESPONSE_MAX_LENGTH = 4_000
/** reCAPTCHA v3: scores below this are refused (Google's suggested threshold). */
export const RECAPTCHA_MIN_SCORE = 0.5
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'
/** reCAPTCHA's browser script (docs/decisions/016), named with what the Content-Security-Policy lets in for it. */
export { RECAPTCHA_SCRIPT_URL } from './captcha/recaptcha-sources.mjs'
/** docs/product.md, Forms "Price calculation debounce": the total is redrawn this long after the last change. */
export const PRICE_DEBOUNCE_MS = 50
/** docs/product.md, Forms "Formula recalculation delay": 345 ms after typing; at once for checkbox, radio, select. */
export const FORMULA_DELAY_MS = 345
export const FORMULA_DELAY_CHOICE_MS = 0
/**
 * Repeatable rows (list, repeater): the most rows staff may allow, which also bounds the input
 * names a submission may carry. Without JavaScript the form shows this many empty rows more than
 * the filled ones (up to the field's maximum), since there is no button to add one.
 */
export const ROWS_MAX_LIMIT = 50
export const ROWS_NOSCRIPT_EXTRA = 2

/**
 * File uploads (docs/decisions/012). The tus endpoint lives under our own prefix; attached files
 * are served to staff only, by entry, from the download path.
 */
export const UPLOAD_PATH = `${FORMS_BASE_PATH}/televersement`
export const UPLOAD_DOWNLOAD_PATH = `${FORMS_BASE_PATH}/fichiers`
/**
 * 2 MiB per PATCH: on a phone's 1–5 Mbit/s uplink a chunk takes a few seconds, so progress moves
 * and a dropped request re-sends at most that much (the server also keeps the bytes of a cut
 * request); on loopback the per-request cost is negligible next to 2 MiB of disk writes.
 */
export const UPLOAD_CHUNK_BYTES = 2 * 1024 * 1024
/** Uploads never attached to an entry are removed after this long (a visitor may finish the form the next day). */
export const UPLOAD_ORPHAN_TTL_MS = 48 * 60 * 60 * 1000
/**
 * Unfinished uploads (created, last byte not received) hold disk space for a size they only
 * declared, and anyone can make them (docs/decisions/034). One not touched (no chunk received)
 * for this long is removed by the forms worker's hourly pass: a visitor actively sending sends a
 * chunk every few seconds, and one who comes back later starts that file again (tus creates a
 * new upload when the old one is gone). Finished uploads keep UPLOAD_ORPHAN_TTL_MS.
 */
export const UPLOAD_UNFINISHED_TTL_MS = 2 * 60 * 60 * 1000
/**
 * Per visitor's network (an IPv4 address, an IPv6 /64): the unfinished uploads it may have at
 * once. Files: twice the most a field takes, so a visitor picking a full field at once (or two
 * visitors behind one address) is never refused. Bytes (declared sizes): ten photos of the
 * default 10 MB limit; a network with nothing unfinished may always start one file the field
 * allows, however large.
 */
export const UPLOAD_UNFINISHED_FILES_PER_CLIENT = 40
export const UPLOAD_UNFINISHED_BYTES_PER_CLIENT = 100 * 1024 * 1024
/**
 * For the whole site, whatever the addresses (an IPv6 visitor has many /64s): the defaults of
 * `UPLOAD_UNFINISHED_MAX_MB` and `UPLOAD_UNFINISHED_MAX_FILES`, which set how much scratch disk
 * unfinished uploads may take (a server with a small disk lowers them).
 */
export const UPLOAD_UNFINISHED_DEFAULT_MAX_MB = 1024
export const UPLOAD_UNFINISHED_DEFAULT_MAX_FILES = 1000
/** Defaults and bounds of an upload field's settings. */
export const UPLOAD_DEFAULT_MAX_SIZE_MB = 10
export const UPLOAD_MAX_SIZE_MB_LIMIT = 200
export const UPLOAD_MAX_FILES_LIMIT = 20
/** Longest stored file name (characters, extension included). */
export const UPLOAD_NAME_MAX_LENGTH = 120
/** Bytes read from the start of a file for the content check. */
export const UPLOAD_SNIFF_BYTES = 64 * 1024
