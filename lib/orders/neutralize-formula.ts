// Spreadsheet formula injection: a cell that starts with =, +, -, @, a tab or a carriage return may be
// run as a formula when the CSV is opened in Excel, LibreOffice or Google Sheets. Such values get a
// leading single quote, which spreadsheets show as text (decisions.md, 'CSV export').

const FORMULA_START = /^[=+\-@\t\r]/;

/** True when a spreadsheet could read the value as a formula. */
export function isFormulaLike(value: string): boolean {
  return FORMULA_START.test(value);
}

/** The value, prefixed with ' when it could be read as a formula: "=1+1" -> "'=1+1", "+1 702" -> "'+1 702". */
export function neutralizeFormula(value: string): string {
  return isFormulaLike(value) ? `'${value}` : value;
}
