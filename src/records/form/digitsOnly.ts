/** Quantities keep digits only ('1,200 gal' -> '1200'), without leading zeros (the spec's quantity inputs). */
export const digitsOnly = (text: string) => text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
