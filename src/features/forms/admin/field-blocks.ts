import type { Block } from 'payload'

import { addressBlock } from '../fields/address/block'
import { captchaBlock } from '../fields/captcha/block'
import { cardBlock } from '../fields/card/block'
import { checkboxesBlock } from '../fields/checkboxes/block'
import { consentBlock } from '../fields/consent/block'
import { dateBlock } from '../fields/date/block'
import { emailBlock } from '../fields/email/block'
import { hiddenBlock } from '../fields/hidden/block'
import { htmlBlock } from '../fields/html/block'
import { listBlock } from '../fields/list/block'
import { multiselectBlock } from '../fields/multiselect/block'
import { nameBlock } from '../fields/name/block'
import { numberBlock } from '../fields/number/block'
import { passwordBlock } from '../fields/password/block'
import { phoneBlock } from '../fields/phone/block'
import { radioBlock } from '../fields/radio/block'
import { repeaterBlock } from '../fields/repeater/block'
import { sectionBlock } from '../fields/section/block'
import { selectBlock } from '../fields/select/block'
import type { FieldBlock } from '../fields/shared/block'
import { textBlock } from '../fields/text/block'
import { textareaBlock } from '../fields/textarea/block'
import { timeBlock } from '../fields/time/block'
import { uploadBlock } from '../fields/upload/block'
import { websiteBlock } from '../fields/website/block'
import { productBlock } from '../fields/product/block'
import { optionBlock } from '../fields/option/block'
import { quantityBlock } from '../fields/quantity/block'
import { shippingBlock } from '../fields/shipping/block'
import { totalBlock } from '../fields/total/block'
import { calculationBlock } from '../fields/calculation/block'
import type { FieldType } from '../types'
import { pageBreakBlock } from './page-break'

/** The back-office block of each field type; the block slug is the field type. */
export const fieldBlocks = {
  text: textBlock,
  textarea: textareaBlock,
  email: emailBlock,
  phone: phoneBlock,
  number: numberBlock,
  website: websiteBlock,
  select: selectBlock,
  multiselect: multiselectBlock,
  checkboxes: checkboxesBlock,
  radio: radioBlock,
  date: dateBlock,
  time: timeBlock,
  name: nameBlock,
  address: addressBlock,
  consent: consentBlock,
  hidden: hiddenBlock,
  html: htmlBlock,
  section: sectionBlock,
  password: passwordBlock,
  card: cardBlock,
  captcha: captchaBlock,
  product: productBlock,
  option: optionBlock,
  quantity: quantityBlock,
  shipping: shippingBlock,
  total: totalBlock,
  calculation: calculationBlock,
  list: listBlock,
  repeater: repeaterBlock,
  upload: uploadBlock,
} satisfies { [T in FieldType]: FieldBlock<T> }

/** The blocks staff can add to a form, in the order the back office lists them. */
export const formBuilderBlocks: Block[] = [...Object.values(fieldBlocks).map((b) => b.block), pageBreakBlock]
