/** A price grid's first problem, thrown by the grid readers and answered as the check's message. */
export class GridProblem extends Error {}
