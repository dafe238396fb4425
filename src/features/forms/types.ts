/**
 * The forms engine's model: a form definition normalised from the back office (every value
 * present and valid), the visitor's raw input, and stored values. Pure types, shared by the
 * browser island and the server.
 */
import type { NumberFormat, SubmissionMethod } from './constants'
import type { CardType } from './parsers/card'
import type { MinStrength } from './parsers/password'
import type { CurrencyCode } from './pricing/currency'

export const FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'phone',
  'number',
  'website',
  'select',
  'multiselect',
  'checkboxes',
  'radio',
  'date',
  'time',
  'name',
  'address',
  'consent',
  'hidden',
  'html',
  'section',
  'password',
  'card',
  'captcha',
  'product',
  'option',
  'quantity',
  'shipping',
  'total',
  'calculation',
  'list',
  'repeater',
  'upload',
] as const
export type FieldType = (typeof FIELD_TYPES)[number]

export const LOGIC_OPERATORS = ['is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with'] as const
export type LogicOperator = (typeof LOGIC_OPERATORS)[number]
export type LogicRule = { field: string; operator: LogicOperator; value: string }
/** Show or hide something when all / any of the rules match; null means "always shown". */
export type Logic = { action: 'show' | 'hide'; match: 'all' | 'any'; rules: LogicRule[] } | null

/** A choice's picture (image choices of checkboxes and radio buttons), from the Media collection. */
export type ChoiceImage = { url: string; alt: string; width: number; height: number }
export type Choice = { label: string; value: string; selected: boolean; image?: ChoiceImage | null }

/** What every field has, whatever its type. */
export type FieldBase<T extends FieldType = FieldType> = {
  type: T
  /** Stable name: inputs are `input_<key>`, merge tags may use it, logic rules refer to it. */
  key: string
  label: string
  description: string | null
  placeholder: string | null
  required: boolean
  defaultValue: string | null
  cssClass: string | null
  logic: Logic
  /** 1-based page the field sits on. */
  page: number
}

export type TextField = FieldBase<'text'> & { maxLength: number; mask: string | null; autocomplete: string | null }
export type TextareaField = FieldBase<'textarea'> & { maxLength: number; rows: number }
export type EmailField = FieldBase<'email'> & { confirm: boolean }
export type PhoneField = FieldBase<'phone'> & { format: 'fr' | 'international' }
export type NumberField = FieldBase<'number'> & { min: number | null; max: number | null; format: NumberFormat }
export type WebsiteField = FieldBase<'website'>
export type SelectField = FieldBase<'select'> & { choices: Choice[] }
export type MultiselectField = FieldBase<'multiselect'> & { choices: Choice[] }
export type CheckboxesField = FieldBase<'checkboxes'> & { choices: Choice[]; selectAll: boolean; imageChoices: boolean }
export type RadioField = FieldBase<'radio'> & { choices: Choice[]; allowOther: boolean; imageChoices: boolean }
/** `minDate` / `maxDate`: ISO dates the answer must lie between (each optional). */
export type DateField = FieldBase<'date'> & { input: 'picker' | 'text'; minDate: string | null; maxDate: string | null }
export type TimeField = FieldBase<'time'>
export type NameField = FieldBase<'name'>
export type AddressField = FieldBase<'address'> & { showLine2: boolean }
export type ConsentField = FieldBase<'consent'> & { text: string }
export type HiddenField = FieldBase<'hidden'>
/** Staff content between fields; `content` is rich text (Lexical JSON) rendered on the server only. */
export type HtmlField = FieldBase<'html'> & { content: unknown }
export type SectionField = FieldBase<'section'>
export type PasswordField = FieldBase<'password'> & { confirm: boolean; minStrength: MinStrength }
export type CardField = FieldBase<'card'> & { accepted: CardType[] }
/** Invisible anti-robot check; what a submission without JavaScript (no response input at all) gets. */
export type CaptchaField = FieldBase<'captcha'> & { withoutJavaScript: 'spam' | 'refuse' }

/** A choice with a price (product, option and shipping choices). */
export type PriceChoice = Choice & { price: number }
/** The product kinds form builders offer (docs/decisions/013). */
export const PRODUCT_KINDS = ['single', 'select', 'radio', 'user_defined', 'hidden', 'calculation'] as const
export type ProductKind = (typeof PRODUCT_KINDS)[number]
/** Price fields carry the form's currency (copied at normalisation) so each formats its own text. */
type Priced = { currency: CurrencyCode }
export type ProductField = FieldBase<'product'> &
  Priced & {
    kind: ProductKind
    /** Unit price of a single or hidden product. */
    price: number
    choices: PriceChoice[]
    /** Price formula of a calculation product. */
    formula: string
    /** A quantity input of its own (unless a quantity field points at the product). */
    showQuantity: boolean
  }
export const OPTION_DISPLAYS = ['checkboxes', 'radio', 'select'] as const
export type OptionField = FieldBase<'option'> & Priced & { product: string; display: (typeof OPTION_DISPLAYS)[number]; choices: PriceChoice[] }
export type QuantityField = FieldBase<'quantity'> & { product: string; min: number; max: number | null }
export const SHIPPING_KINDS = ['single', 'select', 'radio'] as const
export type ShippingField = FieldBase<'shipping'> & Priced & { kind: (typeof SHIPPING_KINDS)[number]; price: number; choices: PriceChoice[] }
export type TotalField = FieldBase<'total'> & Priced
export type CalculationField = FieldBase<'calculation'> & { formula: string; rounding: number | null; format: NumberFormat }
/** Field types a repeater row may hold: single inputs whose value is text. */
export const ROW_SUBFIELD_TYPES = ['text', 'textarea', 'number', 'email', 'phone', 'date', 'website'] as const
export type RowSubfieldType = (typeof ROW_SUBFIELD_TYPES)[number]
export type RowSubfield = FieldOf<RowSubfieldType>
/** Rows and their bounds, shared by the list and the repeater. */
export type RowsOptions = { minRows: number; maxRows: number }
/** Rows of text cells under column labels. */
export type ListField = FieldBase<'list'> & RowsOptions & { columns: string[] }
/** A group of fields repeated row by row. */
export type RepeaterField = FieldBase<'repeater'> & RowsOptions & { subfields: RowSubfield[]; addLabel: string | null }
/** File upload (docs/product.md, Forms "Uploader settings"): extensions are lower case, without the dot. */
export type UploadField = FieldBase<'upload'> & {
  maxFiles: number
  allowedExtensions: string[]
  disallowedExtensions: string[]
  maxSizeMb: number
}

export type FieldDef =
  | TextField
  | TextareaField
  | EmailField
  | PhoneField
  | NumberField
  | WebsiteField
  | SelectField
  | MultiselectField
  | CheckboxesField
  | RadioField
  | DateField
  | TimeField
  | NameField
  | AddressField
  | ConsentField
  | HiddenField
  | HtmlField
  | SectionField
  | PasswordField
  | CardField
  | CaptchaField
  | ProductField
  | OptionField
  | QuantityField
  | ShippingField
  | TotalField
  | CalculationField
  | ListField
  | RepeaterField
  | UploadField

export type FieldOf<T extends FieldType> = Extract<FieldDef, { type: T }>

/** A block whose type this version does not know (removed, or from a newer version). */
export type UnknownField = { type: 'unknown'; originalType: string; key: string; label: string; page: number; logic: null }
export type AnyField = FieldDef | UnknownField

export type PageDef = {
  number: number
  name: string
  /** Page 1 is always shown; later pages may be hidden by logic. */
  logic: Logic
  /** Labels of the buttons that leave this page. */
  nextLabel: string
  previousLabel: string
  /** Shows or hides this page's Next button (docs/product.md, Forms: a hidden Next cannot be used, nor bypassed). */
  nextLogic: Logic
}

export type ProgressIndicator = 'steps' | 'bar' | 'none'

/** What the browser needs to render and run a form: nothing secret (no recipients, no confirmations). */
export type FormDefinition = {
  id: number
  title: string
  description: string | null
  displayTitle: boolean
  displayDescription: boolean
  fields: AnyField[]
  pages: PageDef[]
  submitLabel: string
  submitLogic: Logic
  progress: ProgressIndicator
  method: SubmissionMethod
  honeypot: boolean
  cssClass: string | null
  /** Shows "Enregistrer et continuer plus tard" (docs/decisions/015). */
  saveAndContinue: boolean
}

export type ConfirmationDef = { type: 'message' | 'redirect' | 'page'; message: string; url: string | null; logic: Logic }

export type NotificationDef = {
  name: string
  kind: 'staff' | 'visitor'
  /** Staff: addresses separated by commas. Visitor: the key of an e-mail field. */
  to: string
  subject: string
  body: string
  replyTo: string | null
  logic: Logic
}

export type FormSchedule = { opensAt: string | null; closesAt: string | null; closedMessage: string | null }

/** The whole form as the server uses it. */
export type ServerFormDefinition = FormDefinition & {
  confirmations: ConfirmationDef[]
  notifications: NotificationDef[]
  entryLimit: number | null
  entryLimitMessage: string | null
  schedule: FormSchedule
  retentionDays: number
  /** How long a resume link stays valid. */
  draftDays: number
  updatedAt: string | null
}

/** The visitor's input as submitted: every value of every input name. */
export type RawValues = Record<string, string[]>

/** A field's validated value: text, a list (several choices), parts (name, address, card) or rows (list, repeater). */
export type FieldValue = string | string[] | Record<string, string> | Record<string, string>[] | null
export type Values = Record<string, FieldValue>
export type FieldErrors = Record<string, string>
