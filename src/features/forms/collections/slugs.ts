/** Collection slugs of the forms engine (kept apart so pure code can name them without Payload). */
export const FORMS_SLUG = 'forms'
export const ENTRIES_SLUG = 'form-entries'
export const OUTBOX_SLUG = 'form-outbox'
export const STATES_SLUG = 'form-states'
export const DRAFTS_SLUG = 'form-drafts'
export const CAPTCHA_SOLUTIONS_SLUG = 'form-captcha-solutions'
