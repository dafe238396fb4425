/** Input parts of the price fields, shared by their modules, views and the order computation. */
export const QUANTITY_PART = 'quantity'
/** The displayed unit price of a product: an input the server accepts and ignores. */
export const PRICE_PART = 'price'
/** Quantities are whole numbers: one to six digits. */
export const QUANTITY_PATTERN = /^\d{1,6}$/
export const quantityOf = (text: string): number => (QUANTITY_PATTERN.test(text.trim()) ? Number(text.trim()) : 0)

/** Field types that need the products script in the browser (render/client/products.ts). */
export const PRICING_TYPES: readonly string[] = ['product', 'option', 'quantity', 'shipping', 'total', 'calculation']
export const usesPricing = (fields: { type: string }[]) => fields.some((f) => PRICING_TYPES.includes(f.type))
