// The print resolution a shop embeds in print files and sheets (the setting printMaxDpi). Browser-safe:
// the settings form checks the same range.

/**
 * 300 DPI is what print shops ask for; past 600 a sticker printer's 1200–1440 DPI heads add nothing a viewer
 * sees at arm's length, while the file grows with the square (a 49 MP photo on a 3" sticker embedded at its
 * own 2,333 DPI made a 108 MB print file).
 */
export const MIN_PRINT_MAX_DPI = 300;
export const MAX_PRINT_MAX_DPI = 1200;
export const DEFAULT_PRINT_MAX_DPI = 600;
